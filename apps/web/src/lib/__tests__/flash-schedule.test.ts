import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_MS,
  flashDurationMs,
  flashMomentAt,
  momentKey,
  numberAppearsAt,
  type FlashMoment,
} from '../flash-schedule';

const COMPETITION = { intervalMs: 200, gapMs: 50 };

/** What a 60 Hz screen shows, frame by frame, from the start of the countdown until the flash is done. */
function framesOf(terms: number, timing: { intervalMs: number; gapMs: number }, frameMs = 1000 / 60) {
  const changes: { at: number; moment: FlashMoment }[] = [];
  let last = '';
  for (let frame = 0; ; frame += 1) {
    const at = frame * frameMs;
    const moment = flashMomentAt(at, terms, timing);
    if (momentKey(moment) !== last) changes.push({ at, moment });
    last = momentKey(moment);
    if (moment.phase === 'done') return changes;
  }
}

describe('the flash schedule', () => {
  it('counts down 3, 2, 1, a second each, before the first number', () => {
    expect([0, 999, 1000, 2500, 2999].map((at) => flashMomentAt(at, 15, COMPETITION))).toEqual([
      { phase: 'countdown', count: 3 },
      { phase: 'countdown', count: 3 },
      { phase: 'countdown', count: 2 },
      { phase: 'countdown', count: 1 },
      { phase: 'countdown', count: 1 },
    ]);
    expect(flashMomentAt(COUNTDOWN_MS, 15, COMPETITION)).toEqual({ phase: 'number', index: 0 });
  });

  it('shows each number for its interval, then the gap, then the next', () => {
    const start = COUNTDOWN_MS;
    expect(
      [0, 199, 200, 249, 250, 3499, 3500, 3749, 3750].map((at) => flashMomentAt(start + at, 15, COMPETITION)),
    ).toEqual([
      { phase: 'number', index: 0 },
      { phase: 'number', index: 0 },
      { phase: 'gap', index: 0 },
      { phase: 'gap', index: 0 },
      { phase: 'number', index: 1 },
      { phase: 'gap', index: 13 },
      { phase: 'number', index: 14 },
      { phase: 'gap', index: 14 },
      { phase: 'done' },
    ]);
  });

  it('puts 15 numbers at 200 ms with a 50 ms gap in 3.75 s, and 15 at 107 ms in 1.6 s', () => {
    expect(flashDurationMs(15, COMPETITION)).toBe(3750);
    expect(flashDurationMs(15, { intervalMs: 107, gapMs: 0 })).toBe(1605);
    expect(numberAppearsAt(14, COMPETITION)).toBe(COUNTDOWN_MS + 3500);
  });

  it('goes straight from number to number without a gap', () => {
    const timing = { intervalMs: 100, gapMs: 0 };
    expect(flashMomentAt(COUNTDOWN_MS + 99, 3, timing)).toEqual({ phase: 'number', index: 0 });
    expect(flashMomentAt(COUNTDOWN_MS + 100, 3, timing)).toEqual({ phase: 'number', index: 1 });
    expect(framesOf(3, timing).filter(({ moment }) => moment.phase === 'gap')).toEqual([]);
  });

  it('on a 60 Hz screen, shows every number once, each on the first frame after its time', () => {
    const frameMs = 1000 / 60;
    for (const timing of [COMPETITION, { intervalMs: 107, gapMs: 0 }, { intervalMs: 100, gapMs: 0 }]) {
      const shown = framesOf(15, timing, frameMs).filter(({ moment }) => moment.phase === 'number');
      expect(shown.map(({ moment }) => moment.phase === 'number' && moment.index)).toEqual([
        ...Array(15).keys(),
      ]);
      shown.forEach(({ at }, index) => {
        const due = numberAppearsAt(index, timing);
        // Never early, never a frame late: no drift however many numbers came before.
        expect(at).toBeGreaterThanOrEqual(due);
        expect(at - due).toBeLessThan(frameMs);
      });
    }
  });
});
