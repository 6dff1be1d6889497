import { describe, expect, it } from 'vitest';
import { searchExhaustively } from '../src/exhaustive-search.js';
import { formatExpression } from '../src/expression.js';
import { generateQuestions, OPERATORS, type Operator } from '../src/index.js';
import { createRandom } from '../src/random.js';
import { resolveSettings, type ResolvedSettings } from '../src/settings.js';
import { evaluate } from './support/evaluate.js';
import { thrown } from './support/thrown.js';

/** Every string of numbers and operators, kept when the independent evaluator accepts it. */
function bruteForce({
  minNumber,
  maxNumber,
  maxTerms,
  operators,
}: Pick<ResolvedSettings, 'minNumber' | 'maxNumber' | 'maxTerms' | 'operators'>): Set<string> {
  const valid = new Set<string>();
  const extend = (text: string, terms: number): void => {
    if (terms >= 2) {
      try {
        evaluate(text);
        valid.add(text);
      } catch {
        // An invalid prefix can still grow into a valid question (5 - 6 / 2), so keep going.
      }
    }
    if (terms === maxTerms) return;
    for (const operator of operators) {
      for (let n = minNumber; n <= maxNumber; n += 1) extend(`${text} ${operator} ${n}`, terms + 1);
    }
  };
  for (let n = minNumber; n <= maxNumber; n += 1) extend(String(n), 1);
  return valid;
}

const subsets = Array.from({ length: 15 }, (_, mask) =>
  OPERATORS.filter((_, bit) => ((mask + 1) >> bit) & 1),
);
const tiny = subsets.flatMap((operators: Operator[]) =>
  [
    [1, 1, 5],
    [2, 2, 4],
    [1, 2, 4],
    [2, 3, 3],
    [1, 3, 3],
    [4, 6, 2],
  ]
    .map(([minNumber, maxNumber, maxTerms]) => ({
      minNumber: minNumber!,
      maxNumber: maxNumber!,
      maxTerms: maxTerms!,
    }))
    .map((range) => ({ ...range, operators, totalQuestions: 1, marksPerQuestion: 1, seed: 99 })),
);

describe('counting distinct questions, against brute force on tiny settings', () => {
  it.each(
    tiny.map(
      (settings) =>
        [
          `${settings.operators.join(' ')} on ${settings.minNumber}–${settings.maxNumber}, ${settings.maxTerms} terms`,
          settings,
        ] as const,
    ),
  )('%s', (_name, settings) => {
    const all = bruteForce(settings);
    const count = Math.min(all.size, 1000);
    const exam = generateQuestions({ ...settings, totalQuestions: count });
    const questions = exam.questions.map((question) => question.question);
    expect(questions.every((question) => all.has(question))).toBe(true);
    if (all.size > 1000) return;
    expect(new Set(questions)).toEqual(all);
    expect(thrown(() => generateQuestions({ ...settings, totalQuestions: count + 1 }))).toMatchObject({
      code: 'NOT_ENOUGH_DISTINCT_QUESTIONS',
      message: `Only ${count} distinct question${count === 1 ? ' exists' : 's exist'} for these settings (numbers ${settings.minNumber}–${settings.maxNumber}, operators ${settings.operators.join(' ')}, up to ${settings.maxTerms} terms); ask for at most ${count} or widen the number range, allow more terms or add operators`,
    });
  });
});

describe('searchExhaustively', () => {
  const settings = resolveSettings({
    maxTerms: 4,
    minNumber: 1,
    maxNumber: 3,
    operators: ['+', '-', '*', '/'],
    totalQuestions: 1,
    marksPerQuestion: 1,
    seed: 1,
  });

  it('offers every valid question exactly once, each with its value, and then reports exhaustion', () => {
    const offered: string[] = [];
    const outcome = searchExhaustively(createRandom(1), settings, (expression) => {
      offered.push(formatExpression(expression));
      expect(expression.answer).toBe(evaluate(formatExpression(expression)).value);
      return false;
    });
    expect(outcome).toBe('exhausted');
    expect(new Set(offered).size).toBe(offered.length);
    expect(new Set(offered)).toEqual(bruteForce(settings));
  });

  it('stops as soon as it is told to', () => {
    let offered = 0;
    expect(searchExhaustively(createRandom(1), settings, () => ++offered === 5)).toBe('filled');
    expect(offered).toBe(5);
  });

  it('starts from a different place for a different seed', () => {
    const firstOffered = (seed: number): string => {
      let first = '';
      searchExhaustively(createRandom(seed), settings, (expression) => {
        first = formatExpression(expression);
        return true;
      });
      return first;
    };
    expect(new Set([1, 2, 3, 4, 5, 6].map(firstOffered)).size).toBeGreaterThan(1);
  });

  it('gives up when its step budget runs out instead of running on', () => {
    expect(searchExhaustively(createRandom(1), settings, () => false, 100)).toBe('gave-up');
  });
});
