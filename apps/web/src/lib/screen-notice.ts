/**
 * A sentence for a screen to show when another screen sent the teacher to it: the roster after a
 * student was deleted (whose screen is gone by then, and its own messages with it), a new exam once it
 * is made. It travels in the router's location state.
 */
export interface ScreenNotice {
  screenNotice: string;
}

export const screenNotice = (text: string): ScreenNotice => ({ screenNotice: text });

/** The notice in a location's state, if it carries one (the state may be anything, or nothing). */
export function noticeOf(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'screenNotice' in state &&
    typeof state.screenNotice === 'string'
    ? state.screenNotice
    : null;
}
