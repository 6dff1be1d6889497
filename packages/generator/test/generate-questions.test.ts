import { describe, expect, it } from 'vitest';
import {
  generateQuestions,
  GENERATOR_VERSION,
  type GeneratorSettings,
  type Operator,
  OPERATORS,
  SETTING_BOUNDS,
} from '../src/index.js';
import { checkExam } from './support/check-exam.js';
import { thrown } from './support/thrown.js';

const base: GeneratorSettings = {
  maxTerms: 10,
  minNumber: 1,
  maxNumber: 999,
  operators: ['+', '-', '*', '/'],
  totalQuestions: 1000,
  marksPerQuestion: 2,
  seed: 20_240_601,
};

const exam = (overrides: Partial<GeneratorSettings>) => {
  const settings = { ...base, ...overrides };
  const generated = generateQuestions(settings);
  return { generated, evaluations: checkExam(settings, generated) };
};

const tally = <T>(items: readonly T[]): Map<T, number> => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};

describe('generateQuestions: a full exam', () => {
  it('keeps every guarantee for 1000 questions with all four operators, numbers 1–999 and up to 10 terms', () => {
    const { generated, evaluations } = exam({});
    const operators = tally(evaluations.flatMap((evaluation) => evaluation.operators));
    for (const operator of OPERATORS) expect(operators.get(operator)).toBeGreaterThan(500);
    const terms = tally(evaluations.map((evaluation) => evaluation.numbers.length));
    for (let count = 2; count <= 10; count += 1) expect(terms.get(count)).toBeGreaterThan(50);
    expect(generated.questions[0]!.question).toMatch(/^\d+( [-+*/] \d+)+$/);
  });

  it('puts the correct option on a, b, c and d evenly (chi-square, 3 degrees of freedom, p = 0.001)', () => {
    const letters = [1, 2, 3, 4].flatMap((seed) =>
      generateQuestions({ ...base, seed }).questions.map((question) => question.correct_option),
    );
    const counts = tally(letters);
    const expected = letters.length / 4;
    const chiSquare = ['a', 'b', 'c', 'd'].reduce(
      (sum, letter) => sum + ((counts.get(letter as 'a') ?? 0) - expected) ** 2 / expected,
      0,
    );
    expect(chiSquare).toBeLessThan(16.27);
  });

  it('uses every chosen operator as soon as there are as many questions as operators', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const { evaluations } = exam({ maxTerms: 2, totalQuestions: 4, seed });
      expect(new Set(evaluations.flatMap((evaluation) => evaluation.operators)).size).toBe(4);
    }
  });

  it('makes answers of 0 reachable', () => {
    const { generated } = exam({ operators: ['-'], maxNumber: 20, maxTerms: 3, totalQuestions: 200 });
    expect(generated.questions.some((question) => question.answer === 0)).toBe(true);
  });
});

describe('generateQuestions: edge settings', () => {
  it.each<[Operator, Partial<GeneratorSettings>, number]>([
    ['+', { maxNumber: 99 }, 10],
    ['-', { maxNumber: 99 }, 10],
    ['*', {}, 10],
    // a / b / c … with every divisor and quotient at least 2 needs a ≥ 2^(terms): 9 terms at most within 999.
    ['/', {}, 9],
  ])('uses only %s, and uses it, when it is the only operator', (operator, overrides, longest) => {
    const { evaluations } = exam({ operators: [operator], totalQuestions: 300, ...overrides });
    const used = new Set(evaluations.flatMap((evaluation) => evaluation.operators));
    expect([...used]).toEqual([operator]);
    // Long questions still happen: the generator keeps room for the operators it has planned.
    expect(Math.max(...evaluations.map((evaluation) => evaluation.numbers.length))).toBe(longest);
  });

  it('handles minNumber = maxNumber', () => {
    const { evaluations } = exam({ minNumber: 5, maxNumber: 5, totalQuestions: 200 });
    expect(evaluations.every((evaluation) => evaluation.numbers.every((n) => n === 5))).toBe(true);
  });

  it('keeps products of five-digit numbers within 10^12', () => {
    const { generated } = exam({
      minNumber: 90_000,
      maxNumber: 99_999,
      operators: ['*'],
      totalQuestions: 300,
    });
    expect(Math.max(...generated.questions.map((question) => question.answer))).toBeGreaterThan(8e9);
  });

  it('writes questions of up to 15 terms', () => {
    const { evaluations } = exam({ maxTerms: 15, operators: ['+', '-'], maxNumber: 9 });
    const terms = tally(evaluations.map((evaluation) => evaluation.numbers.length));
    for (let count = 2; count <= 15; count += 1) expect(terms.get(count)).toBeGreaterThan(20);
  });

  it('writes up to 30 rows of up to ten digits, as JCCI 1 kyu and the schools’ long drills set them', () => {
    const { generated, evaluations } = exam({
      maxTerms: 30,
      minTerms: 30,
      operators: ['+', '-'],
      minNumber: undefined,
      maxNumber: undefined,
      digits: { min: 10, max: 10 },
      totalQuestions: 200,
    });
    expect(evaluations.every((evaluation) => evaluation.numbers.length === 30)).toBe(true);
    const rows = evaluations.flatMap((evaluation) => evaluation.numbers);
    expect(rows.every((row) => row >= 1e9 && row <= SETTING_BOUNDS.numbers.max)).toBe(true);
    // Every first digit and every last digit comes about as often.
    for (const digitOf of [(row: number) => Math.floor(row / 1e9), (row: number) => row % 10]) {
      const counts = tally(rows.map(digitOf));
      for (const [, count] of counts) expect(count / rows.length).toBeGreaterThan(0.05);
      expect(counts.size).toBeGreaterThanOrEqual(9);
    }
    expect(Math.max(...generated.questions.map((question) => question.answer))).toBeGreaterThan(1e10);
  });

  it('builds long subtraction chains whose running total never goes below zero', () => {
    const { evaluations } = exam({ operators: ['-'], maxNumber: 99, totalQuestions: 500 });
    expect(evaluations.filter((evaluation) => evaluation.numbers.length >= 8).length).toBeGreaterThan(50);
  });

  it('divides exactly in chains of divisions', () => {
    const { evaluations } = exam({ operators: ['/'], maxTerms: 3, totalQuestions: 100 });
    expect(evaluations.some((evaluation) => evaluation.numbers.length === 3)).toBe(true);
    expect(evaluations.some((evaluation) => evaluation.value > 1)).toBe(true);
  });

  it('asks for exactly one question when told to', () => {
    expect(exam({ totalQuestions: 1 }).generated.questions).toHaveLength(1);
  });
});

describe('generateQuestions: seeds', () => {
  it('gives, for version 6, exactly the exam it gave when the version was set', () => {
    // A change that fails this changes what a seed means: it must come with a new GENERATOR_VERSION.
    const pinned = generateQuestions({
      ...base,
      maxTerms: 4,
      totalQuestions: 4,
      marksPerQuestion: 1,
      seed: 2024,
    });
    expect(GENERATOR_VERSION).toBe(6);
    expect(pinned.version).toBe(GENERATOR_VERSION);
    expect(
      pinned.questions.map((q) => [
        q.question,
        q.answer,
        q.option_a,
        q.option_b,
        q.option_c,
        q.option_d,
        q.correct_option,
        q.mistakes,
      ]),
    ).toEqual([
      ['890 + 701', 1591, 1591, 91, 591, 1091, 'a', { a: null, b: null, c: 'carry', d: 'five-bead' }],
      [
        '895 - 12 * 14 - 376',
        351,
        361,
        351,
        461,
        451,
        'b',
        { a: 'carry', b: null, c: null, d: 'times-table' },
      ],
      [
        '985 * 179',
        176_315,
        177_215,
        176_215,
        176_315,
        177_315,
        'c',
        { a: null, b: 'times-table', c: null, d: 'carry' },
      ],
      ['898 / 449', 2, 1, 2, 7, 6, 'b', { a: 'one-bead', b: null, c: 'five-bead', d: null }],
    ]);
  });

  it('gives the same exam for the same settings and seed', () => {
    expect(generateQuestions(base)).toEqual(generateQuestions({ ...base }));
  });

  it('gives a different exam for a different seed', () => {
    const first = generateQuestions({ ...base, totalQuestions: 50 }).questions.map((q) => q.question);
    const second = generateQuestions({ ...base, totalQuestions: 50, seed: 7 }).questions.map(
      (q) => q.question,
    );
    expect(second).not.toEqual(first);
    expect(second.filter((question) => first.includes(question)).length).toBeLessThan(5);
  });

  it('reports the seed it chose when none is given, and that seed regenerates the exam', () => {
    const { seed: _omitted, ...unseeded } = base;
    const first = generateQuestions({ ...unseeded, totalQuestions: 30 });
    expect(Number.isInteger(first.seed) && first.seed >= 0 && first.seed <= SETTING_BOUNDS.seed.max).toBe(
      true,
    );
    expect(generateQuestions({ ...unseeded, totalQuestions: 30, seed: first.seed })).toEqual(first);
  });

  it('ignores the order and repetition of the operators', () => {
    const settings = { ...base, totalQuestions: 40 };
    expect(generateQuestions({ ...settings, operators: ['/', '+', '/', '+'] })).toEqual(
      generateQuestions({ ...settings, operators: ['+', '/'] }),
    );
  });

  it('accepts the extreme seeds', () => {
    for (const seed of [0, SETTING_BOUNDS.seed.max])
      expect(exam({ seed, totalQuestions: 20 }).generated.seed).toBe(seed);
  });
});

describe('generateQuestions: settings that cannot be met', () => {
  const impossible: [string, Partial<GeneratorSettings>, number][] = [
    [
      '1 + 1 + … only',
      { minNumber: 1, maxNumber: 1, operators: ['+'], maxTerms: 15, totalQuestions: 100 },
      14,
    ],
    ['7 / 7 only', { minNumber: 7, maxNumber: 7, operators: ['/'], maxTerms: 15, totalQuestions: 1000 }, 1],
    ['one five-digit product', { minNumber: 99_999, maxNumber: 99_999, operators: ['*'], maxTerms: 15 }, 1],
    ['1 - 1 only', { minNumber: 1, maxNumber: 1, operators: ['-'], maxTerms: 15 }, 1],
    [
      'three pairs of 1–3',
      { minNumber: 1, maxNumber: 3, operators: ['+'], maxTerms: 2, totalQuestions: 10 },
      9,
    ],
    ['big subtractions', { minNumber: 50, maxNumber: 93, operators: ['-'], maxTerms: 15 }, 990],
  ];

  it.each(impossible)(
    'rejects %s within a second, naming how many questions exist',
    (_name, overrides, count) => {
      const settings = { ...base, ...overrides };
      const started = performance.now();
      const error = thrown(() => generateQuestions(settings));
      expect(performance.now() - started).toBeLessThan(1000);
      expect(error.code).toBe('NOT_ENOUGH_DISTINCT_QUESTIONS');
      expect(error.message).toContain(`Only ${count} distinct question`);
      expect(error.message).toContain(`ask for at most ${count}`);
      expect(error.shortfall).toEqual({
        asked: settings.totalQuestions,
        found: count,
        exhausted: true,
        widen: 'numbers',
        abacusMethod: null,
        focused: false,
      });
      // …and exactly that many can be had: the count is not an underestimate.
      checkExam(
        { ...settings, totalQuestions: count },
        generateQuestions({ ...settings, totalQuestions: count }),
      );
    },
  );

  it('succeeds on tight settings where the number asked for is every question there is', () => {
    const { generated } = exam({
      operators: ['-'],
      minNumber: 1,
      maxNumber: 9,
      maxTerms: 2,
      totalQuestions: 45,
    });
    expect(generated.questions.filter((question) => question.answer === 0)).toHaveLength(9);
  });

  it('succeeds on the narrow settings whose many questions only a systematic search finds', () => {
    const { evaluations } = exam({ minNumber: 12, maxNumber: 12, operators: ['-', '*'], maxTerms: 15 });
    expect(evaluations.every((evaluation) => evaluation.numbers.every((n) => n === 12))).toBe(true);
  });

  it('succeeds where random drawing stalls and the counting argument vouches for enough questions', () => {
    const { evaluations } = exam({
      minNumber: 7,
      maxNumber: 16,
      operators: ['+', '/'],
      maxTerms: 3,
      seed: 1,
    });
    expect(evaluations.some((evaluation) => evaluation.operators.includes('/'))).toBe(true);
  });

  it('succeeds where random drawing stalls and a systematic search finds the rest', () => {
    const { evaluations } = exam({ minNumber: 1, maxNumber: 5, operators: ['/'], maxTerms: 15 });
    expect(evaluations.some((evaluation) => evaluation.numbers.length === 15)).toBe(true);
  });
});
