import type { Random } from './random.js';

/** The four options of every question, in order. */
export const OPTION_LETTERS = ['a', 'b', 'c', 'd'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

export interface Options {
  readonly options: readonly [number, number, number, number];
  readonly correct: OptionLetter;
}

/**
 * How far a slip may take a distractor from the answer, as a share of it. Kept small so that a guess from the
 * size of the answer never helps: the options all look right at a glance and only the sum tells them apart.
 */
const REACH = 1 / 40;

/** Every order of four options, so that one draw places all four. */
const ORDERS: readonly (readonly number[])[] = (() => {
  const orders: number[][] = [];
  for (let a = 0; a < 4; a += 1)
    for (let b = 0; b < 4; b += 1)
      for (let c = 0; c < 4; c += 1) {
        const d = 6 - a - b - c;
        if (a !== b && a !== c && b !== c && d !== a && d !== b && d !== c) orders.push([a, b, c, d]);
      }
  return orders;
})();

const POWERS_OF_TEN: readonly number[] = Array.from({ length: 16 }, (_, k) => 10 ** k);

/** The two digits of `value` at places `place` (right) and `place + 1` (left), as one number 0–99. */
const digitPair = (value: number, place: number): number => Math.floor(value / POWERS_OF_TEN[place]!) % 100;

/** What swapping the digits at places `place` and `place + 1` adds to `value`. */
function swapOffset(value: number, place: number): number {
  const pair = digitPair(value, place);
  return 9 * ((pair % 10) - Math.floor(pair / 10)) * POWERS_OF_TEN[place]!;
}

/** A place (1 = tens) where swapping two neighbouring digits moves the answer by at most `reach`, or 0. */
function pickSwap(random: Random, answer: number, reach: number): number {
  let eligible = 0;
  let chosen = 0;
  for (let place = 1; 9 * POWERS_OF_TEN[place]! <= reach; place += 1) {
    const offset = Math.abs(swapOffset(answer, place));
    // Reservoir sampling: a uniform choice among the eligible places without collecting them.
    if (offset !== 0 && offset <= reach && random.int(0, eligible++) === 0) chosen = place;
  }
  return chosen;
}

const NEIGHBOURS: readonly number[] = [1, -1, 2, -2];

/** ±1 or ±2: a slip in counting on. */
const neighbour = (random: Random): number => NEIGHBOURS[random.int(0, 3)]!;

/** ±10, ±100, …: a lost or extra carry, a digit off by one; never further than `reach`. */
function placeSlip(random: Random, reach: number): number {
  let places = 1;
  while (POWERS_OF_TEN[places + 1]! <= reach) places += 1;
  const slip = POWERS_OF_TEN[random.int(1, places)]!;
  return random.int(0, 1) === 0 ? slip : -slip;
}

/**
 * The offsets from the answer of the two slips crossed for an answer of at least 400 (`reach` ≥ 10): a
 * neighbour and a carry, a swap and a carry, or a neighbour and a swap. A swap is only crossed with a slip that
 * leaves the swapped digits alone, so that the fourth option is exactly both slips made, each in either order.
 */
function crossedSlips(random: Random, answer: number, reach: number): [number, number] {
  const swapPlace = reach >= 90 ? pickSwap(random, answer, reach) : 0;
  const pair = swapPlace === 0 ? 0 : random.int(0, 2);
  if (pair === 0) return [neighbour(random), placeSlip(random, reach)];
  const swap = swapOffset(answer, swapPlace);
  const other = pair === 1 ? placeSlip(random, reach) : neighbour(random);
  const untouched = digitPair(answer, swapPlace);
  if (digitPair(answer + other, swapPlace) === untouched) return [swap, other];
  if (digitPair(answer - other, swapPlace) === untouched) return [swap, -other];
  return [neighbour(random), placeSlip(random, reach)];
}

/**
 * Four options no rule that looks only at them can sort out: two slips a student makes (u and v, of different
 * kinds) crossed into the answer x, x + u, x + v and x + u + v. Each option is then one slip from two others
 * and two slips from the third, and as the slips' signs are random the answer sits at any corner alike; the
 * middle, the most central or the most typical option is the answer one time in four. For answers below 400
 * the only slips close enough are ±1 and ±2, and the options are four numbers in a row.
 */
export function chooseOptions(random: Random, answer: number): Options {
  const reach = answer * REACH;
  let u: number;
  let v: number;
  let x = answer;
  if (reach < 10) {
    // ±1 crossed with ±2 makes four numbers in a row; the answer takes any place in it that keeps all ≥ 0.
    x = answer - random.int(0, Math.min(3, answer));
    u = 1;
    v = 2;
  } else {
    [u, v] = crossedSlips(random, answer, reach);
  }
  const order = ORDERS[random.int(0, 23)]!;
  const values = [x, x + u, x + v, x + u + v];
  const options: [number, number, number, number] = [
    values[order[0]!]!,
    values[order[1]!]!,
    values[order[2]!]!,
    values[order[3]!]!,
  ];
  return { options, correct: OPTION_LETTERS[options.indexOf(answer)]! };
}
