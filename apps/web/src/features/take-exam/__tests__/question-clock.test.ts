import { describe, expect, it } from 'vitest';
import { QuestionClock } from '../question-clock';

describe('the question clock', () => {
  it('counts the time each question is shown, and none while the page is hidden', () => {
    const clock = new QuestionClock(3);
    clock.show(0, 1000);
    clock.show(1, 5000);
    clock.setVisible(false, 6000);
    clock.setVisible(true, 60_000);
    clock.show(0, 62_500.4);
    expect(clock.times(63_000)).toEqual([4500, 3500, 0]);
  });

  it('counts nothing before a question is shown', () => {
    const clock = new QuestionClock(2);
    expect(clock.times(10_000)).toEqual([0, 0]);
    clock.show(1, 10_000);
    expect(clock.times(10_250)).toEqual([0, 250]);
  });
});
