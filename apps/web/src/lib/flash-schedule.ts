/** How a flash-anzan exam shows its numbers: each for `intervalMs`, then `gapMs` of blank screen. */
export interface FlashTiming {
  intervalMs: number;
  gapMs: number;
}

/** The 3-2-1 before a question's numbers, one second each. */
export const COUNTDOWN_FROM = 3;
export const COUNTDOWN_STEP_MS = 1000;
export const COUNTDOWN_MS = COUNTDOWN_FROM * COUNTDOWN_STEP_MS;

/** What the screen shows at a moment of a question's flash. */
export type FlashMoment =
  | { phase: 'countdown'; count: number }
  | { phase: 'number'; index: number }
  | { phase: 'gap'; index: number }
  | { phase: 'done' };

/** From one number's appearance to the next's. */
export const flashStepMs = ({ intervalMs, gapMs }: FlashTiming): number => intervalMs + gapMs;

/** How long `terms` numbers flash, gaps included: what "15 numbers in 3.75 s" says. */
export const flashDurationMs = (terms: number, timing: FlashTiming): number => terms * flashStepMs(timing);

/** When, after the countdown began, number `index` (from 0) appears. */
export const numberAppearsAt = (index: number, timing: FlashTiming): number =>
  COUNTDOWN_MS + index * flashStepMs(timing);

/**
 * What shows `elapsedMs` after the countdown began. Every moment is measured from that one start, never
 * from the previous change, so a late frame delays one change by that frame and nothing after it.
 */
export function flashMomentAt(elapsedMs: number, terms: number, timing: FlashTiming): FlashMoment {
  if (elapsedMs < COUNTDOWN_MS) {
    return {
      phase: 'countdown',
      count: COUNTDOWN_FROM - Math.floor(Math.max(0, elapsedMs) / COUNTDOWN_STEP_MS),
    };
  }
  const sinceFirst = elapsedMs - COUNTDOWN_MS;
  if (sinceFirst >= flashDurationMs(terms, timing)) return { phase: 'done' };
  const step = flashStepMs(timing);
  const index = Math.floor(sinceFirst / step);
  return sinceFirst - index * step < timing.intervalMs ? { phase: 'number', index } : { phase: 'gap', index };
}

/** One word for what a moment shows: two moments that show the same thing have the same key. */
export function momentKey(moment: FlashMoment): string {
  if (moment.phase === 'countdown') return `countdown ${moment.count}`;
  if (moment.phase === 'done') return 'done';
  return `${moment.phase} ${moment.index}`;
}
