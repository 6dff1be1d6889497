import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateQuestions,
  GenerationError,
  type GeneratorSettings,
  LARGEST_FACTOR,
  OPERATORS,
  SETTING_BOUNDS,
} from '../src/index.js';
import { checkExam } from './support/check-exam.js';
import { wholeIn } from './support/whole-numbers.js';

/** Small ranges and few operators on purpose: that is where duplicates, dead ends and impossibility live. */
const settingsArbitrary: fc.Arbitrary<GeneratorSettings> = fc
  .record({
    maxTerms: fc.integer(SETTING_BOUNDS.terms),
    minNumber: fc.oneof(
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 99_999 }),
      wholeIn(SETTING_BOUNDS.numbers),
    ),
    width: fc.oneof(
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 0, max: 150 }),
      fc.integer({ min: 0, max: 99_998 }),
      wholeIn({ min: 0, max: SETTING_BOUNDS.numbers.max - 1 }),
    ),
    operators: fc.array(fc.constantFrom(...OPERATORS), { minLength: 1, maxLength: 6 }),
    totalQuestions: fc.integer({ min: 1, max: 60 }),
    marksPerQuestion: fc.integer({ min: 1, max: 10 }),
    seed: fc.integer({ min: 0, max: SETTING_BOUNDS.seed.max }),
    // Fixed rows now and then: from 2 to maxTerms, as a share of the way.
    rows: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 3 }),
  })
  .map(({ width, rows, ...settings }) => ({
    ...settings,
    ...(rows !== null && { minTerms: 2 + Math.round(rows * (settings.maxTerms - 2)) }),
    maxNumber: Math.min(SETTING_BOUNDS.numbers.max, settings.minNumber + width),
  }))
  // Numbers above LARGEST_FACTOR are for + - rows: a product's or quotient's are brought down to it.
  .map((settings) =>
    settings.operators.some((operator) => operator === '*' || operator === '/')
      ? {
          ...settings,
          minNumber: Math.min(settings.minNumber, LARGEST_FACTOR),
          maxNumber: Math.min(settings.maxNumber, LARGEST_FACTOR),
        }
      : settings,
  );

/**
 * How many distinct questions the error says exist: none when no question fits at all; null when the search
 * gave up within its limit (a bounded answer, but no count).
 */
const countIn = (error: GenerationError): number | null => {
  if (error.message.startsWith('No question fits')) return 0;
  if (error.message.includes('within the search limit')) return null;
  return Number(/^Only (\d+) distinct/.exec(error.message)?.[1]);
};

describe('generateQuestions on random settings', () => {
  it('keeps every guarantee and repeats itself for the seed, or proves with a count that the settings cannot be met', () => {
    let impossible = 0;
    let gaveUp = 0;
    fc.assert(
      fc.property(settingsArbitrary, (settings) => {
        let exam;
        try {
          exam = generateQuestions(settings);
        } catch (error) {
          expect(error).toBeInstanceOf(GenerationError);
          expect((error as GenerationError).code).toBe('NOT_ENOUGH_DISTINCT_QUESTIONS');
          const count = countIn(error as GenerationError);
          if (count === null) {
            gaveUp += 1;
            return;
          }
          expect(count).toBeGreaterThanOrEqual(0);
          expect(count).toBeLessThan(settings.totalQuestions);
          // The count is exact from below: that many questions can really be had.
          if (count > 0) {
            const tight = { ...settings, totalQuestions: count };
            checkExam(tight, generateQuestions(tight));
          }
          impossible += 1;
          return;
        }
        checkExam(settings, exam);
        expect(generateQuestions({ ...settings, operators: [...settings.operators].reverse() })).toEqual(
          exam,
        );
      }),
      { numRuns: 2000 },
    );
    // The arbitrary must reach the impossible branch too, or half the property goes untested.
    expect(impossible).toBeGreaterThan(20);
    // Giving up within the search limit stays the rare exception: nearly every impossible setting gets a count.
    expect(gaveUp).toBeLessThan(20);
  });
});
