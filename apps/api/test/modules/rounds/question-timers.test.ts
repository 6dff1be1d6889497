// @driver-neutral: timers only, no database
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuestionTimers } from '../../../src/modules/rounds/question-timers.js';

describe('question timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells once, when the question’s time is up, and only of the question shown last', () => {
    const timeUp = vi.fn();
    const timers = createQuestionTimers(timeUp);
    timers.schedule(1, 1, 8_000);
    vi.advanceTimersByTime(5_000);
    // The teacher shows question 2 early: question 1's moment no longer comes.
    timers.schedule(1, 2, 8_000);
    vi.advanceTimersByTime(7_999);
    expect(timeUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(timeUp.mock.calls).toEqual([[1, 2]]);
    vi.advanceTimersByTime(60_000);
    expect(timeUp).toHaveBeenCalledTimes(1);
  });

  it('keeps rounds apart, forgets a cancelled one, and clears them all on closing', () => {
    const timeUp = vi.fn();
    const timers = createQuestionTimers(timeUp);
    timers.schedule(1, 1, 1_000);
    timers.schedule(2, 3, 2_000);
    timers.schedule(3, 1, 3_000);
    timers.cancel(2);
    vi.advanceTimersByTime(1_000);
    expect(timeUp.mock.calls).toEqual([[1, 1]]);
    timers.close();
    vi.advanceTimersByTime(10_000);
    expect(timeUp).toHaveBeenCalledTimes(1);
  });
});
