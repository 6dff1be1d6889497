import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateQuestions, type GeneratorSettings, OPERATORS, SETTING_BOUNDS } from '../src/index.js';
import { checkExam } from './support/check-exam.js';
import { hasTrivialStep } from './support/trivial-steps.js';

const trivialShare = (settings: GeneratorSettings): number => {
  const exam = generateQuestions(settings);
  checkExam(settings, exam);
  return (
    exam.questions.filter((question) => hasTrivialStep(question.question)).length / exam.questions.length
  );
};

/**
 * Settings with room for a teacher's questions: numbers up to at least 4 × max(minNumber, 2) + 300 leave
 * every operator something better than `× 1`, `÷ 1` or `a ÷ a`: even two-term divisions alone, a ÷ b with
 * b ≥ 2 and a quotient of 2 or more, number at least 510, more than the 300 questions asked for at most.
 */
const roomySettings: fc.Arbitrary<GeneratorSettings> = fc
  .record({
    minNumber: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 500 })),
    extra: fc.integer({ min: 0, max: 99_999 }),
    operators: fc.uniqueArray(fc.constantFrom(...OPERATORS), { minLength: 1, maxLength: 4 }),
    maxTerms: fc.integer({ min: 2, max: 15 }),
    totalQuestions: fc.integer({ min: 100, max: 300 }),
    seed: fc.integer({ min: 0, max: SETTING_BOUNDS.seed.max }),
  })
  .map(({ extra, ...settings }) => {
    const least = 4 * Math.max(settings.minNumber, 2) + 300;
    return { ...settings, maxNumber: Math.min(99_999, least + extra), marksPerQuestion: 1 };
  });

describe('trivial steps', () => {
  it('are in at most 3 % of the questions wherever the settings leave alternatives', () => {
    fc.assert(
      fc.property(roomySettings, (settings) => {
        expect(trivialShare(settings)).toBeLessThanOrEqual(0.03);
      }),
      { numRuns: 300 },
    );
  });

  it.each<[string, Omit<GeneratorSettings, 'seed'>]>([
    [
      '(a) + - * /, 1–999, up to 10 terms',
      {
        totalQuestions: 1000,
        operators: ['+', '-', '*', '/'],
        minNumber: 1,
        maxNumber: 999,
        maxTerms: 10,
        marksPerQuestion: 1,
      },
    ],
    [
      '(e) * / +, 1000–99999, up to 6 terms',
      {
        totalQuestions: 200,
        operators: ['*', '/', '+'],
        minNumber: 1000,
        maxNumber: 99_999,
        maxTerms: 6,
        marksPerQuestion: 1,
      },
    ],
  ])('are in at most 3 in 100 questions on %s', (_name, settings) => {
    for (let seed = 1; seed <= 5; seed += 1)
      expect(trivialShare({ ...settings, seed })).toBeLessThanOrEqual(0.03);
  });

  it('still come when they are the only way to use an operator, as in 50–93 with + and /', () => {
    const settings = { ...{ minNumber: 50, maxNumber: 93, maxTerms: 3, marksPerQuestion: 1, seed: 4 } };
    const exam = generateQuestions({ ...settings, operators: ['+', '/'], totalQuestions: 100 });
    const divisions = exam.questions.filter((question) => question.question.includes('/'));
    expect(divisions.length).toBeGreaterThan(20);
    expect(divisions.every((question) => hasTrivialStep(question.question))).toBe(true);
  });

  it('are recognised: × 1, 1 ×, ÷ 1 and a value divided by itself', () => {
    expect(['7 * 1', '1 * 7', '8 / 1', '285 / 285 * 3', '4 * 6 / 24 + 1'].every(hasTrivialStep)).toBe(true);
    expect(['7 * 2', '8 / 2', '6 / 3 * 5', '1 + 1', '5 - 5', '12 * 10 / 8'].some(hasTrivialStep)).toBe(false);
  });
});
