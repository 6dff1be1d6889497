import type { TFunction } from 'i18next';
import { formatMoment } from './exam-opening';

/**
 * A sentence for a screen to show when another screen sent the teacher to it: the roster after a
 * student was deleted (whose screen is gone by then, and its own messages with it), a new exam once it
 * is made. It travels in the router's location state as the catalogue's key and what the sentence names,
 * not as text: it is written when shown, in the language the screen is read in, switched since or not.
 */
export interface NoticeWords {
  /** The catalogue's key, with its namespace: `teacherArea:newExam.made.openNow`. */
  key: string;
  values?: Record<string, string | number>;
  /** The moments it names (ISO 8601), written as the screen's language writes them. */
  moments?: Record<string, string>;
}

export interface ScreenNotice {
  screenNotice: NoticeWords;
}

export const screenNotice = (words: NoticeWords): ScreenNotice => ({ screenNotice: words });

/** The notice in a location's state, if it carries one (the state may be anything, or nothing). */
export function noticeOf(state: unknown): NoticeWords | null {
  if (typeof state !== 'object' || state === null || !('screenNotice' in state)) return null;
  const notice = state.screenNotice;
  return typeof notice === 'object' && notice !== null && 'key' in notice && typeof notice.key === 'string'
    ? (notice as NoticeWords)
    : null;
}

/** The notice's sentence, in the language `t` speaks now. */
export function noticeText({ key, values, moments = {} }: NoticeWords, t: TFunction): string {
  const written = Object.fromEntries(Object.entries(moments).map(([name, iso]) => [name, formatMoment(iso)]));
  // Any key of any namespace: which one is known only when the notice is made.
  return (t as (key: string, values: Record<string, string | number>) => string)(key, {
    ...values,
    ...written,
  });
}
