import { describe, expect, it } from 'vitest';
import { standingOf, TARGET_MS_PER_STEP, type TimedUse } from '../../../src/modules/skills/mastery.js';
import { skillUsesOf, type ShownQuestion } from '../../../src/modules/skills/skill-evidence.js';

/** `right` right and `wrong` wrong uses, newest first, each of a 5-step question taking `timeMs`. */
const uses = (right: number, wrong: number, timeMs: number | null = 20_000): TimedUse[] => [
  ...Array.from({ length: right }, () => ({ correct: true, timeMs, questionSteps: 5 })),
  ...Array.from({ length: wrong }, () => ({ correct: false, timeMs, questionSteps: 5 })),
];

describe('a skill’s mastery', () => {
  it('is new under five uses, whatever they were', () => {
    expect(standingOf('add.big.7', uses(4, 0))).toMatchObject({ uses: 4, mastery: 'new', rightPercent: 100 });
  });

  it('is mastered at 90 % right within 6 s a step, practised at 80 %, learning below', () => {
    expect(standingOf('add.big.7', uses(18, 2)).mastery).toBe('mastered');
    expect(standingOf('add.big.7', uses(17, 3)).mastery).toBe('practised');
    expect(standingOf('add.big.7', uses(15, 5))).toMatchObject({ mastery: 'learning', rightPercent: 75 });
  });

  it('is practised, not mastered, when right but slower than the target at the median', () => {
    const slow = 5 * TARGET_MS_PER_STEP + 1;
    expect(standingOf('add.big.7', uses(20, 0, slow))).toMatchObject({
      mastery: 'practised',
      medianTimeMs: slow,
    });
    expect(standingOf('add.big.7', uses(20, 0, null))).toMatchObject({
      mastery: 'practised',
      medianTimeMs: null,
    });
  });

  it('reads the last twenty uses only: old mistakes are forgotten', () => {
    const standing = standingOf('add.big.7', [...uses(20, 0), ...uses(0, 30)]);
    expect(standing).toMatchObject({ uses: 20, rightPercent: 100, mastery: 'mastered' });
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
