import type { Expression } from './expression.js';
import { MAX_VALUE } from './limits.js';
import type { Operator } from './operator.js';
import type { Random } from './random.js';
import type { ResolvedSettings } from './settings.js';

/** Where a left-to-right reading stands: the total of the closed terms, and the open term with its sign. */
interface State {
  readonly closed: number;
  readonly subtracting: boolean;
  readonly term: number;
}

/**
 * `filled`: `accept` asked to stop. `exhausted`: every valid question was offered, so their number is exact.
 * `gave-up`: the step budget ran out first, which keeps even a pathological search bounded in time.
 */
export type SearchOutcome = 'filled' | 'exhausted' | 'gave-up';

/**
 * About 15 times the most steps any setting needed in a sweep of narrow settings (some 64 000), while a
 * search that spends it all still ends in about 0.2 s.
 */
export const SEARCH_BUDGET = 1_000_000;

/**
 * A depth-first walk over every question the settings allow, offering each to `accept` until it returns true
 * or `budget` steps are spent.
 */
export type QuestionSearch = (
  random: Random,
  settings: ResolvedSettings,
  accept: (expression: Expression) => boolean,
  budget?: number,
) => SearchOutcome;

const closes = ({ closed, subtracting, term }: State): boolean =>
  subtracting ? term <= closed : closed + term <= MAX_VALUE;

const valueOf = ({ closed, subtracting, term }: State): number =>
  subtracting ? closed - term : closed + term;

/** The state after `operator number`, or null when that step already breaks a rule. */
function advance(state: State, operator: Operator, number: number): State | null {
  switch (operator) {
    case '*':
      return number <= Math.floor(MAX_VALUE / state.term) ? { ...state, term: state.term * number } : null;
    case '/':
      return state.term % number === 0 ? { ...state, term: state.term / number } : null;
    default: {
      if (!closes(state)) return null;
      const closed = valueOf(state);
      // Every term is at least 1, so nothing can be subtracted from 0.
      if (operator === '-' && closed === 0) return null;
      return { closed, subtracting: operator === '-', term: number };
    }
  }
}

/**
 * Depth-first walk over every valid question, offering each to `accept` until it returns true. Used only for
 * settings so narrow that the counting argument cannot vouch for enough questions: there it either finds the
 * missing ones or proves they do not exist. A memo of which states can still end in a valid question keeps
 * the walk out of dead branches: a subtraction that no later division can bring back under the total would
 * otherwise have the walk try every longer product behind it.
 */
export const searchExhaustively: QuestionSearch = (random, settings, accept, budget = SEARCH_BUDGET) => {
  const { minNumber, maxNumber, maxTerms, operators } = settings;
  const width = maxNumber - minNumber + 1;
  const canShrink = operators.includes('/');
  const dividesOnly = operators.every((operator) => operator === '/');
  const alive = new Map<string, boolean>();
  let steps = 0;

  const isAlive = (state: State, count: number): boolean => {
    if (count >= settings.minTerms && closes(state)) return true;
    // Without division a term only grows, so one already too big to subtract stays too big.
    if (count === maxTerms || (state.subtracting && !canShrink && state.term > state.closed)) return false;
    // Only divisions to come: the term must hold a divisor of at least minNumber for each row still needed.
    if (dividesOnly && state.term < minNumber ** (settings.minTerms - count)) return false;
    const key = `${state.closed}${state.subtracting ? '-' : '+'}${state.term}:${count}`;
    const known = alive.get(key);
    if (known !== undefined) return known;
    let result = false;
    // Without division, a number taken away that is more than the total so far cannot be made good later:
    // numbers go up from here, so every one after it fails too.
    const total = valueOf(state);
    for (const operator of operators) {
      for (let number = minNumber; number <= maxNumber && !result && steps <= budget; number += 1) {
        if (operator === '-' && !canShrink && number > total) break;
        steps += 1;
        const next = advance(state, operator, number);
        // A product past the ceiling stays past it for every larger number.
        if (next === null && operator === '*') break;
        result = next !== null && isAlive(next, count + 1);
      }
    }
    alive.set(key, result);
    return result;
  };

  const operands: number[] = [];
  const used: Operator[] = [];

  const visit = (state: State, count: number): boolean => {
    if (
      count >= settings.minTerms &&
      closes(state) &&
      accept({ operands: [...operands], operators: [...used], answer: valueOf(state) })
    ) {
      return true;
    }
    if (count === maxTerms) return false;
    // Random starting points make the questions found here differ from seed to seed.
    const firstOperator = random.int(0, operators.length - 1);
    const firstNumber = random.int(0, width - 1);
    for (let i = 0; i < operators.length; i += 1) {
      const operator = operators[(firstOperator + i) % operators.length]!;
      for (let j = 0; j < width && steps <= budget; j += 1) {
        steps += 1;
        const number = minNumber + ((firstNumber + j) % width);
        const next = advance(state, operator, number);
        if (next === null || !isAlive(next, count + 1)) continue;
        operands.push(number);
        used.push(operator);
        const done = visit(next, count + 1);
        operands.pop();
        used.pop();
        if (done) return true;
      }
    }
    return false;
  };

  const firstNumber = random.int(0, width - 1);
  for (let j = 0; j < width && steps <= budget; j += 1) {
    const number = minNumber + ((firstNumber + j) % width);
    operands.push(number);
    const done = visit({ closed: 0, subtracting: false, term: number }, 1);
    operands.pop();
    if (done) return 'filled';
  }
  return steps > budget ? 'gave-up' : 'exhausted';
};
