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

/**
 * `value` modulo `base` for a whole number ≥ 0: integer arithmetic below 2³¹ and a division above, both many
 * times faster than the floating-point remainder.
 */
const remainder = (value: number, base: number): number =>
  value <= 0x7fff_ffff ? (value | 0) % base : value - Math.floor(value / base) * base;

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
  /** Wrong answers, the mistake of each, and the lowest rod each changes (0 the units, 1 the tens, 2 higher). */
  readonly values: number[] = [];
  readonly kinds: number[] = [];
  readonly rods: number[] = [];
  count = 0;
  /** Each number rounded to the nearest ten and the question worked with those. */
  estimate = 0;

  /** Per additive term: its sign (1 or −1), value and count of numbers; its first two, and whether the second divides. */
  private readonly signs: number[] = [];
  private readonly termValues: number[] = [];
  private readonly lengths: number[] = [];
  private readonly firsts: number[] = [];
  private readonly seconds: number[] = [];
  private readonly divides: boolean[] = [];
  private terms = 0;
  private answer = 0;
  /** The lowest rod of the wrong answers wanted. */
  private lowest = 0;
  /** How far a wrong answer may be from the answer: a glance at the size of one further would rule it out. */
  reach = 0;
  private negativeAllowed = false;

  constructor(private readonly random: Random) {}

  /**
   * Lists the wrong answers of the mistakes of the question `read` last that change rod `lowest` or
   * higher first: the others are not wanted for this question's options.
   */
  list(answer: number, negativeAllowed: boolean, lowest: number): void {
    this.lowest = lowest;
    this.answer = answer;
    this.negativeAllowed = negativeAllowed;
    this.count = 0;
    const size = Math.abs(answer);
    const digits = digitsOf(answer);
    this.reach = size < 10 ? 20 : Math.max(size, 100, 2 * POWERS_OF_TEN[digits - 1]!);

    const { terms, signs, termValues, lengths, firsts, seconds } = this;
    for (let t = 0; t < terms; t += 1) {
      const sign = signs[t]!;
      const value = termValues[t]!;
      if (lengths[t] === 2) {
        const first = firsts[t]!;
        const second = seconds[t]!;
        if (this.divides[t]) {
          // A quotient digit taken from the wrong row of the table: one more or one less at its rod.
          for (let place = digitsOf(value) - 1; place >= 0; place -= 1) {
            this.add(answer + POWERS_OF_TEN[place]!, TIMES_TABLE);
            this.add(answer - POWERS_OF_TEN[place]!, TIMES_TABLE);
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
            const a = digitAt(first, i);
            const b = digitAt(second, j);
            if (a === 0 || b === 0) continue;
            const rod = POWERS_OF_TEN[i + j]!;
            this.add(answer + b * rod, TIMES_TABLE);
            this.add(answer - b * rod, TIMES_TABLE);
            if (a !== b) {
              this.add(answer + a * rod, TIMES_TABLE);
              this.add(answer - a * rod, TIMES_TABLE);
            }
          }
        }
      }
      if (terms > 1) {
        this.add(answer - sign * value, SKIPPED_ROW);
        if (t > 0) this.add(answer - 2 * sign * value, SIGN);
      }
      if (lengths[t] === 1) {
        this.add(answer + sign * 9 * value, ROD_SLIP);
        if (remainder(value, 10) === 0) this.add(answer - sign * (value - value / 10), ROD_SLIP);
      }
    }
    // The low rods are where a long answer's mistakes matter: further up they would change its size at a glance.
    const rods = digits < LOW_RODS ? digits : LOW_RODS;
    for (let place = lowest; place < rods; place += 1) {
      // The 5-bead left as it was: a rod showing 5–9 loses it, one showing 0–4 gains it.
      const five = 5 * POWERS_OF_TEN[place]!;
      this.add(digitAt(answer, place) >= 5 === answer >= 0 ? answer - five : answer + five, FIVE_BEAD);
    }
    // One earth bead too many or too few on the units rod (on a higher rod it is a carry's mistake).
    if (lowest === 0) {
      this.add(answer + 1, ONE_BEAD);
      this.add(answer - 1, ONE_BEAD);
    }
    // A carry or borrow lost, or one too many; in a long sum, where a rod receives several, two of them.
    const most = terms >= 3 ? 2 : 1;
    for (let place = lowest > 1 ? lowest : 1; place <= rods; place += 1) {
      for (let times = 1; times <= (place <= 2 ? most : 1); times += 1) {
        this.add(answer - times * POWERS_OF_TEN[place]!, CARRY);
        this.add(answer + times * POWERS_OF_TEN[place]!, CARRY);
      }
    }
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

  private add(value: number, kind: number): void {
    const { answer } = this;
    const offset = value > answer ? value - answer : answer - value;
    if (offset === 0 || offset > this.reach) return;
    if ((value < 0 && !this.negativeAllowed) || value > MAX_VALUE || value < -MAX_VALUE) return;
    const rod = lowestRod(offset);
    if (rod < this.lowest) return;
    this.values[this.count] = value;
    this.kinds[this.count] = kind;
    this.rods[this.count] = rod;
    this.count += 1;
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
        firsts[terms] = number;
        termEstimate = roundToTen(number);
        terms += 1;
        continue;
      }
      const t = terms - 1;
      const dividing = operator === '/';
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
  }
}
