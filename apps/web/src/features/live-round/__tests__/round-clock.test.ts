import { describe, expect, it, vi } from 'vitest';
import type { Round, RoundQuestion } from '@/types/api';
import { comingMoments, questionPhase, secondsUntil } from '../round-clock';
import { codeOfEntry, spacedCode } from '../round-code';

const SHOWN = Date.parse('2026-11-21T09:30:00.000Z');
const at = (ms: number) => new Date(SHOWN + ms).toISOString();

/** A flash question shown at SHOWN: 3 s of countdown, 3 s of numbers, then 20 s to answer. */
const flashQuestion: RoundQuestion = {
  index: 1,
  shown_at: at(0),
  starts_at: at(3_000),
  flash_ends_at: at(6_000),
  ends_at: at(26_000),
  options: { a: 1, b: 2, c: 3, d: 4 },
  text: null,
  terms: null,
};

describe("a round question's phase, by the server's clock", () => {
  it('counts down, flashes, takes answers, then is over', () => {
    expect(questionPhase(flashQuestion, SHOWN + 2_999)).toBe('countdown');
    expect(questionPhase(flashQuestion, SHOWN + 3_000)).toBe('flashing');
    expect(questionPhase(flashQuestion, SHOWN + 6_000)).toBe('answering');
    expect(questionPhase(flashQuestion, SHOWN + 26_000)).toBe('timeUp');
  });

  it('goes from the countdown straight to answers for a written question', () => {
    const written = { ...flashQuestion, flash_ends_at: null };
    expect(questionPhase(written, SHOWN + 3_000)).toBe('answering');
  });

  it('says the seconds left rounded up, and 0 once the moment has come', () => {
    expect(secondsUntil(at(26_000), SHOWN + 25_001)).toBe(1);
    expect(secondsUntil(at(26_000), SHOWN + 27_000)).toBe(0);
  });

  it("reads the round again at each moment still to come, in the device's time", () => {
    const round = { state: 'question', question: flashQuestion } as Round;
    // The server's clock is 5 s ahead of the device's, and 4 s into the question: the numbers are flashing.
    const offset = 5_000;
    vi.useFakeTimers({ now: SHOWN + 4_000 - offset });
    try {
      expect(comingMoments(round, offset)).toEqual([SHOWN + 6_000 - offset, SHOWN + 26_000 - offset]);
      expect(comingMoments({ ...round, state: 'reveal' }, offset)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a round code', () => {
  it('shows in two groups of three', () => {
    expect(spacedCode('482913')).toBe('482 913');
  });

  it('is taken with spaces or dashes, and only with six digits', () => {
    expect(codeOfEntry(' 482 913 ')).toBe('482913');
    expect(codeOfEntry('482-913')).toBe('482913');
    expect(codeOfEntry('48291')).toBeNull();
    expect(codeOfEntry('48291a')).toBeNull();
  });
});
