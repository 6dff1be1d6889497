import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABACUS_METHODS,
  type AbacusMethod,
  generateQuestions,
  GenerationError,
  type GeneratorSettings,
  SETTING_BOUNDS,
} from '../src/index.js';
import { checkExam } from './support/check-exam.js';
import { fitsMethod, replay } from './support/soroban.js';
import { thrown } from './support/thrown.js';

/** Checks every guarantee and replays every question on the soroban; returns how many questions it saw. */
function checkDrill(settings: GeneratorSettings & { abacusMethod: AbacusMethod }): number {
  const exam = generateQuestions(settings);
  checkExam(settings, exam);
  const misfits = exam.questions.filter(
    ({ question, answer }) =>
      replay(question).value !== answer || !fitsMethod(replay(question).moves, settings.abacusMethod),
  );
  expect(misfits.map(({ question }) => question)).toEqual([]);
  return exam.questions.length;
}

const countIn = (error: GenerationError): number =>
  Number(/^Only (\d+) distinct/.exec(error.message)?.[1] ?? 0);

/** The ranges abacus classes use (one to ten digits), and random ones, narrow ones included. */
const drillSettings = (method: AbacusMethod) =>
  fc
    .record({
      range: fc.oneof(
        fc.constantFrom(
          [1, 9],
          [10, 99],
          [1, 99],
          [100, 999],
          [1000, 9999],
          [10_000, 99_999],
          [100_000, 999_999],
          [1_000_000_000, 9_999_999_999],
        ),
        fc
          .tuple(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 0, max: 3000 }))
          .map(([min, width]) => [min, Math.min(99_999, min + width)]),
        fc
          .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 8 }))
          .map(([min, width]) => [min, min + width]),
      ),
      operators: fc.constantFrom<('+' | '-')[]>(['+', '-'], ['+', '-'], ['+'], ['-']),
      maxTerms: fc.integer(SETTING_BOUNDS.terms),
      totalQuestions: fc.integer({ min: 1, max: 60 }),
      seed: fc.integer({ min: 0, max: SETTING_BOUNDS.seed.max }),
    })
    .map(({ range: [minNumber, maxNumber], ...settings }) => ({
      ...settings,
      minNumber,
      maxNumber,
      marksPerQuestion: 1,
      abacusMethod: method,
    }));

describe.each(ABACUS_METHODS)('abacus method %s', (method) => {
  it('uses only the moves the method allows, and its complement in every question, on random settings', () => {
    let questions = 0;
    let impossible = 0;
    fc.assert(
      fc.property(drillSettings(method), (settings) => {
        try {
          questions += checkDrill(settings);
        } catch (error) {
          if (!(error instanceof GenerationError)) throw error;
          expect(error.code).toBe('NOT_ENOUGH_DISTINCT_QUESTIONS');
          impossible += 1;
          // A count is exact from below: that many drills can really be had.
          const count = countIn(error);
          expect(count).toBeLessThan(settings.totalQuestions);
          if (count > 0) questions += checkDrill({ ...settings, totalQuestions: count });
        }
      }),
      { numRuns: 400 },
    );
    expect(questions).toBeGreaterThan(3000);
    expect(impossible).toBeGreaterThan(0);
  });

  it('fills a 1000-question single-digit drill of up to 8 terms', () => {
    const settings = { minNumber: 1, maxNumber: 9, maxTerms: 8, operators: ['+', '-'] as const };
    expect(
      checkDrill({
        ...settings,
        operators: [...settings.operators],
        totalQuestions: 1000,
        marksPerQuestion: 1,
        seed: 9,
        abacusMethod: method,
      }),
    ).toBe(1000);
  });
});

/** Every `+ -` question of the settings, kept when a replay from a cleared soroban fits the method. */
function bruteForce(
  method: AbacusMethod,
  minNumber: number,
  maxNumber: number,
  maxTerms: number,
): Set<string> {
  const found = new Set<string>();
  const extend = (text: string, terms: number): void => {
    if (terms >= 2) {
      try {
        if (fitsMethod(replay(text).moves, method)) found.add(text);
      } catch {
        return; // below zero: no longer question starting so is valid either
      }
    }
    if (terms === maxTerms) return;
    for (const operator of ['+', '-']) {
      for (let n = minNumber; n <= maxNumber; n += 1) extend(`${text} ${operator} ${n}`, terms + 1);
    }
  };
  for (let n = minNumber; n <= maxNumber; n += 1) extend(String(n), 1);
  return found;
}

describe('abacus drills that cannot be had', () => {
  it.each<[AbacusMethod, number, number, number]>([
    ['direct', 1, 3, 3],
    ['small-friends', 1, 5, 3],
    ['big-friends', 4, 9, 2],
    ['mixed', 3, 6, 2],
    ['mixed', 1, 4, 3],
  ])(
    '%s on %i–%i with up to %i terms: every drill there is, and an exact count when asked for more',
    (method, minNumber, maxNumber, maxTerms) => {
      const all = bruteForce(method, minNumber, maxNumber, maxTerms);
      const settings = {
        minNumber,
        maxNumber,
        maxTerms,
        operators: ['+' as const, '-' as const],
        marksPerQuestion: 1,
        seed: 5,
        abacusMethod: method,
      };
      const exam = generateQuestions({ ...settings, totalQuestions: all.size });
      expect(new Set(exam.questions.map((question) => question.question))).toEqual(all);
      const error = thrown(() => generateQuestions({ ...settings, totalQuestions: all.size + 1 }));
      expect(error.message).toBe(
        `Only ${all.size} distinct questions exist for these settings (numbers ${minNumber}–${maxNumber}, operators + -, up to ${maxTerms} terms, abacus method ${method}); ask for at most ${all.size} or widen the number range, allow more terms or add operators`,
      );
    },
  );

  it.each<[string, GeneratorSettings, string]>([
    [
      'small friends with numbers 5–9, which need no 5-complement',
      {
        minNumber: 5,
        maxNumber: 9,
        maxTerms: 15,
        operators: ['+', '-'],
        totalQuestions: 10,
        marksPerQuestion: 1,
        abacusMethod: 'small-friends',
      },
      'No question fits these settings (numbers 5–9, operators + -, up to 15 terms, abacus method small-friends): each must use a small friend (a 5-complement, such as +4 as +5 −1), with direct moves otherwise; widen the number range, allow more terms or add operators',
    ],
    [
      'big friends adding 1–4, which never reach 5 without a small friend',
      {
        minNumber: 1,
        maxNumber: 4,
        maxTerms: 15,
        operators: ['+'],
        totalQuestions: 10,
        marksPerQuestion: 1,
        abacusMethod: 'big-friends',
      },
      'No question fits these settings (numbers 1–4, operators +, up to 15 terms, abacus method big-friends): each must use a big friend (a 10-complement, such as +7 as −3 and 1 carried), with direct moves otherwise; widen the number range, allow more terms or add operators',
    ],
  ])('rejects %s within a second, saying why', (_name, settings, message) => {
    const started = performance.now();
    const error = thrown(() => generateQuestions(settings));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toMatchObject({ code: 'NOT_ENOUGH_DISTINCT_QUESTIONS', message });
    expect(error.shortfall).toMatchObject({ found: 0, exhausted: true, abacusMethod: settings.abacusMethod });
  });
});
