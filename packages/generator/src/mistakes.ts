import { remainder } from './integer-math.js';
import { HEAVEN, RowSlips } from './row-slips.js';
import { MAX_VALUE } from './limits.js';
import { digitsOf, POWERS_OF_TEN } from './numbers.js';
import type { Operator } from './operator.js';
import type { Random } from './random.js';

/** The mistakes on the abacus that a wrong option stands for. */
export const MISTAKES = [
  'five-bead',
  'one-bead',
  'carry',
  'skipped-row',
  'sign',
  'rod-slip',
  'times-table',
] as const;
export type Mistake = (typeof MISTAKES)[number];

const FIVE_BEAD = 0;
const ONE_BEAD = 1;
const CARRY = 2;
const SKIPPED_ROW = 3;
const SIGN = 4;
const ROD_SLIP = 5;
const TIMES_TABLE = 6;

const digitAt = (value: number, place: number): number =>
  remainder(Math.floor(Math.abs(value) / POWERS_OF_TEN[place]!), 10);

/** The lowest rod a mistake of this size changes, as far as the units and tens tell: 0, 1, or 2 for higher. */
const lowestRod = (offset: number): number => {
  const rest = remainder(offset, 100) | 0;
  return rest % 10 !== 0 ? 0 : rest !== 0 ? 1 : 2;
};

const roundToTen = (value: number): number => Math.round(value / 10) * 10;

/** Digit products of a long multiplication that may be slipped: enough to choose from, few enough to be quick. */
const TABLE_SLIPS = 3;
/** The rods, from the units up, on which a bead or a carry is slipped. */
const LOW_RODS = 5;

/**
 * The wrong answers the modelled mistakes give for one question, and its rounded estimate, worked out into
 * reused arrays: the options of a thousand questions are chosen in a few milliseconds.
 */
export class QuestionMistakes {
  /**
   * Wrong answers, the mistake of each, and the lowest rod each changes (0 the units, 1 the tens, 2 higher), the
   * first `count` of each. Typed arrays, grown when full: stores into them need no checks of what they hold.
   */
  values = new Float64Array(64);
  kinds = new Uint8Array(64);
  rods = new Uint8Array(64);
  count = 0;
  /**
   * How many of the first wrong answers are slips the question's own moves allow: all of them, but for rows
   * added and taken away listed with `invented`, whose further mistakes are placed by the answer's digits.
   */
  realCount = 0;
  /** Each number rounded to the nearest ten and the question worked with those. */
  estimate = 0;
  /** How far a wrong answer may be from the answer: a glance at the size of one further would rule it out. */
  reach = 0;

  /** Per additive term: its sign (1 or −1), value and count of numbers; its first two, and whether the second divides. */
  private readonly signs: number[] = [];
  private readonly termValues: number[] = [];
  private readonly lengths: number[] = [];
  private readonly firsts: number[] = [];
  private readonly seconds: number[] = [];
  private readonly divides: boolean[] = [];
  private terms = 0;
  /**
   * Whether the question is rows added and taken away whose running total never goes below zero: its
   * bead slips are then those its replay on the soroban makes, not guessed from the answer's digits.
   */
  private replayable = false;
  /** For rows added and taken away, the most their added rows could come to with as many digits each. */
  private ceiling = 0;
  /** The bead slips of the question's replay, worked out once when it is read. */
  private readonly slips = new RowSlips();
  private answer = 0;
  /** The lowest rod of the wrong answers wanted. */
  private lowest = 0;
  /**
   * The offsets from the answer a wrong answer may have: within the reach, and keeping it within ±MAX_VALUE and
   * at or above 0 unless answers may go below zero, and for rows added and taken away at or below what they
   * could come to. Two comparisons then check all of it.
   */
  private lowestOffset = 0;
  highestOffset = 0;

  constructor(private readonly random: Random) {}

  /**
   * Lists the wrong answers of the mistakes of the question `read` last that change rod `lowest` or
   * higher first: the others are not wanted for this question's options. For rows added and taken away, the
   * bead slips are those of its replay, and with `invented` the answer's digits' slips follow them (a carry on
   * a rod no move carries onto, say): the options of a question whose real slips give no pair that hides its
   * answer may then take one.
   */
  list(answer: number, negativeAllowed: boolean, lowest: number, invented = false): void {
    this.lowest = lowest;
    this.answer = answer;
    this.count = 0;
    const size = Math.abs(answer);
    const digits = digitsOf(answer);
    const reach = size < 10 ? 20 : Math.max(size, 100, 2 * POWERS_OF_TEN[digits - 1]!);
    this.reach = reach;
    const least = (negativeAllowed ? -MAX_VALUE : 0) - answer;
    const most = MAX_VALUE - answer;
    this.lowestOffset = least > -reach ? least : -reach;
    this.highestOffset = most < reach ? most : reach;
    // Rows added and taken away cannot come to more than their added rows at their largest (four one-digit
    // rows to 36): a wrong answer above that is ruled out at a glance, whatever slip would give it.
    if (this.replayable && this.ceiling - answer < this.highestOffset)
      this.highestOffset = this.ceiling - answer;

    // Each mistake is added as its offset from the answer, with the lowest rod it changes where that is known.
    const { terms, signs, termValues, lengths, firsts, seconds } = this;
    for (let t = 0; t < terms; t += 1) {
      const sign = signs[t]!;
      const value = termValues[t]!;
      const length = lengths[t]!;
      if (length === 2) {
        const first = firsts[t]!;
        const second = seconds[t]!;
        if (this.divides[t]) {
          // A quotient digit taken from the wrong row of the table: one more or one less at its rod.
          for (let place = digitsOf(value) - 1; place >= 0; place -= 1) {
            const rod = place < 2 ? place : 2;
            this.add(POWERS_OF_TEN[place]!, TIMES_TABLE, rod);
            this.add(-POWERS_OF_TEN[place]!, TIMES_TABLE, rod);
          }
        } else {
          // One product of two digits recalled from the next row of the table, at the rod where it lands: every
          // pair of digits for short numbers, a few pairs drawn at random for long ones.
          const firstDigits = digitsOf(first);
          const secondDigits = digitsOf(second);
          const products = firstDigits * secondDigits;
          const drawn = products <= TABLE_SLIPS ? products : TABLE_SLIPS;
          for (let k = 0; k < drawn; k += 1) {
            const product = products <= TABLE_SLIPS ? k : this.random.int(0, products - 1);
            const i = product % firstDigits;
            const j = (product / firstDigits) | 0;
            // A digit 1–9 at place i + j: that is its lowest rod, and it is at least that place from the
            // answer; where either rules every slip here out, the digits need not be looked at.
            const place = POWERS_OF_TEN[i + j]!;
            const rod = i + j < 2 ? i + j : 2;
            if (rod < lowest || (place > this.highestOffset && -place < this.lowestOffset)) continue;
            const a = digitAt(first, i);
            const b = digitAt(second, j);
            if (a === 0 || b === 0) continue;
            this.add(b * place, TIMES_TABLE, rod);
            this.add(-b * place, TIMES_TABLE, rod);
            if (a !== b) {
              this.add(a * place, TIMES_TABLE, rod);
              this.add(-a * place, TIMES_TABLE, rod);
            }
          }
        }
      }
      // A row left out, its sign read the wrong way, a number set one rod off: multiples of the term, which
      // change the tens or higher only when the term ends in 0 (or, doubled, in 5).
      const units = remainder(value, 10);
      if (lowest > 0 && units !== 0 && units !== 5) continue;
      if (terms > 1) {
        this.addMultiple(-sign * value, SKIPPED_ROW);
        if (t > 0) this.addMultiple(-2 * sign * value, SIGN);
      }
      if (length === 1) {
        this.addMultiple(sign * 9 * value, ROD_SLIP);
        if (units === 0) this.addMultiple(-sign * (value - value / 10), ROD_SLIP);
      }
    }
    if (this.replayable) {
      const { offsets, beads, places, count } = this.slips;
      for (let i = 0; i < count; i += 1) {
        const place = places[i]!;
        // An earth bead more or less above the units is the size of a carry lost or one too many, and named so.
        const kind = beads[i] === HEAVEN ? FIVE_BEAD : place === 0 ? ONE_BEAD : CARRY;
        this.add(offsets[i]!, kind, place < 2 ? place : 2);
      }
      this.realCount = this.count;
      if (!invented) return;
    }
    // The low rods are where a long answer's mistakes matter: further up they would change its size at a glance.
    const rods = digits < LOW_RODS ? digits : LOW_RODS;
    // The answer's digits from rod `lowest` up, read off its low rods: a small whole number. The place value is
    // carried along in `power` (exact: powers of ten stay whole) rather than read from the table each time.
    let rest = (remainder(size, 100_000) / POWERS_OF_TEN[lowest]!) | 0;
    for (let place = lowest, power = POWERS_OF_TEN[lowest]!; place < rods; place += 1, power *= 10) {
      // The 5-bead left as it was: a rod showing 5–9 loses it, one showing 0–4 gains it.
      const five = 5 * power;
      this.add(rest % 10 >= 5 === answer >= 0 ? -five : five, FIVE_BEAD, place < 2 ? place : 2);
      rest = (rest / 10) | 0;
    }
    // One earth bead too many or too few on the units rod (on a higher rod it is a carry's mistake).
    if (lowest === 0) {
      this.add(1, ONE_BEAD, 0);
      this.add(-1, ONE_BEAD, 0);
    }
    // A carry or borrow lost, or one too many; in a long sum, where a rod receives several, two of them.
    const carries = terms >= 3 ? 2 : 1;
    const from = lowest > 1 ? lowest : 1;
    for (let place = from, power = POWERS_OF_TEN[from]!; place <= rods; place += 1, power *= 10) {
      const rod = place < 2 ? place : 2;
      for (let times = 1; times <= (place <= 2 ? carries : 1); times += 1) {
        this.add(-times * power, CARRY, rod);
        this.add(times * power, CARRY, rod);
      }
    }
    if (!this.replayable) this.realCount = this.count;
  }

  /** Whether every row of the question is a number of one digit, added or taken away. */
  get oneDigitRows(): boolean {
    for (let t = 0; t < this.terms; t += 1) {
      if (this.lengths[t] !== 1 || this.termValues[t]! >= 10) return false;
    }
    return true;
  }

  /** Whether the question's mistakes may be listed with invented ones: it is rows added and taken away. */
  get canInvent(): boolean {
    return this.replayable;
  }

  /** Whether the `index`th wrong answer is one a slip of the question's own moves gives. */
  isReal(index: number): boolean {
    if (index < this.realCount) return true;
    const value = this.values[index];
    for (let i = 0; i < this.realCount; i += 1) if (this.values[i] === value) return true;
    return false;
  }

  /** The mistake of the `index`th wrong answer. */
  mistakeAt(index: number): Mistake {
    return MISTAKES[this.kinds[index]!]!;
  }

  /** The mistake that gives `value`: the first listed, the most telling. */
  mistakeOf(value: number): Mistake | null {
    for (let i = 0; i < this.count; i += 1) if (this.values[i] === value) return MISTAKES[this.kinds[i]!]!;
    return null;
  }

  /** Lists the answer + `offset` as the wrong answer of mistake `kind` if it is wanted; `rod` its lowest rod. */
  private add(offset: number, kind: number, rod: number): void {
    if (offset < this.lowestOffset || offset > this.highestOffset || offset === 0 || rod < this.lowest)
      return;
    this.push(this.answer + offset, kind, rod);
  }

  /** As `add`, for an offset of a whole term or a multiple of it, whose lowest rod is worked out once it is in reach. */
  private addMultiple(offset: number, kind: number): void {
    if (offset < this.lowestOffset || offset > this.highestOffset || offset === 0) return;
    const rod = lowestRod(offset < 0 ? -offset : offset);
    if (rod >= this.lowest) this.push(this.answer + offset, kind, rod);
  }

  private push(value: number, kind: number, rod: number): void {
    const { count } = this;
    if (count === this.values.length) this.grow();
    this.values[count] = value;
    this.kinds[count] = kind;
    this.rods[count] = rod;
    this.count = count + 1;
  }

  private grow(): void {
    const values = new Float64Array(2 * this.values.length);
    values.set(this.values);
    this.values = values;
    const kinds = new Uint8Array(values.length);
    kinds.set(this.kinds);
    this.kinds = kinds;
    const rods = new Uint8Array(values.length);
    rods.set(this.rods);
    this.rods = rods;
  }

  /**
   * Reads a question from its numbers and operators (`operators[i]` between `numbers[i]` and `numbers[i + 1]`)
   * into its additive terms, a term being a number or a run of × and ÷, and works out its rounded estimate.
   */
  read(numbers: readonly number[], operators: readonly Operator[]): void {
    const { signs, termValues, lengths, firsts, seconds, divides } = this;
    let terms = 0;
    let estimate = 0;
    let termEstimate = 0;
    for (let i = 0; i < numbers.length; i += 1) {
      const number = numbers[i]!;
      const operator = i === 0 ? '+' : operators[i - 1]!;
      if (operator === '+' || operator === '-') {
        if (terms > 0) estimate += signs[terms - 1]! * termEstimate;
        signs[terms] = operator === '-' ? -1 : 1;
        termValues[terms] = number;
        lengths[terms] = 1;
        termEstimate = roundToTen(number);
        terms += 1;
        continue;
      }
      const t = terms - 1;
      const dividing = operator === '/';
      // The term's value is still its first number when its second comes.
      if (lengths[t] === 1) firsts[t] = termValues[t]!;
      termValues[t] = dividing ? termValues[t]! / number : termValues[t]! * number;
      // A divisor that would round to 0 is kept as it is.
      termEstimate = dividing
        ? termEstimate / (roundToTen(number) || number)
        : termEstimate * roundToTen(number);
      const length = lengths[t]! + 1;
      lengths[t] = length;
      if (length === 2) {
        seconds[t] = number;
        divides[t] = dividing;
      }
    }
    estimate += signs[terms - 1]! * termEstimate;
    this.terms = terms;
    this.estimate = estimate;
    let replayable = true;
    let total = 0;
    let ceiling = 0;
    for (let t = 0; t < terms && replayable; t += 1) {
      total += signs[t]! * termValues[t]!;
      if (signs[t]! > 0) ceiling += POWERS_OF_TEN[digitsOf(termValues[t]!)]! - 1;
      replayable = lengths[t] === 1 && total >= 0 && total <= MAX_VALUE;
    }
    this.replayable = replayable;
    this.ceiling = ceiling;
    if (replayable) this.slips.find(terms, signs, termValues, ceiling);
  }
}
