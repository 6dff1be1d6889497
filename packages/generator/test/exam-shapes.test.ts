import { describe, expect, it } from 'vitest';
import { generateQuestions, GenerationError, type GeneratorSettings } from '../src/index.js';
import { checkExam } from './support/check-exam.js';
import { fitsMethod, replay } from './support/soroban.js';
import { thrown } from './support/thrown.js';

const exam = (settings: Omit<GeneratorSettings, 'marksPerQuestion' | 'seed'>, seed = 7) => {
  const full = { ...settings, marksPerQuestion: 1, seed };
  const generated = generateQuestions(full);
  return { generated, evaluations: checkExam(full, generated) };
};

const share = <T>(items: readonly T[], test: (item: T) => boolean): number =>
  items.filter(test).length / items.length;

describe('rows as abacus examinations set them', () => {
  it('gives every question exactly the rows asked for when minTerms is maxTerms', () => {
    for (const settings of [
      { operators: ['+', '-'], digits: { min: 1, max: 1 }, minTerms: 3, maxTerms: 3, totalQuestions: 200 },
      { operators: ['+', '-'], digits: { min: 2, max: 2 }, minTerms: 10, maxTerms: 10, totalQuestions: 100 },
      { operators: ['+', '*'], minNumber: 2, maxNumber: 30, minTerms: 3, maxTerms: 4, totalQuestions: 200 },
    ] as const) {
      const { evaluations } = exam({ ...settings, operators: [...settings.operators] });
      for (const { numbers } of evaluations) {
        expect(numbers.length).toBeGreaterThanOrEqual(settings.minTerms);
        expect(numbers.length).toBeLessThanOrEqual(settings.maxTerms);
      }
    }
  });

  it('draws "1–2 digits" as half one-digit rows and half two-digit ones', () => {
    const { evaluations } = exam({
      operators: ['+', '-'],
      digits: { min: 1, max: 2 },
      minTerms: 3,
      maxTerms: 3,
      totalQuestions: 1000,
    });
    const rows = evaluations.flatMap(({ numbers }) => numbers);
    expect(rows.every((row) => row >= 1 && row <= 99)).toBe(true);
    // A uniform 1–99 would give 9 % one-digit rows; subtractions only take what the total allows.
    expect(share(rows, (row) => row < 10)).toBeGreaterThan(0.4);
    expect(share(rows, (row) => row < 10)).toBeLessThan(0.6);
  });

  it('puts a 0 inside half the numbers of two digits or more with zeros', () => {
    const rowsOf = (zeros: boolean) =>
      exam({
        operators: ['+', '-'],
        digits: { min: 2, max: 3 },
        zeros,
        maxTerms: 4,
        totalQuestions: 500,
      }).evaluations.flatMap(({ numbers }) => numbers);
    const withZero = (row: number) => String(row).slice(1).includes('0');
    expect(share(rowsOf(false), withZero)).toBeLessThan(0.25);
    expect(share(rowsOf(true), withZero)).toBeGreaterThan(0.45);
  });

  it('keeps the abacus method, row count and digits all at once, replayed bead by bead', () => {
    const { generated } = exam({
      operators: ['+', '-'],
      digits: { min: 1, max: 2 },
      zeros: true,
      minTerms: 4,
      maxTerms: 4,
      totalQuestions: 100,
      abacusMethod: 'small-friends',
    });
    for (const { question } of generated.questions) {
      expect(question.split(' ').length).toBe(7);
      expect(fitsMethod(replay(question).moves, 'small-friends')).toBe(true);
    }
  });
});

describe('× and ÷ drills by digits', () => {
  it('multiplies a left-digit number by a right-digit one, never by 1', () => {
    const { evaluations } = exam({
      operators: ['*'],
      operandDigits: { left: 2, right: 1 },
      maxTerms: 2,
      totalQuestions: 300,
    });
    for (const { numbers, operators } of evaluations) {
      expect(operators).toEqual(['*']);
      expect(numbers[0]).toBeGreaterThanOrEqual(10);
      expect(numbers[0]).toBeLessThanOrEqual(99);
      expect(numbers[1]).toBeGreaterThanOrEqual(2);
      expect(numbers[1]).toBeLessThanOrEqual(9);
    }
  });

  it('divides exactly, with a quotient of left digits and a divisor of right digits', () => {
    const { evaluations } = exam({
      operators: ['/'],
      operandDigits: { left: 3, right: 1 },
      maxTerms: 2,
      totalQuestions: 300,
    });
    for (const { numbers, value } of evaluations) {
      expect(value).toBeGreaterThanOrEqual(100);
      expect(value).toBeLessThanOrEqual(999);
      expect(numbers[1]).toBeGreaterThanOrEqual(2);
      expect(numbers[1]).toBeLessThanOrEqual(9);
    }
  });

  it('mixes × and ÷ of 2 digits by 2 and counts what a narrow drill allows', () => {
    const { evaluations } = exam({
      operators: ['*', '/'],
      operandDigits: { left: 2, right: 2 },
      maxTerms: 2,
      totalQuestions: 200,
    });
    expect(new Set(evaluations.map(({ operators }) => operators[0]))).toEqual(new Set(['*', '/']));
    const error = thrown(() =>
      generateQuestions({
        operators: ['*'],
        operandDigits: { left: 1, right: 1 },
        maxTerms: 2,
        totalQuestions: 100,
        marksPerQuestion: 1,
        seed: 1,
      }),
    );
    expect(error).toBeInstanceOf(GenerationError);
    expect(error.message).toBe(
      'Only 64 distinct questions exist for these settings (1-digit × 1-digit); ask for at most 64 or give the numbers more digits or add the other operator',
    );
  });
});

describe('a fixed total of digits', () => {
  it('sets "4 rows, 6 digits in all" as Zenshuren does, every mix of one- and two-digit rows', () => {
    const { evaluations } = exam({
      operators: ['+', '-'],
      digits: { min: 1, max: 2 },
      minTerms: 4,
      maxTerms: 4,
      totalDigits: 6,
      totalQuestions: 200,
    });
    const shapes = new Set<string>();
    for (const { numbers } of evaluations) {
      const counts = numbers.map((number) => String(number).length);
      expect(counts).toHaveLength(4);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6);
      shapes.add(counts.join(''));
    }
    // Two rows of two digits and two of one, in each of the six orders.
    expect([...shapes].sort()).toEqual(['1122', '1212', '1221', '2112', '2121', '2211']);
  });

  it('holds to the total when drawing runs short and the search makes up the rest', () => {
    const { evaluations } = exam({
      operators: ['+'],
      digits: { min: 1, max: 2 },
      minTerms: 2,
      maxTerms: 2,
      totalDigits: 2,
      totalQuestions: 81,
    });
    expect(evaluations.every(({ numbers }) => numbers.every((number) => number <= 9))).toBe(true);
  });
});

describe('answers below zero', () => {
  const upperGrade = {
    operators: ['+', '-'],
    digits: { min: 2, max: 3 },
    negativeAnswers: true,
    minTerms: 4,
    maxTerms: 6,
    totalQuestions: 500,
  } as const;
  /** Whether the running total of a + − question ever goes below zero. */
  const dipsBelowZero = ({
    numbers,
    operators,
  }: {
    numbers: readonly number[];
    operators: readonly string[];
  }) => {
    let total = numbers[0]!;
    for (let i = 1; i < numbers.length; i += 1) {
      total += operators[i - 1] === '-' ? -numbers[i]! : numbers[i]!;
      if (total < 0) return true;
    }
    return false;
  };

  it('ends one upper-grade sum in ten below zero, as dan papers do, with options to match', () => {
    const { generated, evaluations } = exam(upperGrade);
    expect(share(evaluations, ({ value }) => value < 0)).toBeCloseTo(0.1, 2);
    // The others never go below zero on the way.
    expect(evaluations.filter(({ value }) => value >= 0).filter(dipsBelowZero)).toEqual([]);
    const options = generated.questions
      .filter((question) => question.answer < 0)
      .flatMap((q) => [q.option_a, q.option_b, q.option_c, q.option_d]);
    expect(share(options, (option) => option !== null && option < 0)).toBeGreaterThan(0.5);
  });

  it('ends as many below zero as negativeShare says, from none to half', () => {
    for (const negativeShare of [0, 25, 50]) {
      const { evaluations } = exam({ ...upperGrade, negativeShare });
      expect(share(evaluations, ({ value }) => value < 0)).toBeCloseTo(negativeShare / 100, 2);
    }
  });
});
