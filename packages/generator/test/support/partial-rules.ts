import { optionsLeftBy } from '../../src/index.js';
import { evaluate } from './evaluate.js';

/**
 * Rules that work out only part of a question and take the option that fits. Each returns the index of the
 * option it picks (the first on ties, as a guessing child reads), or null where the rule does not apply to
 * the question.
 */
export type PartialRule = (question: string, options: readonly number[]) => number | null;

interface Parsed {
  numbers: number[];
  operators: string[];
}

const parse = (question: string): Parsed => {
  const tokens = question.split(' ');
  return {
    numbers: tokens.filter((_, index) => index % 2 === 0).map(Number),
    operators: tokens.filter((_, index) => index % 2 === 1),
  };
};

/** Works the question with precedence on numbers mapped by `map`, in exact rationals as JavaScript numbers. */
const work = ({ numbers, operators }: Parsed, map: (n: number, divisor: boolean) => number): number => {
  let total = 0;
  let term = map(numbers[0]!, false);
  let sign = 1;
  operators.forEach((operator, index) => {
    const number = map(numbers[index + 1]!, operator === '/');
    if (operator === '*') term *= number;
    else if (operator === '/') term /= number;
    else {
      total += sign * term;
      sign = operator === '-' ? -1 : 1;
      term = number;
    }
  });
  return total + sign * term;
};

const modulo = (value: number, base: number): number => ((value % base) + base) % base;

/** The first option ending in the last two digits worked out, when the answer has at least three digits. */
const lastTwoDigits: PartialRule = (question, options) => {
  const parsed = parse(question);
  if (parsed.operators.includes('/')) return null;
  const worked = work(parsed, (n) => n % 100);
  const answer = work(parsed, (n) => n);
  if (Math.abs(answer) < 100) return null;
  const index = options.findIndex((option) => modulo(option, 100) === modulo(worked, 100));
  return index < 0 ? 0 : index;
};

/** The units column is the generator's own rule, taken at the first option it leaves. */
export const PARTIAL_RULES: Record<string, PartialRule> = {
  'the units column alone': (question, options) => {
    const left = optionsLeftBy('units-digit', { question, answer: evaluate(question, true).value, options });
    return left === null ? null : (left[0] ?? 0);
  },
  'the last two digits alone': lastTwoDigits,
  'a rounded estimate': (question, options) => {
    const parsed = parse(question);
    // A divisor that would round to 0 is kept as it is.
    const estimate = work(parsed, (n, divisor) => Math.round(n / 10) * 10 || (divisor ? n : 0));
    let chosen = 0;
    options.forEach((option, index) => {
      if (Math.abs(option - estimate) < Math.abs(options[chosen]! - estimate)) chosen = index;
    });
    return chosen;
  },
};
