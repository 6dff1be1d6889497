import type { Random } from './random.js';
import type { ResolvedSettings } from './settings.js';

/** 10⁰ to 10¹⁵: every place a number up to MAX_VALUE, or a mistake on one of its rods, can have. */
export const POWERS_OF_TEN: readonly number[] = Array.from({ length: 16 }, (_, k) => 10 ** k);

/** How many digits a whole number has (its sign aside). */
export const digitsOf = (value: number): number => {
  const size = Math.abs(value);
  // Counting from the sixth digit where there is one: answers of products have up to 13.
  let digits = size < 100_000 ? 1 : 6;
  while (digits < 16 && POWERS_OF_TEN[digits]! <= size) digits += 1;
  return digits;
};

/** The smallest and the largest number of `digits` digits. */
export const smallestOf = (digits: number): number => POWERS_OF_TEN[digits - 1]!;
export const largestOf = (digits: number): number => POWERS_OF_TEN[digits]! - 1;

/**
 * Draws the numbers of a question's rows as the settings ask. A range draws uniformly. Digit counts draw the
 * count first, uniformly among those that fit, then the number among numbers of that many digits, so that
 * "1–2 digits" gives half one-digit rows rather than the tenth a uniform 1–99 would. With `zeros`, half the
 * numbers of two digits or more get a 0 on one rod other than the first, as schools drill them (305, 40).
 */
export class NumberDrawer {
  private readonly counts: number[] = [];

  constructor(
    private readonly random: Random,
    private readonly settings: ResolvedSettings,
  ) {}

  /** A number in [low, high] and the settings' own range, or 0 when none fits. */
  draw(low: number, high: number): number {
    const { random, settings } = this;
    const from = low > settings.minNumber ? low : settings.minNumber;
    const to = high < settings.maxNumber ? high : settings.maxNumber;
    if (from > to) return 0;
    let number: number;
    if (settings.digits === null) {
      number = random.int(from, to);
    } else {
      const { counts } = this;
      counts.length = 0;
      for (let digits = settings.digits.min; digits <= settings.digits.max; digits += 1) {
        if (POWERS_OF_TEN[digits - 1]! <= to && POWERS_OF_TEN[digits]! - 1 >= from) counts.push(digits);
      }
      const digits = counts[random.int(0, counts.length - 1)]!;
      const bottom = Math.max(from, POWERS_OF_TEN[digits - 1]!);
      const top = Math.min(to, POWERS_OF_TEN[digits]! - 1);
      number = random.int(bottom, top);
    }
    return settings.zeros ? this.withZero(number, from) : number;
  }

  /** A number of exactly `digits` digits in [low, high] and the settings' own range, or 0 when none fits. */
  drawDigits(low: number, high: number, digits: number): number {
    const { random, settings } = this;
    const from = Math.max(low, settings.minNumber, POWERS_OF_TEN[digits - 1]!);
    const to = Math.min(high, settings.maxNumber, POWERS_OF_TEN[digits]! - 1);
    if (from > to) return 0;
    const number = random.int(from, to);
    return settings.zeros ? this.withZero(number, from) : number;
  }

  /** Half the time, `number` with one of its digits after the first set to 0, if it stays at or above `from`. */
  private withZero(number: number, from: number): number {
    const { random } = this;
    const digits = digitsOf(number);
    if (digits < 2 || random.next() < 0.5) return number;
    const place = POWERS_OF_TEN[random.int(0, digits - 2)]!;
    const zeroed = number - (Math.floor(number / place) % 10) * place;
    return zeroed >= from ? zeroed : number;
  }
}
