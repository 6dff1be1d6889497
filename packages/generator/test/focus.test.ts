import { describe, expect, it } from 'vitest';
import { generateQuestions, GenerationError, LEVEL_PRESETS, skillsOf } from '../src/index.js';

const presetOf = (level: number) => LEVEL_PRESETS.find((preset) => preset.level === level)!.settings;

/** The steps of the questions, and how many of them use a focus skill. */
function focusSteps(questions: readonly { question: string }[], focus: readonly string[]) {
  let steps = 0;
  let focused = 0;
  for (const { question } of questions) {
    for (const [skill, uses] of Object.entries(skillsOf(question))) {
      steps += uses;
      if (focus.includes(skill)) focused += uses;
    }
  }
  return { steps, focused };
}

describe('an exam with a focus', () => {
  // As many questions as the level's numbers hold with the focus (one-digit drills hold a few dozen).
  it.each<[number, string[], number]>([
    [2, ['add.small.1'], 17],
    [3, ['add.big.7'], 24],
    [3, ['add.big.7', 'sub.big.3'], 80],
    [4, ['sub.mix.6'], 200],
    [5, ['add.mix.9', 'sub.small.2'], 200],
    [6, ['mul.3×7'], 36],
    [7, ['div.4×6'], 36],
    [8, ['mul.2×2'], 128],
  ])('at level %i, on %j: every question practises it, with 40 % of its steps', (level, focus, count) => {
    const { questions } = generateQuestions({
      ...presetOf(level),
      totalQuestions: count,
      marksPerQuestion: 1,
      focus,
      seed: 11,
    });
    expect(new Set(questions.map(({ question }) => question)).size).toBe(count);
    for (const { question } of questions) {
      const { steps, focused } = focusSteps([{ question }], focus);
      expect(focused, question).toBeGreaterThan(0);
      expect(focused / steps, question).toBeGreaterThanOrEqual(0.4);
    }
  });

  it('is the same exam again from the same seed, and no focus leaves an exam as it was', () => {
    const settings = { ...presetOf(3), totalQuestions: 20, marksPerQuestion: 1, seed: 5 };
    const focused = { ...settings, focus: ['add.big.7'] };
    expect(generateQuestions(focused)).toEqual(generateQuestions(focused));
    expect(generateQuestions({ ...settings, focus: [] })).toEqual(generateQuestions(settings));
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a formula its method does not allow',
      { ...presetOf(2), focus: ['add.big.7'] },
      'focus add.big.7 is a move the small-friends method does not allow',
    ],
    [
      'an operator the exam leaves out',
      { ...presetOf(6), focus: ['div.3×7'] },
      'focus div.3×7 needs the operator /',
    ],
    [
      'a table fact outside a drill',
      { ...presetOf(3), operators: ['+', '-', '*'], abacusMethod: undefined, focus: ['mul.3×7'] },
      'focus mul.3×7 is a table fact: practise it in a × ÷ drill (operandDigits)',
    ],
    [
      'a formula without a method',
      { ...presetOf(3), abacusMethod: undefined, focus: ['add.big.7'] },
      'focus add.big.7 is a soroban formula: give an abacusMethod',
    ],
    [
      'a digit above the numbers',
      { ...presetOf(1), digits: undefined, minNumber: 1, maxNumber: 4, focus: ['add.direct.7'] },
      'focus add.direct.7 needs a 7, above maxNumber 4',
    ],
    [
      'a name that is no skill',
      { ...presetOf(3), focus: ['add.huge.7', 'mul.7×3'] },
      'focus must be a list of up to 20 skills such as add.big.7, sub.small.3 or mul.3×7 (got ["add.huge.7", "mul.7×3"])',
    ],
  ])('refuses %s, naming the skill', (_name, settings, message) => {
    const generate = () =>
      generateQuestions({ ...settings, totalQuestions: 10, marksPerQuestion: 1 } as never);
    expect(generate).toThrow(GenerationError);
    expect(generate).toThrow(message);
  });
});
