import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateQuestions,
  GenerationError,
  OPERATORS,
  OPTION_LETTERS,
  optionsLeftBy,
  partialRuleFindsAnswer,
  partialRuleHitRates,
  PARTIAL_RULES,
  SETTING_BOUNDS,
  type ChoiceQuestion,
  type GeneratorSettings,
  type PartialRule,
  type QuestionWithOptions,
} from '../src/index.js';
import { evaluate } from './support/evaluate.js';

/** A choice question as the generator stores it, the answer among `options`. */
function choice(question: string, options: [number, number, number, number]): ChoiceQuestion {
  const answer = evaluate(question, true).value;
  const [a, b, c, d] = options;
  return {
    question,
    answer,
    marks: 1,
    option_a: a,
    option_b: b,
    option_c: c,
    option_d: d,
    correct_option: OPTION_LETTERS[options.indexOf(answer)]!,
    mistakes: { a: null, b: null, c: null, d: null },
  };
}

const withOptions = (question: ChoiceQuestion): QuestionWithOptions => ({
  question: question.question,
  answer: question.answer,
  options: [question.option_a, question.option_b, question.option_c, question.option_d],
});

/** Each rule's options left (by index) for one question, null where the rule does not apply. */
const leftBy = (question: ChoiceQuestion) =>
  Object.fromEntries(PARTIAL_RULES.map((rule) => [rule, optionsLeftBy(rule, withOptions(question))]));

describe('the partial rules, worked by hand', () => {
  it('96 × 6 = 576 among 576, 516, 76, 16: the estimate and the digit sums find it, the columns do not', () => {
    expect(leftBy(choice('96 * 6', [576, 516, 76, 16]))).toEqual({
      // 6 × 6 = 36: every option ends in 6.
      'units-digit': [0, 1, 2, 3],
      // 90 × 6 = 540: no option from 540 to 549 (the carry of 36 is lost).
      'tens-and-up': [],
      // 100 × 6 = 600: 576 is 24 away, 516 84.
      'one-significant-figure': [0],
      // 9 + 6 = 15 → 6, and 6 × 6 = 36 → 0; of the options only 5 + 7 + 6 = 18 → 0.
      'casting-out-nines': [0],
    });
  });

  it('12 + 35 − 7 = 40 among 40, 50, 38, 30: three rules find it, the units column leaves three', () => {
    const question = choice('12 + 35 - 7', [40, 50, 38, 30]);
    expect(leftBy(question)).toEqual({
      // 2 + 5 − 7 = 0: 40, 50 and 30 end in 0.
      'units-digit': [0, 1, 3],
      // 10 + 30 − 0 = 40: only 40 is in the forties.
      'tens-and-up': [0],
      // 10 + 40 − 7 = 43: 40 is 3 away, 38 5.
      'one-significant-figure': [0],
      // 3 + 8 − 7 = 4: 40 → 4, 50 → 5, 38 → 2, 30 → 3.
      'casting-out-nines': [0],
    });
    expect(PARTIAL_RULES.filter((rule) => partialRuleFindsAnswer(rule, withOptions(question)))).toEqual([
      'tens-and-up',
      'one-significant-figure',
      'casting-out-nines',
    ]);
  });

  it('leaves two options when the estimate falls halfway, so the child is guessing again', () => {
    // 10 + 20 = 30: 37 and 23 are both 7 away.
    const question = withOptions(choice('14 + 23', [37, 23, 40, 47]));
    expect(optionsLeftBy('one-significant-figure', question)).toEqual([0, 1]);
    expect(partialRuleFindsAnswer('one-significant-figure', question)).toBe(false);
  });

  it('rounds each row half up to its first figure: 15 → 20, 149 → 100, 950 → 1000', () => {
    // 20 + 100 + 1000 = 1120, nearest of the four: 1114 (the answer) at 6.
    const question = withOptions(choice('15 + 149 + 950', [1114, 1104, 1134, 1014]));
    expect(optionsLeftBy('one-significant-figure', question)).toEqual([0]);
  });

  it('picks a wrong option, not the answer, when the estimate lies nearer to it', () => {
    // 86 × 6 = 516; 90 × 6 = 540 is nearer 546 than 516.
    const question = withOptions(choice('86 * 6', [516, 546, 576, 456]));
    expect(optionsLeftBy('one-significant-figure', question)).toEqual([1]);
    expect(partialRuleFindsAnswer('one-significant-figure', question)).toBe(false);
  });

  it('casts out nines through a division: by 4 the remainder by 9 stays, by 6 only that by 3', () => {
    // 1 + 3 + 7 + 6 = 17 → 8, and 8 ÷ 4 ≡ 8 × 7 = 56 → 2 (4 × 7 = 28 → 1); 344 → 11 → 2.
    const byFour = withOptions(choice('1376 / 4', [344, 345, 354, 334]));
    expect(optionsLeftBy('casting-out-nines', byFour)).toEqual([0]);
    // 126 → 0 by 9, but ÷ 6 leaves only "0 by 3": 21 and 24 both fit.
    const bySix = withOptions(choice('126 / 6', [21, 24, 22, 20]));
    expect(optionsLeftBy('casting-out-nines', bySix)).toEqual([0, 1]);
    // A quotient's units do not follow from the rows' units.
    expect(optionsLeftBy('units-digit', byFour)).toBeNull();
    // 1370 ÷ 4 = 342.5: the three-hundred-and-forties, 344 and 346.
    const tens = withOptions(choice('1376 / 4', [344, 354, 334, 346]));
    expect(optionsLeftBy('tens-and-up', tens)).toEqual([0, 3]);
  });

  it('keeps a one-digit number multiplied by, and casts out nines below zero', () => {
    // 47 drops to 40, the 3 is kept whole: 40 × 3 = 120, so only 121 of the options.
    expect(optionsLeftBy('tens-and-up', withOptions(choice('47 * 3', [141, 121, 151, 131])))).toEqual([1]);
    // 12 − 35 = −23: 3 − 8 = −5 → 4, as −23 = −27 + 4; 10 − 30 = −20 → "−2".
    const below = withOptions(choice('12 - 35', [-23, -13, -33, 23]));
    expect(optionsLeftBy('casting-out-nines', below)).toEqual([0]);
    expect(optionsLeftBy('tens-and-up', below)).toEqual([0]);
  });

  it('does not apply where the rule would be the whole work', () => {
    // One-digit rows and answer: the units are the answer, its remainder by 9 too, and no row rounds.
    const small = withOptions(choice('3 + 4', [7, 8, 6, 5]));
    expect(optionsLeftBy('units-digit', small)).toBeNull();
    expect(optionsLeftBy('casting-out-nines', small)).toBeNull();
    expect(optionsLeftBy('one-significant-figure', small)).toBeNull();
    // Rows with no units to drop.
    expect(optionsLeftBy('tens-and-up', withOptions(choice('40 + 30', [70, 80, 60, 90])))).toBeNull();
  });
});

describe('each rule’s hit rate', () => {
  it('is the share of the choice questions it alone answers right, written ones left out', () => {
    const written = generateQuestions({
      operators: ['+'],
      minNumber: 10,
      maxNumber: 99,
      maxTerms: 2,
      totalQuestions: 3,
      marksPerQuestion: 1,
      answerMode: 'typed',
      seed: 1,
    }).questions;
    const rates = partialRuleHitRates([
      choice('96 * 6', [576, 516, 76, 16]),
      // 10 + 20 = 30 → 3: only 37; 5 + 5 = 10 → 1: only 37 (23 → 5, 40 → 4, 47 → 2).
      choice('14 + 23', [37, 23, 40, 47]),
      ...written,
    ]);
    expect(rates).toEqual({
      'units-digit': 0,
      'tens-and-up': 0.5,
      'one-significant-figure': 0.5,
      'casting-out-nines': 1,
    });
    expect(partialRuleHitRates(written)).toBeNull();
  });
});

const settingsArbitrary: fc.Arbitrary<GeneratorSettings> = fc
  .record({
    operators: fc.uniqueArray(fc.constantFrom(...OPERATORS), { minLength: 1, maxLength: 4 }),
    minNumber: fc.integer({ min: 1, max: 999 }),
    width: fc.integer({ min: 0, max: 9_999 }),
    maxTerms: fc.integer({ min: 2, max: 6 }),
    negativeAnswers: fc.boolean(),
    seed: fc.integer({ min: 0, max: SETTING_BOUNDS.seed.max }),
  })
  .map(({ width, ...settings }) => ({
    ...settings,
    maxNumber: settings.minNumber + width,
    totalQuestions: 10,
    marksPerQuestion: 1,
  }));

/** The rules that work out part of the answer exactly: its units digit, its remainder by 9 (or by 3). */
const EXACT_RULES: PartialRule[] = ['units-digit', 'casting-out-nines'];

describe('the exact partial rules', () => {
  it('never leave out the answer, on any question the generator makes', () => {
    fc.assert(
      fc.property(settingsArbitrary, (settings) => {
        let questions: ChoiceQuestion[];
        try {
          questions = generateQuestions({ ...settings, answerMode: 'choice' }).questions;
        } catch (error) {
          if (error instanceof GenerationError) return;
          throw error;
        }
        for (const question of questions) {
          const answerAt = OPTION_LETTERS.indexOf(question.correct_option);
          for (const rule of EXACT_RULES) {
            const left = optionsLeftBy(rule, withOptions(question));
            if (left !== null) expect(left, `${rule} on ${question.question}`).toContain(answerAt);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
