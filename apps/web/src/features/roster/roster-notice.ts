/**
 * A sentence for the roster to show after another screen sent the teacher back to it (a deleted student's
 * screen is gone by then, and its own messages with it). It travels in the router's location state.
 */
export interface RosterNotice {
  rosterNotice: string;
}

export const rosterNotice = (text: string): RosterNotice => ({ rosterNotice: text });

/** The notice in a location's state, if it carries one (the state may be anything, or nothing). */
export function noticeOf(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'rosterNotice' in state &&
    typeof state.rosterNotice === 'string'
    ? state.rosterNotice
    : null;
}
