import { describe, expect, it } from 'vitest';
import {
  masteryOf,
  rightPercentOf,
  TARGET_MS_PER_STEP,
  type WindowFigures,
} from '../../../src/modules/skills/mastery.js';
import { skillUsesOf, type ShownQuestion } from '../../../src/modules/skills/skill-evidence.js';

/** The figures of `right` right and `wrong` wrong uses, `msPerStep` a step at the median. */
const figures = (right: number, wrong: number, msPerStep: number | null = 4000): WindowFigures => ({
  uses: right + wrong,
  right,
  medianTimeMs: msPerStep === null ? null : msPerStep * 5,
  medianMsPerStep: msPerStep,
});

describe('a skill’s mastery', () => {
  it('is new under five uses, whatever they were', () => {
    expect(masteryOf(figures(4, 0))).toBe('new');
    expect(rightPercentOf(figures(4, 0))).toBe(100);
  });

  it('is mastered at 90 % right within 6 s a step, practised at 80 %, learning below', () => {
    expect(masteryOf(figures(18, 2))).toBe('mastered');
    expect(masteryOf(figures(17, 3))).toBe('practised');
    expect(masteryOf(figures(15, 5))).toBe('learning');
    expect(rightPercentOf(figures(15, 5))).toBe(75);
    expect(rightPercentOf(figures(2, 1))).toBe(66.7);
  });

  it('is practised, not mastered, when right but slower than the target at the median, or untimed', () => {
    expect(masteryOf(figures(20, 0, TARGET_MS_PER_STEP))).toBe('mastered');
    expect(masteryOf(figures(20, 0, TARGET_MS_PER_STEP + 1))).toBe('practised');
    expect(masteryOf(figures(20, 0, null))).toBe('practised');
  });
});

describe('the skill uses of a result', () => {
  // 7 + 5 = 12: +5 with a big friend; 2 + 1 + 7 = 10: +1 directly, then +7 with a big friend; 3 + 4: +4
  // with a small friend.
  const shown: ShownQuestion[] = [
    { question: '7 + 5', answer: 12, options: { a: 12, b: 2, c: 17, d: 7 } },
    { question: '2 + 1 + 7', answer: 10, options: null },
    { question: '3 + 4', answer: 7, options: null },
  ];

  it('charge a wrong answer to the step whose slip gives it, and skip what was not answered', () => {
    expect(skillUsesOf(shown, ['b', 0, null], [4000, 9000, 1000])).toEqual([
      { position: 1, skill: 'add.big.5', steps: 1, questionSteps: 1, correct: false, timeMs: 4000 },
      { position: 2, skill: 'add.direct.1', steps: 1, questionSteps: 2, correct: true, timeMs: 9000 },
      { position: 2, skill: 'add.big.7', steps: 1, questionSteps: 2, correct: false, timeMs: 9000 },
    ]);
  });

  it('charge every skill of the question when no slip gives the answer, and none when it is right', () => {
    expect(skillUsesOf(shown, ['a', 13, 7]).map(({ skill, correct }) => [skill, correct])).toEqual([
      ['add.big.5', true],
      ['add.direct.1', false],
      ['add.big.7', false],
      ['add.small.4', true],
    ]);
  });
});
