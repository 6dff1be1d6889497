import { describe, expect, it } from 'vitest';
import { formatExpression } from '../src/expression.js';
import { type GeneratorSettings } from '../src/index.js';
import { resolveSettings } from '../src/settings.js';
import { countSimpleQuestions, simpleQuestions } from '../src/simple-families.js';
import { evaluate } from './support/evaluate.js';

const settings = (change: Partial<GeneratorSettings>) =>
  resolveSettings({
    maxTerms: 3,
    minNumber: 2,
    maxNumber: 7,
    operators: ['+', '-', '*', '/'],
    totalQuestions: 1,
    marksPerQuestion: 1,
    seed: 1,
    ...change,
  });

describe('simple families', () => {
  it.each([
    ['all operators', {}],
    ['+ only, long', { operators: ['+' as const], maxTerms: 5, maxNumber: 4 }],
    [
      '* with five-digit numbers',
      { operators: ['*' as const], minNumber: 99_990, maxNumber: 99_999, maxTerms: 4 },
    ],
    ['- and /', { operators: ['-' as const, '/' as const], minNumber: 1, maxNumber: 30 }],
  ])('yield as many distinct, valid questions as they count, with %s', (_name, change) => {
    const resolved = settings(change);
    const texts = [...simpleQuestions(resolved)].map((expression) => {
      const text = formatExpression(expression);
      expect(expression.answer).toBe(evaluate(text).value);
      return text;
    });
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.length).toBe(countSimpleQuestions(resolved));
  });

  it('count 2..3-term sums, products, pairs a - b with b ≤ a, and exact pairs a / b', () => {
    // 6 numbers: 6² + 6³ sums, 6² + 6³ products, 21 differences, 2/2 3/3 … 7/7 plus 4/2 6/2 6/3.
    expect(countSimpleQuestions(settings({}))).toBe(2 * (36 + 216) + 21 + 9);
  });
});
