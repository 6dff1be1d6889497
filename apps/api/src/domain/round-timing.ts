/**
 * The timing of a live round's question, the same as a flash exam's in the app: a 3-2-1 countdown from
 * the moment it is shown, then the numbers (a flash exam's, one after another), then the time to answer.
 */
export const ROUND_COUNTDOWN_MS = 3_000;

/** A round nobody has acted on for this long counts as ended: a teacher who left it open frees its code. */
export const ROUND_IDLE_HOURS = 6;

/** When a question's answers count, in milliseconds after it was shown. */
export interface QuestionWindow {
  /** The countdown is over: answers count from here, and their time is measured from here. */
  startsMs: number;
  /** The last number has flashed; null for a question shown whole. */
  flashEndsMs: number | null;
  /** Time is up. */
  endsMs: number;
}

export function questionWindow(
  terms: number,
  flash: { intervalMs: number; gapMs: number } | null,
  secondsToAnswer: number,
): QuestionWindow {
  const startsMs = ROUND_COUNTDOWN_MS;
  const flashEndsMs = flash ? startsMs + terms * (flash.intervalMs + flash.gapMs) : null;
  return { startsMs, flashEndsMs, endsMs: (flashEndsMs ?? startsMs) + secondsToAnswer * 1000 };
}

/** The numbers of a `+ −` question, with their signs: `48 + 27 - 19` → [48, 27, -19]. */
export function termsOf(question: string): number[] {
  return [...question.matchAll(/([+-]?)\s*(\d+)/g)].map(([, sign, digits]) =>
    sign === '-' ? -Number(digits) : Number(digits),
  );
}
