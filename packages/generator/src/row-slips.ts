import { addMove, COMBINED, DIRECT, FIVE, takeMove } from './abacus.js';
import { digitsOf, POWERS_OF_TEN } from './numbers.js';

/** The beads a slip is of: the heaven bead (±5 on its rod), an earth bead (±1), or a carry or borrow (∓1 on the next). */
export const HEAVEN = 0;
export const EARTH = 1;
export const CARRY = 2;

/** Slips are told apart by rod and size (+1, −1, +5, −5): four a rod, on the rods of up to 16 digits. */
const MOST = 4 * 16;

/**
 * The bead slips of rows added and taken away, as a child enters each row from its highest digit down on a
 * soroban: on each move, a heaven bead left as it was, one earth bead too many or too few, a carry or borrow
 * forgotten. A slip in one row changes the final total by just that much, whatever comes after, so each is
 * kept as what it adds to the answer: the first `count` of `offsets`, with the beads and rod of each. Typed
 * arrays, reused from question to question.
 */
export class RowSlips {
  readonly offsets = new Float64Array(MOST);
  readonly beads = new Uint8Array(MOST);
  readonly places = new Uint8Array(MOST);
  count = 0;
  /** Which slips are found, by rod and size: none is kept twice. */
  private readonly found = new Uint8Array(MOST);
  /** Scratch: the digit each rod shows, from the units up, and the digits of the row being entered. */
  private readonly rodDigits = new Uint8Array(17);
  private readonly rowDigits = new Uint8Array(16);

  /**
   * Finds the slips of entering `values[t]`, added or taken away by `signs[t]` (1 or −1), for the first
   * `terms` rows, into a cleared soroban; the running total never goes below zero, and `ceiling` is the most
   * the added rows could come to.
   */
  find(terms: number, signs: readonly number[], values: readonly number[], ceiling: number): void {
    this.found.fill(0);
    this.count = 0;
    const { rodDigits, rowDigits } = this;
    rodDigits.fill(0);
    // Every slip of every rod the rows can reach found, the rest of the replay would find none new.
    const all = 4 * digitsOf(ceiling);
    for (let t = 0; t < terms; t += 1) {
      const subtract = signs[t]! < 0;
      const sign = subtract ? -1 : 1;
      let rest = values[t]!;
      let length = 0;
      for (; rest > 0; length += 1) {
        const digit = rest % 10;
        rowDigits[length] = digit;
        rest = (rest - digit) / 10;
      }
      for (let place = length - 1; place >= 0; place -= 1) {
        const amount = rowDigits[place]!;
        if (amount === 0) continue;
        const digit = rodDigits[place]!;
        const move = subtract ? takeMove(digit, amount) : addMove(digit, amount);
        if (move === DIRECT) {
          this.beadSlips(place, amount, sign);
        } else if (move === FIVE) {
          this.beadSlips(place, 5, sign);
          this.beadSlips(place, 5 - amount, -sign);
        } else {
          // The complement moved on this rod, then the carry or borrow on the next, on and on through 9s or 0s.
          const complement = 10 - amount;
          if (move === COMBINED) {
            this.beadSlips(place, 5, -sign);
            this.beadSlips(place, 5 - complement, sign);
          } else {
            this.beadSlips(place, complement, -sign);
          }
          let next = place + 1;
          for (;;) {
            this.slip(next, -sign, CARRY);
            const neighbour = rodDigits[next]!;
            if (neighbour !== (subtract ? 0 : 9)) {
              const nextMove = subtract ? takeMove(neighbour, 1) : addMove(neighbour, 1);
              if (nextMove === FIVE) {
                this.beadSlips(next, 5, sign);
                this.beadSlips(next, 4, -sign);
              } else {
                this.beadSlips(next, 1, sign);
              }
              rodDigits[next] = neighbour + sign;
              break;
            }
            this.beadSlips(next, 9, -sign);
            rodDigits[next] = subtract ? 9 : 0;
            next += 1;
          }
        }
        rodDigits[place] = (digit + sign * amount + 10) % 10;
        if (this.count === all) return;
      }
    }
  }

  /**
   * The slips of setting (`sign` 1) or clearing (−1) `amount` on the rod at `place`: the heaven bead not
   * moved, one earth bead too many or too few.
   */
  private beadSlips(place: number, amount: number, sign: number): void {
    if (amount >= 5) this.slip(place, -5 * sign, HEAVEN);
    if (amount % 5 !== 0) {
      this.slip(place, 1, EARTH);
      this.slip(place, -1, EARTH);
    }
  }

  /** Keeps `size` (±1 or ±5) on the rod at `place` as a slip of `beads`, unless it is found already. */
  private slip(place: number, size: number, beads: number): void {
    const index = 4 * place + (size === 1 ? 0 : size === -1 ? 1 : size === 5 ? 2 : 3);
    if (this.found[index] === 1) return;
    this.found[index] = 1;
    const count = this.count;
    this.offsets[count] = size * POWERS_OF_TEN[place]!;
    this.beads[count] = beads;
    this.places[count] = place;
    this.count = count + 1;
  }
}
