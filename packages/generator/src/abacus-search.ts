import { allowedMoves, digitMoves, requiredMoves } from './abacus.js';
import { SEARCH_BUDGET, type QuestionSearch } from './exhaustive-search.js';
import { SETTING_BOUNDS } from './limits.js';
import type { Operator } from './operator.js';

/** The row counts a memo key tells apart: 0 to the most a question may have. */
const ROW_COUNTS = SETTING_BOUNDS.terms.max + 1;

/**
 * Depth-first walk over every abacus drill the settings allow, offering each to `accept` until it returns
 * true: for settings so narrow that random drawing stalls, it finds the missing drills or proves they do not
 * exist. Terms are enumerated digit by digit from the highest, as they are entered, so a digit whose move the
 * method forbids cuts off every number that starts with it. A soroban's state is its total, so a memo of
 * which (total, terms, complement used) states can still end in a valid drill keeps the walk out of dead ends.
 */
export const searchAbacusExhaustively: QuestionSearch = (
  random,
  settings,
  accept,
  budget = SEARCH_BUDGET,
) => {
  const { minNumber, maxNumber, maxTerms, operators } = settings;
  const allowed = allowedMoves(settings.abacusMethod!);
  const required = requiredMoves(settings.abacusMethod!);
  const alive = new Map<number, boolean>();
  let steps = 0;

  /**
   * Offers every number that can be entered on `total` with allowed moves to `visit`, with the moves it makes,
   * until `visit` returns true; each place's digits start at a random one, so seeds explore differently.
   */
  const eachTerm = (
    total: number,
    subtract: boolean,
    visit: (number: number, moves: number) => boolean,
  ): boolean => {
    const top = subtract ? Math.min(maxNumber, total) : maxNumber;
    const walk = (place: number, value: number, number: number, moves: number): boolean => {
      if (place < 1) return visit(number, moves);
      const start = random.int(0, 9);
      for (let i = 0; i < 10 && steps <= budget; i += 1) {
        const amount = (start + i) % 10;
        const candidate = number + amount * place;
        // Every number this prefix can still become lies in candidate … candidate + place − 1.
        if ((number === 0 && amount === 0) || candidate > top || candidate + place - 1 < minNumber) continue;
        steps += 1;
        const made = digitMoves(value, subtract, place, amount);
        if ((made & ~allowed) !== 0) continue;
        const next = subtract ? value - amount * place : value + amount * place;
        if (walk(place / 10, next, candidate, moves | made)) return true;
      }
      return false;
    };
    for (let place = 1; place <= top; place *= 10) {
      if (place * 10 > minNumber && walk(place, total, 0, 0)) return true;
    }
    return false;
  };

  const isAlive = (total: number, count: number, practised: boolean): boolean => {
    if (count >= settings.minTerms && practised) return true;
    if (count === maxTerms) return false;
    const key = (total * ROW_COUNTS + count) * 2 + (practised ? 1 : 0);
    const known = alive.get(key);
    if (known !== undefined) return known;
    const result = operators.some((operator) =>
      eachTerm(total, operator === '-', (number, moves) =>
        isAlive(
          operator === '-' ? total - number : total + number,
          count + 1,
          practised || (moves & required) !== 0,
        ),
      ),
    );
    alive.set(key, result);
    return result;
  };

  const operands: number[] = [];
  const used: Operator[] = [];

  const visit = (total: number, practised: boolean): boolean => {
    const count = operands.length;
    if (
      count >= settings.minTerms &&
      practised &&
      accept({ operands: [...operands], operators: [...used], answer: total })
    ) {
      return true;
    }
    if (count === maxTerms) return false;
    const firstOperator = random.int(0, operators.length - 1);
    for (let i = 0; i < operators.length; i += 1) {
      const operator = operators[(firstOperator + i) % operators.length]!;
      const subtract = operator === '-';
      const done = eachTerm(total, subtract, (number, moves) => {
        const next = subtract ? total - number : total + number;
        const nowPractised = practised || (moves & required) !== 0;
        if (!isAlive(next, count + 1, nowPractised)) return false;
        operands.push(number);
        used.push(operator);
        const filled = visit(next, nowPractised);
        operands.pop();
        used.pop();
        return filled;
      });
      if (done) return true;
    }
    return false;
  };

  // A first number goes onto a cleared soroban with direct moves only, like adding it to 0.
  const filled = eachTerm(0, false, (number) => {
    operands.push(number);
    const done = visit(number, required === 0);
    operands.pop();
    return done;
  });
  if (filled) return 'filled';
  return steps > budget ? 'gave-up' : 'exhausted';
};
