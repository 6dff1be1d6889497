import { generateQuestions } from '@abacus/generator';
import { describe, expect, it } from 'vitest';
import {
  createExamBody,
  generatorSettings,
  initialValues,
  withChanges,
  type BuilderValues,
} from '../../builder-settings';
import { previewExam } from '../../question-preview';
import {
  dividendDigitsShare,
  divisionNote,
  drillDigits,
  fromChanged,
  numbersBy,
  numbersWay,
  operationsChanged,
  rowChanges,
  toChanged,
  writtenDrill,
} from '../generation-choices';
import { expectThreeRowsOfOneToTwoDigits } from './three-rows-of-one-to-two-digits';

/** The builder's values after each change in turn, as the form makes them. */
const afterChanges = (
  values: BuilderValues,
  ...changes: ((now: BuilderValues) => Partial<BuilderValues>)[]
) => changes.reduce((now, change) => withChanges(now, change(now)), values);

const start = () => ({ ...initialValues(1), title: 'Friday drill', abacusMethod: 'none' as const, seed: 7 });

const rowsOf = (question: string) => question.split(/ [-+*/] /).map(Number);
const digitsOf = (value: number) => String(value).length;

describe('a teacher sets', () => {
  it('"3 rows of 1–2 digits": every question 3 rows, half the rows of each digit count', () => {
    const values = afterChanges(
      start(),
      () => ({ operators: ['+', '-'] }),
      () => rowChanges({ min: 3, max: 3 }),
      (now) => numbersBy(now, 'digits'),
      (now) => ({ digits: fromChanged(now.digits!, 1) }),
      (now) => ({ digits: toChanged(now.digits!, 2) }),
    );
    expectThreeRowsOfOneToTwoDigits(createExamBody(values));

    const preview = previewExam(values);
    if (!preview.ok) throw new Error(`the settings were refused: ${JSON.stringify(preview.shortfall)}`);
    const rows = preview.questions.map((question) => rowsOf(question.question));
    expect(rows.every((each) => each.length === 3)).toBe(true);
    expect(new Set(rows.flat().map(digitsOf))).toEqual(new Set([1, 2]));
  });

  it('"2-digit × 1-digit": a drill of two numbers, the second never 1', () => {
    const values = afterChanges(
      start(),
      () => ({ operators: ['*'] }),
      (now) => numbersBy(now, 'drill'),
      () => ({ operandDigits: drillDigits({ first: 2, second: 1 }, '*') }),
    );
    expect(numbersWay(values)).toBe('drill');
    const body = createExamBody(values);
    expect(body).toMatchObject({
      operators: ['*'],
      operandDigits: { left: 2, right: 1 },
      minTerms: 2,
      maxTerms: 2,
    });
    expect(body).not.toHaveProperty('digits');
    expect(body).not.toHaveProperty('minNumber');

    const preview = previewExam(values);
    if (!preview.ok) throw new Error(`the settings were refused: ${JSON.stringify(preview.shortfall)}`);
    for (const { question } of preview.questions) {
      const [first, second] = rowsOf(question) as [number, number];
      expect(question).toContain(' * ');
      expect([digitsOf(first), second]).toEqual([2, expect.any(Number)]);
      expect(second).toBeGreaterThanOrEqual(2);
      expect(second).toBeLessThanOrEqual(9);
    }
  });

  it('"4-digit ÷ 1-digit": 3-digit answers, the number divided of 4 digits in about 9 questions of 10', () => {
    const values = afterChanges(
      start(),
      () => ({ operators: ['/'] }),
      (now) => numbersBy(now, 'drill'),
      () => ({ operandDigits: drillDigits({ first: 4, second: 1 }, '/') }),
    );
    const body = createExamBody(values);
    expect(body).toMatchObject({
      operators: ['/'],
      operandDigits: { left: 3, right: 1 },
      minTerms: 2,
      maxTerms: 2,
    });
    expect(writtenDrill(values.operandDigits!, '/')).toEqual({ first: 4, second: 1 });
    expect(divisionNote(values.operandDigits!)).toBe(
      'The answer has 3 digits, so the number divided has 4 digits in about 9 of 10 questions and 3 digits in the others.',
    );

    // What the generator gives for it, over enough questions to measure the share the note states.
    const { questions } = generateQuestions({ ...generatorSettings(values), totalQuestions: 1000 });
    const dividends = questions.map(({ question }) => {
      const [dividend, divisor] = rowsOf(question) as [number, number];
      expect(question).toContain(' / ');
      expect(digitsOf(dividend / divisor)).toBe(3);
      expect(divisor).toBeGreaterThanOrEqual(2);
      expect(divisor).toBeLessThanOrEqual(9);
      return digitsOf(dividend);
    });
    expect(new Set(dividends)).toEqual(new Set([3, 4]));
    const share = dividends.filter((digits) => digits === 4).length / dividends.length;
    expect(share).toBeCloseTo(dividendDigitsShare(values.operandDigits!), 1);
  });
});

describe('the choices keep the settings whole', () => {
  it('keep the fewest at or under the most, whichever is changed', () => {
    expect(fromChanged({ min: 2, max: 4 }, 6)).toEqual({ min: 6, max: 6 });
    expect(toChanged({ min: 3, max: 4 }, 2)).toEqual({ min: 2, max: 2 });
    expect(toChanged({ min: 2, max: 4 }, 5)).toEqual({ min: 2, max: 5 });
  });

  it('carry the numbers from one way to the next: a range from digits covers them', () => {
    const byRange = withChanges(start(), { minNumber: 5, maxNumber: 50 });
    const byDigits = withChanges(byRange, numbersBy(byRange, 'digits'));
    expect(byDigits.digits).toEqual({ min: 1, max: 2 });
    expect(numbersWay(byDigits)).toBe('digits');
    const again = withChanges(byDigits, numbersBy(byDigits, 'range'));
    expect(again).toMatchObject({ minNumber: 1, maxNumber: 99, digits: null, operandDigits: null });
    expect(numbersWay(again)).toBe('range');
  });

  it('keep the number divided when the divisor gets more digits, the answer at 1 digit or more', () => {
    expect(drillDigits({ first: 4, second: 2 }, '/')).toEqual({ left: 2, right: 2 });
    expect(drillDigits({ first: 4, second: 4 }, '/')).toEqual({ left: 1, right: 4 });
    expect(drillDigits({ first: 3, second: 2 }, '*')).toEqual({ left: 3, right: 2 });
  });

  it('turn off what no longer applies to the operations, rather than keep it on out of sight', () => {
    const sums = { ...start(), abacusMethod: 'big-friends' as const, negativeAnswers: true };
    expect(operationsChanged(sums, ['+', '*'])).toEqual({
      operators: ['+', '*'],
      abacusMethod: 'none',
      negativeAnswers: false,
    });
    expect(operationsChanged(sums, ['-'])).toEqual({ operators: ['-'] });

    const drill = afterChanges(
      start(),
      () => ({ operators: ['*'] }),
      (now) => numbersBy(now, 'drill'),
    );
    // Swapping × for ÷ passes through no operation at all: the drill stays.
    expect(operationsChanged(drill, [])).toEqual({ operators: [] });
    expect(operationsChanged(drill, ['/'])).toEqual({
      operators: ['/'],
      abacusMethod: 'none',
      negativeAnswers: false,
    });
    const withSums = withChanges(drill, operationsChanged(drill, ['+', '*']));
    expect(numbersWay(withSums)).toBe('digits');
    expect(previewExam(withSums).ok).toBe(true);
  });
});
