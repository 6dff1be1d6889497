import { allowedMoves, digitMoves, requiredMoves } from './abacus.js';
import { digitsOf, NumberDrawer, POWERS_OF_TEN } from './numbers.js';
import type { Operator } from './operator.js';
import type { QuestionSource } from './question-source.js';
import type { Random } from './random.js';
import type { ResolvedSettings } from './settings.js';

/** Terms tried at each spot, half with the planned operator, before the question ends where it is. */
const ATTEMPTS = 8;

/**
 * Random `+ -` drills for an abacus method. Each term is built digit by digit from the highest down, as it is
 * entered on the soroban: at each rod the digit is drawn among those whose move (and carry or borrow) the
 * method allows, so even five-digit direct drills are found at once. Until the question has used the method's
 * complement, a digit that uses it is preferred, so the drill practises what it is meant to; a question that
 * still never does is dropped.
 */
export class AbacusBuilder implements QuestionSource {
  answer = 0;
  readonly numbers: number[] = [];
  readonly operators: Operator[] = [];

  private readonly allowed: number;
  private readonly required: number;
  private practised = false;
  /** Scratch lists of the digits allowed at a rod, and of those among them that practise the method. */
  private readonly digits: number[] = [];
  private readonly practising: number[] = [];

  private readonly numbersDrawn: NumberDrawer;

  constructor(
    private readonly random: Random,
    private readonly settings: ResolvedSettings,
  ) {
    this.numbersDrawn = new NumberDrawer(random, settings);
    this.allowed = allowedMoves(settings.abacusMethod!);
    this.required = requiredMoves(settings.abacusMethod!);
  }

  draw(focus: Operator): string | null {
    const { random } = this;
    const { minNumber, maxNumber, operators } = this.settings;
    const length = random.int(this.settings.minTerms, this.settings.maxTerms);
    const focusAt = random.int(1, length - 1);
    // A first number goes onto a cleared soroban with direct moves only.
    let total = this.numbersDrawn.draw(minNumber, maxNumber);
    let text = `${total}`;
    const { numbers, operators: used } = this;
    numbers.length = 0;
    used.length = 0;
    numbers.push(total);
    let terms = 1;
    this.practised = this.required === 0;
    for (; terms < length; terms += 1) {
      const planned = terms === focusAt ? focus : operators[random.int(0, operators.length - 1)]!;
      let number = 0;
      let subtract = false;
      for (let attempt = 0; attempt < ATTEMPTS && number === 0; attempt += 1) {
        // The planned operator first; then either, so that a spot where it cannot go does not end the question.
        subtract =
          (attempt < ATTEMPTS / 2 ? planned : operators[random.int(0, operators.length - 1)]) === '-';
        number = this.term(total, subtract, terms === length - 1);
      }
      if (number === 0) break;
      total = subtract ? total - number : total + number;
      text = `${text} ${subtract ? '-' : '+'} ${number}`;
      numbers.push(number);
      used.push(subtract ? '-' : '+');
    }
    if (!this.practised || terms < this.settings.minTerms) return null;
    this.answer = total;
    return text;
  }

  /**
   * A number in range that the method lets a student add to (or take from) `total`, or 0 if this try failed;
   * the last term of a question that has not yet used the method's complement must use it.
   */
  private term(total: number, subtract: boolean, last: boolean): number {
    const { random, allowed, required, digits, practising } = this;
    const { minNumber } = this.settings;
    const top = subtract ? Math.min(this.settings.maxNumber, total) : this.settings.maxNumber;
    if (top < minNumber) return 0;
    // As many digits as a number drawn as the settings draw them has, so lengths come as often as there.
    let place = 1;
    for (let size = this.numbersDrawn.draw(minNumber, top); size >= 10; size = Math.floor(size / 10))
      place *= 10;
    // With zeros, half the numbers of two digits or more get a 0 on one rod after the first.
    const zeroAt =
      this.settings.zeros && place > 1 && random.next() < 0.5
        ? POWERS_OF_TEN[random.int(0, digitsOf(place) - 2)]!
        : 0;
    let value = total;
    let number = 0;
    let practises = false;
    for (const leading = place; place >= 1; place /= 10) {
      let allowedCount = 0;
      let practisingCount = 0;
      for (let amount = place === leading ? 1 : 0; amount <= 9; amount += 1) {
        if (subtract && amount * place > value) break;
        const moves = digitMoves(value, subtract, place, amount);
        if ((moves & ~allowed) !== 0) continue;
        digits[allowedCount++] = amount;
        if ((moves & required) !== 0) practising[practisingCount++] = amount;
      }
      if (allowedCount === 0) return 0;
      const amount: number =
        place === zeroAt
          ? 0
          : !this.practised && !practises && practisingCount > 0
            ? practising[random.int(0, practisingCount - 1)]!
            : digits[random.int(0, allowedCount - 1)]!;
      practises ||= (digitMoves(value, subtract, place, amount) & required) !== 0;
      value = subtract ? value - amount * place : value + amount * place;
      number += amount * place;
    }
    if (number < minNumber || number > top || (last && !this.practised && !practises)) return 0;
    this.practised ||= practises;
    return number;
  }
}
