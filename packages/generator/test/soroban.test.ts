import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMBINED, DIRECT, FIVE, TEN, termMoves } from '../src/abacus.js';
import { QuestionMistakes } from '../src/mistakes.js';
import type { Operator } from '../src/operator.js';
import { SETTING_BOUNDS } from '../src/limits.js';
import { createRandom } from '../src/random.js';
import { realisticWrongAnswers, replay, Soroban, type MoveKind } from './support/soroban.js';
import { wholeIn } from './support/whole-numbers.js';

const movesOf = (start: number, subtract: boolean, number: number): MoveKind[] => {
  const soroban = new Soroban();
  soroban.enter(start, false);
  soroban.moves.length = 0;
  soroban.enter(number, subtract);
  expect(soroban.value).toBe(subtract ? start - number : start + number);
  return soroban.moves;
};

const BIT: Record<MoveKind, number> = { direct: DIRECT, five: FIVE, ten: TEN, combined: COMBINED };
const maskOf = (moves: readonly MoveKind[]): number => moves.reduce((mask, move) => mask | BIT[move], 0);

describe('the soroban of the tests', () => {
  it.each<[string, number, boolean, number, MoveKind[]]>([
    ['2 + 2 with free beads', 2, false, 2, ['direct']],
    ['4 + 1 as +5 −4', 4, false, 1, ['five']],
    ['3 + 3 as +5 −2', 3, false, 3, ['five']],
    ['7 − 3 as −5 +2', 7, true, 3, ['five']],
    ['7 + 5 as −5 and 1 carried', 7, false, 5, ['ten', 'direct']],
    ['3 + 8 as −2 and 1 carried', 3, false, 8, ['ten', 'direct']],
    ['5 + 6 as −5 +1 and 1 carried', 5, false, 6, ['combined', 'direct']],
    ['12 − 4 as +6 and 1 borrowed', 12, true, 4, ['ten', 'direct']],
    ['13 − 6 as +5 −1 and 1 borrowed', 13, true, 6, ['combined', 'direct']],
    ['14 + 6, whose carry is a small friend on the tens', 44, false, 6, ['ten', 'five']],
    ['99 + 1, a carry that cascades', 99, false, 1, ['ten', 'ten', 'direct']],
    ['100 − 1, a borrow that cascades', 100, true, 1, ['ten', 'ten', 'direct']],
    ['23 + 45 from the tens down: +4 on 2 a small friend, +5 on 3 direct', 23, false, 45, ['five', 'direct']],
  ])('replays %s', (_name, start, subtract, number, expected) => {
    expect(movesOf(start, subtract, number)).toEqual(expected);
  });

  it('shows each running total of a question, and refuses to go below zero', () => {
    expect(replay('8 - 4 + 7 + 95 - 6')).toEqual({
      moves: ['direct', 'five', 'ten', 'direct', 'ten', 'direct', 'direct', 'direct'],
      // +8: the 5 not set, an earth bead more or less; −4 as −5 +1: the 5 not cleared, one bead; +7 as −3 and
      // carry: one bead, the carry lost, one bead on the tens; +95: on the tens −1 and carry, then +5; −6.
      slips: [-5, 1, -1, 5, 1, -1, 1, -1, -10, 10, -10, 10, -10, -100, 100, -100, -5, 5, 1, -1],
      value: 100,
    });
    expect(() => replay('3 - 5')).toThrow('took more than the soroban shows');
  });

  it('gives the wrong answers one real slip makes: none that its moves cannot reach', () => {
    // 6 − 5 + 9 + 9 = 19: bead slips 14, 18, 20, 24; the carry of +9 lost 9, a bead on the tens 29; a row left
    // out 13, 24, 10; a sign read the wrong way 29, 1; a row set a rod too far left 73, −26, 100. Not 119.
    expect([...realisticWrongAnswers('6 - 5 + 9 + 9')].sort((a, b) => a - b)).toEqual([
      -26, 1, 9, 10, 13, 14, 18, 20, 24, 29, 73, 100,
    ]);
  });
});

describe("the generator's move kinds", () => {
  it('agree with the bead-by-bead replay for every total to 300 and number to 110', () => {
    // Disagreements are gathered and compared once: 60 000 expect calls cost more than the check.
    const disagreements: string[] = [];
    for (let total = 0; total <= 300; total += 1) {
      for (let number = 1; number <= 110; number += 1) {
        for (const subtract of number <= total ? [false, true] : [false]) {
          if (termMoves(total, subtract, number) !== maskOf(movesOf(total, subtract, number))) {
            disagreements.push(`${total} ${subtract ? '-' : '+'} ${number}`);
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('agree with the replay on large numbers', () => {
    fc.assert(
      fc.property(
        wholeIn({ min: 0, max: 300_000_000_000 }),
        wholeIn(SETTING_BOUNDS.numbers),
        fc.boolean(),
        (total, number, subtract) => {
          fc.pre(!subtract || number <= total);
          expect(termMoves(total, subtract, number)).toBe(maskOf(movesOf(total, subtract, number)));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe("the generator's wrong answers of rows added and taken away", () => {
  it('are each a slip the bead-by-bead replay makes, or a row left out, read the wrong way or set a rod off', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(wholeIn(SETTING_BOUNDS.numbers), fc.boolean()), { minLength: 2, maxLength: 8 }),
        (rows) => {
          const numbers: number[] = [];
          const operators: Operator[] = [];
          let total = 0;
          for (const [number, subtract] of rows) {
            const taken = subtract && numbers.length > 0 && number <= total;
            if (numbers.length > 0) operators.push(taken ? '-' : '+');
            numbers.push(number);
            total += taken ? -number : number;
          }
          const question = numbers
            .map((number, i) => (i === 0 ? '' : `${operators[i - 1]} `) + number)
            .join(' ');
          const mistakes = new QuestionMistakes(createRandom(1));
          mistakes.read(numbers, operators);
          mistakes.list(total, false, 0);
          const real = realisticWrongAnswers(question);
          const listed = Array.from(mistakes.values.subarray(0, mistakes.realCount));
          expect(listed.filter((value) => !real.has(value))).toEqual([]);
          expect(mistakes.realCount).toBe(mistakes.count);
        },
      ),
    );
  });
});
