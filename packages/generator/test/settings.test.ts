import { describe, expect, it } from 'vitest';
import {
  generateQuestions,
  GenerationError,
  type GeneratorSettings,
  LARGEST_FACTOR,
  SETTING_BOUNDS,
} from '../src/index.js';
import { thrown } from './support/thrown.js';

const valid: GeneratorSettings = {
  maxTerms: 4,
  minNumber: 1,
  maxNumber: 99,
  operators: ['+', '-'],
  totalQuestions: 10,
  marksPerQuestion: 1,
  seed: 5,
};

/** Setting a field to a value the contract rejects; `undefined` stands for leaving a required field out. */
const invalid: [string, Record<string, unknown>, string][] = [
  [
    'maxTerms below the minimum',
    { maxTerms: SETTING_BOUNDS.terms.min - 1 },
    'maxTerms must be a whole number from 2 to 30 (got 1)',
  ],
  ['maxTerms above the maximum', { maxTerms: SETTING_BOUNDS.terms.max + 1 }, 'maxTerms'],
  ['fractional maxTerms', { maxTerms: 3.5 }, 'maxTerms'],
  [
    'missing maxTerms',
    { maxTerms: undefined },
    'maxTerms must be a whole number from 2 to 30 (got undefined)',
  ],
  ['minNumber of 0', { minNumber: SETTING_BOUNDS.numbers.min - 1 }, 'minNumber'],
  ['negative minNumber', { minNumber: -5 }, 'minNumber'],
  [
    'minNumber as a string',
    { minNumber: '1' },
    'minNumber must be a whole number from 1 to 9999999999 (got "1")',
  ],
  ['maxNumber above the maximum', { maxNumber: SETTING_BOUNDS.numbers.max + 1 }, 'maxNumber'],
  [
    'NaN maxNumber',
    { maxNumber: Number.NaN },
    'maxNumber must be a whole number from 1 to 9999999999 (got NaN)',
  ],
  [
    'numbers of six digits with ×',
    { operators: ['+', '*'], maxNumber: 100_000 },
    'numbers above 99999 are for + - rows: with * or / keep maxNumber (or digits.max) to 99999 (got 100000)',
  ],
  [
    'rows of ten digits with ÷',
    { operators: ['/'], minNumber: undefined, maxNumber: undefined, digits: { min: 1, max: 10 } },
    'numbers above 99999 are for + - rows: with * or / keep maxNumber (or digits.max) to 99999 (got 9999999999)',
  ],
  ['infinite maxNumber', { maxNumber: Number.POSITIVE_INFINITY }, 'maxNumber'],
  [
    'maxNumber below minNumber',
    { minNumber: 50, maxNumber: 49 },
    'maxNumber (49) must not be smaller than minNumber (50)',
  ],
  ['no operators', { operators: [] }, 'operators must be a non-empty list of + - * / (got [])'],
  [
    'an unknown operator',
    { operators: ['+', 'x'] },
    'operators must be a non-empty list of + - * / (got ["+", "x"])',
  ],
  ['the × glyph', { operators: ['×'] }, 'operators'],
  ['operators as a string', { operators: '+-' }, 'operators'],
  ['totalQuestions of 0', { totalQuestions: SETTING_BOUNDS.totalQuestions.min - 1 }, 'totalQuestions'],
  [
    'totalQuestions above the maximum',
    { totalQuestions: SETTING_BOUNDS.totalQuestions.max + 1 },
    'totalQuestions must be a whole number from 1 to 1000 (got 1001)',
  ],
  [
    'marksPerQuestion of 0',
    { marksPerQuestion: SETTING_BOUNDS.marksPerQuestion.min - 1 },
    'marksPerQuestion',
  ],
  [
    'marksPerQuestion above the maximum',
    { marksPerQuestion: SETTING_BOUNDS.marksPerQuestion.max + 1 },
    'marksPerQuestion',
  ],
  ['negative seed', { seed: -1 }, 'seed must be a whole number from 0 to 4294967295 (got -1)'],
  ['seed above 2^32 - 1', { seed: SETTING_BOUNDS.seed.max + 1 }, 'seed'],
  ['fractional seed', { seed: 0.5 }, 'seed'],
  ['null seed', { seed: null }, 'seed'],
  [
    'an unknown abacus method',
    { abacusMethod: 'fast' },
    'abacusMethod must be one of direct, small-friends, big-friends, mixed (got "fast")',
  ],
  [
    'an abacus method with ×',
    { abacusMethod: 'mixed', operators: ['+', '*'] },
    'abacusMethod drills use + and - only (got operators ["+", "*"])',
  ],
  ['minTerms above maxTerms', { minTerms: 5 }, 'minTerms (5) must not be larger than maxTerms (4)'],
  ['minTerms of 1', { minTerms: 1 }, 'minTerms must be a whole number from 2 to 30 (got 1)'],
  [
    'digits beside a number range',
    { digits: { min: 1, max: 2 } },
    'give the numbers one way: minNumber and maxNumber, or digits, or operandDigits',
  ],
  [
    'digits of 11',
    { minNumber: undefined, maxNumber: undefined, digits: { min: 1, max: 11 } },
    'digits must be {min: 1–10, max: 1–10} (got {min: 1, max: 11})',
  ],
  [
    'digits upside down',
    { minNumber: undefined, maxNumber: undefined, digits: { min: 3, max: 2 } },
    'digits.min (3) must not be larger than digits.max (2)',
  ],
  [
    'an operand drill with +',
    { minNumber: undefined, maxNumber: undefined, maxTerms: 2, operandDigits: { left: 2, right: 1 } },
    'operandDigits drills use * and / only (got operators ["+", "-"])',
  ],
  [
    'an operand drill of three numbers',
    { minNumber: undefined, maxNumber: undefined, operators: ['*'], operandDigits: { left: 2, right: 1 } },
    'operandDigits drills have two numbers: set maxTerms to 2 (got 4)',
  ],
  [
    'an operand drill of six digits',
    {
      minNumber: undefined,
      maxNumber: undefined,
      operators: ['*'],
      maxTerms: 2,
      operandDigits: { left: 6, right: 1 },
    },
    'operandDigits must be {left: 1–5, right: 1–5} (got {left: 6, right: 1})',
  ],
  [
    'an operand drill without its right digits',
    { minNumber: undefined, maxNumber: undefined, operators: ['*'], maxTerms: 2, operandDigits: { left: 2 } },
    'operandDigits must be {left: 1–5, right: 1–5} (got {left: 2})',
  ],
  ['zeros in one-digit numbers', { maxNumber: 9, zeros: true }, 'zeros needs numbers of two digits or more'],
  ['zeros as a string', { zeros: 'yes' }, 'zeros must be true or false (got "yes")'],
  [
    'answers below zero with ×',
    { operators: ['+', '*'], negativeAnswers: true },
    'negativeAnswers is for + - questions without an abacusMethod',
  ],
  [
    'an answer mode of its own',
    { answerMode: 'spoken' },
    'answerMode must be one of choice, typed (got "spoken")',
  ],
  [
    'a digit total without digit counts',
    { totalDigits: 6 },
    "totalDigits needs digits: the rows' digit counts to make it up",
  ],
  [
    'a digit total for questions of different lengths',
    { minNumber: undefined, maxNumber: undefined, digits: { min: 1, max: 2 }, minTerms: 3, totalDigits: 6 },
    'totalDigits needs minTerms equal to maxTerms: every question the same rows',
  ],
  [
    'a digit total the rows cannot make',
    {
      minNumber: undefined,
      maxNumber: undefined,
      digits: { min: 1, max: 2 },
      minTerms: 4,
      operators: ['+', '-'],
      totalDigits: 9,
    },
    'totalDigits (9) must be from 4 to 8: 4 rows of 1–2 digits',
  ],
  [
    'a digit total with ×',
    {
      minNumber: undefined,
      maxNumber: undefined,
      digits: { min: 1, max: 2 },
      minTerms: 4,
      operators: ['+', '*'],
      totalDigits: 6,
    },
    'totalDigits is for + - rows without an abacusMethod',
  ],
  [
    'a share of answers below zero without them',
    { negativeShare: 10 },
    'negativeShare needs negativeAnswers: true',
  ],
  [
    'more than half the answers below zero',
    { negativeAnswers: true, negativeShare: 60 },
    'negativeShare must be a whole number from 0 to 50 (got 60)',
  ],
  [
    'answers below zero on the abacus',
    { abacusMethod: 'direct', negativeAnswers: true },
    'negativeAnswers is for + - questions without an abacusMethod',
  ],
];

describe('settings validation', () => {
  it.each(invalid)('rejects %s', (_name, change, expected) => {
    const error = thrown(() => generateQuestions({ ...valid, ...change }));
    expect(error.code).toBe('INVALID_SETTINGS');
    expect(error.name).toBe('GenerationError');
    expect(error.message).toContain(expected);
  });

  it('reports every problem at once', () => {
    const error = thrown(() =>
      generateQuestions({ ...valid, maxTerms: 1, operators: [], marksPerQuestion: 11 }),
    );
    expect(error.message).toMatch(/^Invalid settings: maxTerms .*; operators .*; marksPerQuestion .*$/);
  });

  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [42, '42'],
    ['settings', '"settings"'],
  ])('rejects %s in place of a settings object', (settings, shown) => {
    const error = thrown(() => generateQuestions(settings as unknown as GeneratorSettings));
    expect(error).toMatchObject({
      code: 'INVALID_SETTINGS',
      message: `settings must be an object (got ${shown})`,
    });
  });

  it('accepts every bound at its limit', () => {
    const limits = [
      {
        maxTerms: SETTING_BOUNDS.terms.min,
        minNumber: LARGEST_FACTOR,
        maxNumber: LARGEST_FACTOR,
        operators: ['*'],
        totalQuestions: SETTING_BOUNDS.totalQuestions.min,
      },
      {
        maxTerms: SETTING_BOUNDS.terms.min,
        minNumber: SETTING_BOUNDS.numbers.max,
        maxNumber: SETTING_BOUNDS.numbers.max,
        totalQuestions: SETTING_BOUNDS.totalQuestions.min,
      },
      {
        maxTerms: SETTING_BOUNDS.terms.max,
        minNumber: SETTING_BOUNDS.numbers.min,
        maxNumber: SETTING_BOUNDS.numbers.max,
        totalQuestions: SETTING_BOUNDS.totalQuestions.max,
        marksPerQuestion: SETTING_BOUNDS.marksPerQuestion.max,
      },
      { marksPerQuestion: SETTING_BOUNDS.marksPerQuestion.min, seed: 0 },
      { seed: SETTING_BOUNDS.seed.max },
    ] as const;
    for (const change of limits) {
      const settings = { ...valid, ...change };
      expect(generateQuestions(settings).questions).toHaveLength(settings.totalQuestions);
    }
  });

  it('is an Error with a stack, so loggers and error handlers treat it as one', () => {
    const error = new GenerationError('INVALID_SETTINGS', 'bad');
    expect(error).toBeInstanceOf(Error);
    expect(error.stack).toContain('GenerationError');
  });
});
