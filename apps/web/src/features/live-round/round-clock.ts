import type { Round } from '@/types/api';

/**
 * Where a question is for whoever shows it, by the server's clock: the 3-2-1 before it, its numbers
 * flashing (a flash exam), answers open, or time up (until the reveal is read).
 */
export type QuestionPhase = 'countdown' | 'flashing' | 'answering' | 'timeUp';

/** The server's time now, from the device's and how far the server's was ahead when last read. */
export const serverNow = (clockOffsetMs: number): number => Date.now() + clockOffsetMs;

export function questionPhase(question: NonNullable<Round['question']>, now: number): QuestionPhase {
  if (now < Date.parse(question.starts_at)) return 'countdown';
  if (question.flash_ends_at !== null && now < Date.parse(question.flash_ends_at)) return 'flashing';
  if (now < Date.parse(question.ends_at)) return 'answering';
  return 'timeUp';
}

/**
 * When the question's countdown began, on this page's `performance.now()` clock: the projector joins
 * the flash where the server's clock has it, whenever the screen was opened or read the round again.
 */
export function countdownBeganAt(shownAt: string, clockOffsetMs: number): number {
  return performance.now() - (serverNow(clockOffsetMs) - Date.parse(shownAt));
}

/** The moments still to come at which the question changes by the clock alone, in device time. */
export function comingMoments(round: Round, clockOffsetMs: number): number[] {
  if (round.state !== 'question' || !round.question) return [];
  const now = serverNow(clockOffsetMs);
  const { starts_at, flash_ends_at, ends_at } = round.question;
  return [starts_at, flash_ends_at, ends_at]
    .filter((moment): moment is string => moment !== null)
    .map((moment) => Date.parse(moment))
    .filter((moment) => moment > now)
    .map((moment) => moment - clockOffsetMs);
}

/** Whole seconds left until `iso` on the server's clock, rounded up: 0 means it has come. */
export const secondsUntil = (iso: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
