import { describe, expect, it } from 'vitest';
import { generateQuestions, LEVEL_PRESETS, skillsOf } from '../src/index.js';

/** Questions a preset is measured on, in exams of its own size, one seed each, as classes get them. */
const QUESTIONS = 5_000;

/**
 * A formula that fewer than this many of a preset's distinct questions can carry is left out: an exam
 * holds each question once, so it cannot come as often as the rest (at level 2, +8 directly needs a 0 or
 * a 1 on the rod, and `5 - 4 + 8` is the only question of three one-digit rows with a small friend that
 * has it).
 */
const CARRIED_BY = 3;

/** The kind of formula a skill is, as a teacher groups them: `add.big` for `add.big.7`, `mul` for `mul.3×7`. */
const kindOf = (skill: string) =>
  skill.startsWith('mul.') || skill.startsWith('div.')
    ? skill.slice(0, 3)
    : skill.slice(0, skill.lastIndexOf('.'));

/** Each formula's uses in 5 000 questions of the preset, and the distinct questions that carry it. */
function formulasOf(level: number) {
  const { settings } = LEVEL_PRESETS.find((preset) => preset.level === level)!;
  const uses = new Map<string, number>();
  const carriers = new Map<string, Set<string>>();
  for (let seed = 1, drawn = 0; drawn < QUESTIONS; seed += 1) {
    const { questions } = generateQuestions({ ...settings, marksPerQuestion: 1, seed });
    drawn += questions.length;
    for (const { question } of questions) {
      for (const [skill, count] of Object.entries(skillsOf(question))) {
        uses.set(skill, (uses.get(skill) ?? 0) + count);
        carriers.set(skill, (carriers.get(skill) ?? new Set()).add(question));
      }
    }
  }
  return { uses, carriers };
}

describe('the formulas of each level preset', () => {
  it.each(LEVEL_PRESETS.map(({ level }) => level))(
    'come evenly at level %i: within each kind, no formula more than twice as often as another',
    (level) => {
      const { uses, carriers } = formulasOf(level);
      const kinds = new Map<string, [string, number][]>();
      for (const [skill, count] of uses) {
        if (carriers.get(skill)!.size < CARRIED_BY) continue;
        kinds.set(kindOf(skill), [...(kinds.get(kindOf(skill)) ?? []), [skill, count]]);
      }
      const uneven = [...kinds.values()].flatMap((formulas) => {
        const sorted = formulas.sort((a, b) => b[1] - a[1]);
        const [most, least] = [sorted[0]!, sorted.at(-1)!];
        return most[1] > 2 * least[1] ? [`${most[0]} ${most[1]} × against ${least[0]} ${least[1]} ×`] : [];
      });
      expect(uneven).toEqual([]);
    },
  );

  it('leave out only formulas that few distinct questions can carry, at level 2 alone', () => {
    for (const level of [1, 3, 4, 5, 10]) {
      expect(
        [...formulasOf(level).carriers.values()].every((questions) => questions.size >= CARRIED_BY),
      ).toBe(true);
    }
    const { carriers } = formulasOf(2);
    const rare = [...carriers].filter(([, questions]) => questions.size < CARRIED_BY);
    expect(Object.fromEntries(rare.map(([skill, questions]) => [skill, [...questions].sort()]))).toEqual({
      'add.direct.8': ['5 - 4 + 8'],
      'sub.direct.8': ['4 + 4 - 8', '9 - 8 + 4'],
    });
  });
});
