import type { Expression } from './expression.js';
import { gcd, integerRoot } from './integer-math.js';
import { MAX_VALUE, MIN_TERMS } from './limits.js';
import type { Operator } from './operator.js';
import type { Random } from './random.js';
import type { ResolvedSettings } from './settings.js';

/** A factor with the divisions that directly follow it: `factor / divisors[0] / divisors[1] …`. */
interface Group {
  readonly factor: number;
  readonly divisors: readonly number[];
  /** The term's value after this group. */
  readonly value: number;
}

/** How many divisions are planned in a row from `slot`. */
const divisionsAhead = (plan: readonly Operator[], slot: number): number => {
  let count = 0;
  while (plan[slot + count] === '/') count += 1;
  return count;
};

/** How many more factors the term has, counting the one about to be drawn. */
const factorsAhead = (plan: readonly Operator[], slot: number): number => {
  let count = 1;
  for (let next = slot; next < plan.length && plan[next] !== '+' && plan[next] !== '-'; next += 1) {
    if (plan[next] === '*') count += 1;
  }
  return count;
};

const subtractionsAhead = (plan: readonly Operator[], slot: number): number =>
  plan.slice(slot).filter((op) => op === '-').length;

/**
 * Builds one group so that every division is exact by construction: the divisors are drawn first, then the
 * factor is drawn among the multiples of what the term so far (`before`) still lacks to be divisible by
 * their product. The term value after the group stays within `bound`, every product within MAX_VALUE.
 */
function tryGroup(
  random: Random,
  settings: ResolvedSettings,
  before: number,
  bound: number,
  divisions: number,
  factorsLeft: number,
  smallestDivisors: boolean,
): Group | null {
  const { minNumber, maxNumber } = settings;
  const ceiling = Math.min(maxNumber, Math.floor(MAX_VALUE / before));
  const divisors: number[] = [];
  let product = 1;
  if (divisions > 0) {
    // Divisors up to half the room leave quotients above 1, so `a / b` is rarely the dull `b / b`; half the
    // time the room is shared evenly between the divisors and the quotient instead, so that all of them vary.
    const widest = smallestDivisors
      ? minNumber
      : random.next() < 0.5
        ? integerRoot(ceiling / 2, divisions)
        : integerRoot(ceiling, divisions + 1);
    const divisorMax = Math.min(maxNumber, Math.max(minNumber, widest));
    for (let i = 0; i < divisions; i += 1) {
      const divisor = random.int(minNumber, divisorMax);
      divisors.push(divisor);
      product *= divisor;
      if (product > MAX_VALUE) return null;
    }
  }
  const step = product / gcd(product, before);
  let top = Math.min(ceiling, Math.floor(bound / before) * product);
  if (divisions === 0) {
    // Spreading the room over the factors still to come keeps long products possible within MAX_VALUE.
    const share = integerRoot(bound / before, factorsLeft);
    if (share >= minNumber) top = Math.min(top, share);
  }
  const lowest = Math.ceil(minNumber / step);
  const highest = Math.floor(top / step);
  if (lowest > highest) return null;
  const factor = step * random.int(lowest, highest);
  return { factor, divisors, value: (before * factor) / product };
}

/** Tries the planned run of divisions, then shorter ones; the caller replaces a division that did not fit. */
function placeGroup(
  random: Random,
  settings: ResolvedSettings,
  plan: readonly Operator[],
  slot: number,
  before: number,
  bound: number,
): Group | null {
  const planned = divisionsAhead(plan, slot);
  const factorsLeft = factorsAhead(plan, slot);
  for (let divisions = planned; divisions >= 0; divisions -= 1) {
    const group =
      tryGroup(random, settings, before, bound, divisions, factorsLeft, false) ??
      (divisions > 0 ? tryGroup(random, settings, before, bound, divisions, factorsLeft, true) : null);
    if (group) return group;
  }
  return null;
}

/**
 * One random question, valid by construction: operators are planned first (with `focus` somewhere, so every
 * chosen operator gets its share of an exam), then numbers are drawn left to right inside the room the rules
 * leave. A planned operator that cannot be placed is swapped for another that can; if none can, the
 * question simply ends there. The second number always fits (`+`, `*` and `-` accept the smallest number after
 * a plain first one, and a lone `/` always fits as `a / b` with a a multiple of b), so every question has two.
 */
export function buildExpression(random: Random, settings: ResolvedSettings, focus: Operator): Expression {
  const { maxTerms, operators } = settings;
  const length = random.int(MIN_TERMS, maxTerms);
  const plan = Array.from({ length: length - 1 }, () => random.pick(operators));
  plan[random.int(0, plan.length - 1)] = focus;

  const operands: number[] = [];
  const used: Operator[] = [];
  let closed = 0;
  let subtracting = false;
  let bound = MAX_VALUE;
  let term = 0;

  const append = (op: Operator | undefined, group: Group): void => {
    if (op) used.push(op);
    operands.push(group.factor);
    for (const divisor of group.divisors) {
      used.push('/');
      operands.push(divisor);
    }
    term = group.value;
  };

  const tryOperator = (op: Operator, slot: number): boolean => {
    if (op === '/') return false;
    if (op === '*') {
      const group = placeGroup(random, settings, plan, slot + 1, term, bound);
      if (group) append(op, group);
      return group !== null;
    }
    const total = subtracting ? closed - term : closed + term;
    let room = MAX_VALUE - total;
    if (op === '-') {
      // Leaving each planned subtraction an equal share of the total lets long `a - b - c …` chains succeed.
      const share = Math.floor(total / (1 + subtractionsAhead(plan, slot + 1)));
      room = share >= settings.minNumber ? share : total;
    }
    if (room < 1) return false;
    const group = placeGroup(random, settings, plan, slot + 1, 1, room);
    if (!group) return false;
    closed = total;
    subtracting = op === '-';
    bound = room;
    append(op, group);
    return true;
  };

  // A lone factor always fits the whole range, so the first group always exists.
  append(undefined, placeGroup(random, settings, plan, 0, 1, MAX_VALUE)!);
  while (operands.length < length) {
    const slot = operands.length - 1;
    const planned = plan[slot]!;
    const placed =
      tryOperator(planned, slot) ||
      random.shuffle(operators.filter((op) => op !== planned)).some((op) => tryOperator(op, slot));
    if (!placed) break;
  }
  return { operands, operators: used, answer: subtracting ? closed - term : closed + term };
}
