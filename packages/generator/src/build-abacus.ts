import { addMove, allowedMoves, digitMoves, requiredMoves, takeMove } from './abacus.js';
import { digitsOf, NumberDrawer, POWERS_OF_TEN } from './numbers.js';
import type { Operator } from './operator.js';
import type { QuestionSource } from './question-source.js';
import type { Random } from './random.js';
import type { ResolvedSettings } from './settings.js';
import { MOVE_OF_KIND } from './skills.js';

/** Terms tried at each spot, half with the planned operator, before the question ends where it is. */
const ATTEMPTS = 8;
/** How often a rod whose move can be a focus formula gets one: often, yet not so always that drills repeat. */
const FOCUS_PREFERENCE = 0.85;
/** Further terms a focused drill tries at a spot where its first used no focus formula. */
const FOCUS_TRIES = 6;

/**
 * The focus formulas as bits, by direction and move: bit k of `[subtract ? 16 + move : move]` is set when
 * entering k with that move is a focus formula, so each rod's digits are checked without building names.
 */
function focusAmounts(focus: readonly string[]): Uint16Array {
  const amounts = new Uint16Array(32);
  for (const skill of focus) {
    const [family, kind, amount] = skill.split('.') as [string, string, string];
    if (family !== 'add' && family !== 'sub') continue;
    amounts[(family === 'sub' ? 16 : 0) + MOVE_OF_KIND[kind]!]! |= 1 << Number(amount);
  }
  return amounts;
}

const digitAt = (value: number, place: number): number => Math.floor(value / place) % 10;

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
  /** Whether the term last built uses the method's complement; its rods entered, and those of a focus formula. */
  private termPractises = false;
  private termFocusSteps = 0;
  private termRods = 0;
  /** Scratch lists of the digits allowed at a rod, and of those among them that practise the method. */
  private readonly digits: number[] = [];
  private readonly practising: number[] = [];
  private readonly focusing: number[] = [];
  private readonly focus: Uint16Array;
  private readonly focused: boolean;
  /** Whether each operator of the drill takes away. */
  private readonly directions: readonly boolean[];

  private readonly numbersDrawn: NumberDrawer;

  constructor(
    private readonly random: Random,
    private readonly settings: ResolvedSettings,
  ) {
    this.numbersDrawn = new NumberDrawer(random, settings);
    this.allowed = allowedMoves(settings.abacusMethod!);
    this.required = requiredMoves(settings.abacusMethod!);
    this.focus = focusAmounts(settings.focus);
    this.focused = settings.focus.length > 0;
    this.directions = settings.operators.map((operator) => operator === '-');
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
        // A focused drill weighs a few terms here: the one with the most focus formulas, or else one after
        // which the next term can use one.
        if (number !== 0 && this.focused) {
          let best =
            this.termFocusSteps * 2 +
            (this.canFocusAfter(subtract ? total - number : total + number) ? 1 : 0);
          let practises = this.termPractises;
          for (let extra = 0; extra < FOCUS_TRIES && this.termFocusSteps < this.termRods; extra += 1) {
            const otherSubtract = operators.length > 1 ? (extra % 2 === 0) !== subtract : subtract;
            const other = this.term(total, otherSubtract, terms === length - 1);
            if (other === 0) continue;
            const next = otherSubtract ? total - other : total + other;
            const score = this.termFocusSteps * 2 + (this.canFocusAfter(next) ? 1 : 0);
            if (score > best) {
              [best, number, subtract, practises] = [score, other, otherSubtract, this.termPractises];
            }
          }
          this.termPractises = practises;
        }
      }
      if (number === 0) break;
      this.practised ||= this.termPractises;
      total = subtract ? total - number : total + number;
      text = `${text} ${subtract ? '-' : '+'} ${number}`;
      numbers.push(number);
      used.push(subtract ? '-' : '+');
    }
    if (!this.practised || terms < this.settings.minTerms) return null;
    this.answer = total;
    return text;
  }

  /** Whether some rod of `total` lets the next term use a focus formula the method allows. */
  private canFocusAfter(total: number): boolean {
    const { focus, allowed } = this;
    for (let place = 1; place <= this.settings.maxNumber; place *= 10) {
      const digit = digitAt(total, place);
      for (const subtract of this.directions) {
        for (let amount = 1; amount <= 9; amount += 1) {
          if (subtract && amount * place > total) break;
          const move = subtract ? takeMove(digit, amount) : addMove(digit, amount);
          if (((focus[(subtract ? 16 : 0) + move]! >> amount) & 1) === 0) continue;
          if ((digitMoves(total, subtract, place, amount) & ~allowed) === 0) return true;
        }
      }
    }
    return false;
  }

  /**
   * A number in range that the method lets a student add to (or take from) `total`, or 0 if this try failed;
   * the last term of a question that has not yet used the method's complement must use it.
   */
  private term(total: number, subtract: boolean, last: boolean): number {
    const { random, allowed, required, digits, practising, focusing, focus } = this;
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
    let focusSteps = 0;
    let rods = 0;
    for (const leading = place; place >= 1; place /= 10) {
      let allowedCount = 0;
      let practisingCount = 0;
      let focusCount = 0;
      const digit = digitAt(value, place);
      for (let amount = place === leading ? 1 : 0; amount <= 9; amount += 1) {
        if (subtract && amount * place > value) break;
        const moves = digitMoves(value, subtract, place, amount);
        if ((moves & ~allowed) !== 0) continue;
        digits[allowedCount++] = amount;
        if ((moves & required) !== 0) practising[practisingCount++] = amount;
        if (this.focused && amount > 0) {
          const move = subtract ? takeMove(digit, amount) : addMove(digit, amount);
          if (((focus[(subtract ? 16 : 0) + move]! >> amount) & 1) === 1) focusing[focusCount++] = amount;
        }
      }
      if (allowedCount === 0) return 0;
      const takesFocus = place !== zeroAt && focusCount > 0 && random.next() < FOCUS_PREFERENCE;
      const amount: number =
        place === zeroAt
          ? 0
          : takesFocus
            ? focusing[random.int(0, focusCount - 1)]!
            : !this.practised && !practises && practisingCount > 0
              ? practising[random.int(0, practisingCount - 1)]!
              : digits[random.int(0, allowedCount - 1)]!;
      if (takesFocus) focusSteps += 1;
      if (amount > 0) rods += 1;
      practises ||= (digitMoves(value, subtract, place, amount) & required) !== 0;
      value = subtract ? value - amount * place : value + amount * place;
      number += amount * place;
    }
    if (number < minNumber || number > top || (last && !this.practised && !practises)) return 0;
    this.termPractises = practises;
    this.termFocusSteps = focusSteps;
    this.termRods = rods;
    return number;
  }
}
