import type { Expression } from './expression.js';
import { power } from './integer-math.js';
import { MAX_VALUE } from './limits.js';
import type { Operator } from './operator.js';
import type { ResolvedSettings } from './settings.js';

/** A set of expressions that are valid whatever their numbers, so its size has a closed form. */
interface Family {
  readonly size: number;
  readonly members: () => Generator<Expression>;
}

/** Every tuple of `values`, in their order: a value listed last shows up only after many tuples without it. */
function* tuples(length: number, values: readonly number[]): Generator<number[]> {
  const indices = Array.from({ length }, () => 0);
  for (;;) {
    yield indices.map((index) => values[index]!);
    let i = length - 1;
    while (i >= 0 && indices[i] === values.length - 1) indices[i--] = 0;
    if (i < 0) return;
    indices[i]! += 1;
  }
}

/** The numbers in range, 1 last: a product is made up first of factors that are not a trivial `× 1`. */
function numbersOneLast({ minNumber, maxNumber }: ResolvedSettings): number[] {
  const values: number[] = [];
  for (let n = Math.max(minNumber, 2); n <= maxNumber; n += 1) values.push(n);
  if (minNumber === 1) values.push(1);
  return values;
}

const chain = (operator: Operator, length: number, settings: ResolvedSettings): Family => ({
  size: power(settings.maxNumber - settings.minNumber + 1, length),
  *members() {
    for (const operands of tuples(length, numbersOneLast(settings))) {
      const answer = operands.reduce((sum, n) => (operator === '+' ? sum + n : sum * n));
      yield { operands, operators: Array.from({ length: length - 1 }, () => operator), answer };
    }
  },
});

function families(settings: ResolvedSettings): Family[] {
  const { minNumber: min, maxNumber: max, minTerms, maxTerms, operators } = settings;
  const width = max - min + 1;
  const found: Family[] = [];
  for (let length = minTerms; length <= maxTerms; length += 1) {
    // Any sum fits (30 × 9 999 999 999); a product only when even the largest numbers keep it within MAX_VALUE.
    if (operators.includes('+')) found.push(chain('+', length, settings));
    if (operators.includes('*') && power(max, length) <= MAX_VALUE) found.push(chain('*', length, settings));
  }
  // The families of one operator between two numbers, when questions may have two.
  if (minTerms > 2) return found;
  if (operators.includes('-')) {
    found.push({
      size: (width * (width + 1)) / 2,
      *members() {
        for (let a = min; a <= max; a += 1) {
          for (let b = min; b <= a; b += 1) yield { operands: [a, b], operators: ['-'], answer: a - b };
        }
      },
    });
  }
  if (operators.includes('/')) {
    let size = 0;
    for (let b = min; b <= max; b += 1) size += Math.floor(max / b) - Math.floor((min - 1) / b);
    found.push({
      size,
      // Divisions by 1 and quotients of 1 come last, after every a / b a teacher would write.
      *members() {
        for (let b = Math.max(min, 2); b <= max; b += 1) {
          for (let a = Math.max(2, Math.ceil(min / b)) * b; a <= max; a += b)
            yield { operands: [a, b], operators: ['/'], answer: a / b };
        }
        for (let b = min; b <= max; b += 1) yield { operands: [b, b], operators: ['/'], answer: 1 };
        if (min === 1)
          for (let a = 2; a <= max; a += 1) yield { operands: [a, 1], operators: ['/'], answer: a };
      },
    });
  }
  return found;
}

/**
 * The counting argument's lower bound: how many distinct questions these families alone guarantee. When it
 * reaches the number asked for, `simpleQuestions` can always make up whatever random drawing left missing.
 */
export const countSimpleQuestions = (settings: ResolvedSettings): number =>
  families(settings).reduce((sum, family) => sum + family.size, 0);

export function* simpleQuestions(settings: ResolvedSettings): Generator<Expression> {
  for (const family of families(settings)) yield* family.members();
}
