import {
  addMove,
  allowedMoves,
  COMBINED,
  digitMoves,
  DIRECT,
  FIVE,
  requiredMoves,
  takeMove,
  TEN,
} from './abacus.js';
import { FormulaTally } from './formula-tally.js';
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

/** The amounts each kind of move can enter: a small friend +1 to +4, a mixed one +6 to +9 (and the same taken away). */
const AMOUNTS_OF_MOVE: readonly [number, readonly number[]][] = [
  [DIRECT, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  [FIVE, [1, 2, 3, 4]],
  [TEN, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  [COMBINED, [6, 7, 8, 9]],
];

/**
 * How many of a rod's ten digits let each formula be entered, at `[(subtract ? 16 : 0) + move] * 10 + amount`:
 * +9 with a big friend works on nine, −9 directly on one (a 9). The rarer the rod, the more a term that
 * leaves one is worth to a formula the exam is behind on.
 */
const RODS_FOR = (() => {
  const rods = new Uint8Array(320);
  for (const subtract of [false, true]) {
    for (let amount = 1; amount <= 9; amount += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        const move = subtract ? takeMove(digit, amount) : addMove(digit, amount);
        rods[((subtract ? 16 : 0) + move) * 10 + amount]! += 1;
      }
    }
  }
  return rods;
})();

/**
 * A formula is behind when the exam has used it less than this share of its kind's average (its kind: +
 * with a big friend, say); an unfocused drill steers towards those as a focused one does towards its focus.
 */
const BEHIND = 1;

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
  /** The formulas each rod prefers, as bits (see focusAmounts): the focus, or else those the exam is behind on. */
  private readonly focus: Uint16Array;
  private readonly focused: boolean;
  /** Whether any formula is preferred: with a focus always, otherwise once the exam is behind on one. */
  private steering: boolean;
  /** How much each preferred formula is needed, 0–1, at `[(subtract ? 16 : 0) + move] * 10 + amount`: 1 for a focus. */
  private readonly need = new Float64Array(320);
  /** The greatest need among the preferred formulas: a term that serves it can be taken without looking further. */
  private mostNeed = 1;
  /** Whether each operator of the drill takes away. */
  private readonly directions: readonly boolean[];

  private readonly numbersDrawn: NumberDrawer;
  /** The formulas of the questions kept so far, which each rod's digit evens out. */
  private readonly tally = new FormulaTally();

  constructor(
    private readonly random: Random,
    private readonly settings: ResolvedSettings,
  ) {
    this.numbersDrawn = new NumberDrawer(random, settings);
    this.allowed = allowedMoves(settings.abacusMethod!);
    this.required = requiredMoves(settings.abacusMethod!);
    this.focus = focusAmounts(settings.focus);
    this.focused = settings.focus.length > 0;
    this.steering = this.focused;
    this.need.fill(1);
    this.directions = settings.operators.map((operator) => operator === '-');
  }

  draw(focus: Operator): string | null {
    const { random } = this;
    const { minNumber, maxNumber, operators } = this.settings;
    const length = random.int(this.settings.minTerms, this.settings.maxTerms);
    const focusAt = random.int(1, length - 1);
    // A first number goes onto a cleared soroban with direct moves only; a steered drill weighs a few, for
    // the one after which the next term can enter the formula most needed.
    let total = this.numbersDrawn.draw(minNumber, maxNumber);
    if (this.steering) {
      let best = this.needAfter(total);
      for (let extra = 0; extra < FOCUS_TRIES && best < 1; extra += 1) {
        const other = this.numbersDrawn.draw(minNumber, maxNumber);
        const score = this.needAfter(other);
        if (score > best) [total, best] = [other, score];
      }
    }
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
        // A focused (or steered) drill weighs a few terms here: the one with the most focus formulas, or else
        // one after which the next term can use one.
        if (number !== 0 && this.steering) {
          let best = this.termFocusSteps * 2 + this.needAfter(subtract ? total - number : total + number);
          let practises = this.termPractises;
          for (let extra = 0; extra < FOCUS_TRIES && this.termFocusSteps < this.termRods; extra += 1) {
            const otherSubtract = operators.length > 1 ? (extra % 2 === 0) !== subtract : subtract;
            const other = this.term(total, otherSubtract, terms === length - 1);
            if (other === 0) continue;
            const next = otherSubtract ? total - other : total + other;
            const score = this.termFocusSteps * 2 + this.needAfter(next);
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

  kept(): void {
    // The question kept is the one last drawn: its terms are still at hand, so no need to read its text.
    const { numbers, operators, tally } = this;
    let total = numbers[0]!;
    for (let i = 1; i < numbers.length; i += 1) {
      const subtract = operators[i - 1] === '-';
      tally.addEntry(total, subtract, numbers[i]!);
      total = subtract ? total - numbers[i]! : total + numbers[i]!;
    }
    if (!this.focused) this.steerTowardsBehind();
  }

  /**
   * Makes the formulas the exam is behind on those each rod prefers, the further behind the more. Some
   * formulas need a rod that few totals leave (+1 with a big friend needs a 9, +8 directly a 0 or 1):
   * preferring them, and the terms after which they can come, makes them as common as the rest of their kind.
   */
  private steerTowardsBehind(): void {
    const { focus, need, tally, allowed } = this;
    focus.fill(0);
    this.steering = false;
    this.mostNeed = 0;
    for (const subtract of new Set(this.directions)) {
      for (const [move, amounts] of AMOUNTS_OF_MOVE) {
        if ((move & allowed) === 0) continue;
        let sum = 0;
        for (const amount of amounts) sum += tally.stepUses(subtract, move, amount);
        const average = sum / amounts.length;
        for (const amount of amounts) {
          const uses = tally.stepUses(subtract, move, amount);
          if (uses >= BEHIND * average) continue;
          const kind = (subtract ? 16 : 0) + move;
          focus[kind]! |= 1 << amount;
          need[kind * 10 + amount] = (1 - uses / average) / RODS_FOR[kind * 10 + amount]!;
          this.mostNeed = Math.max(this.mostNeed, need[kind * 10 + amount]!);
          this.steering = true;
        }
      }
    }
  }

  /**
   * How much the next term could do for the preferred formulas after `total`: the need (0–1) of the one
   * most needed that some rod of `total` lets it enter with moves the method allows; 0 when none.
   */
  private needAfter(total: number): number {
    const { focus, need, allowed } = this;
    let most = 0;
    for (let place = 1; place <= this.settings.maxNumber; place *= 10) {
      const digit = digitAt(total, place);
      for (const subtract of this.directions) {
        for (let amount = 1; amount <= 9; amount += 1) {
          if (subtract && amount * place > total) break;
          const move = subtract ? takeMove(digit, amount) : addMove(digit, amount);
          const kind = (subtract ? 16 : 0) + move;
          if (((focus[kind]! >> amount) & 1) === 0 || need[kind * 10 + amount]! <= most) continue;
          if ((digitMoves(total, subtract, place, amount) & ~allowed) !== 0) continue;
          most = need[kind * 10 + amount]!;
          if (most >= this.mostNeed) return most;
        }
      }
    }
    return most;
  }

  /**
   * One of the first `count` digits of `list` for a rod showing `digit`. One drawn at random decides the
   * kind of move (direct, a small, big or mixed friend) as often as a plain draw would; among the digits
   * making that kind of move, the one whose formula the exam has used least is entered. Plain draws favour
   * what most rods allow (+9 with a big friend works on any rod but 0, +1 only on a 9): this way every
   * formula the method reaches comes about as often as the others.
   */
  private evenPick(list: readonly number[], count: number, digit: number, subtract: boolean): number {
    const start = this.random.int(0, count - 1);
    const drawn = list[start]!;
    // A focused drill leaves the rest of its formulas to chance: its questions are there for the focus.
    if (drawn === 0 || this.focused) return drawn;
    const moveOf = (amount: number) => (subtract ? takeMove(digit, amount) : addMove(digit, amount));
    const move = moveOf(drawn);
    let chosen = drawn;
    let fewest = this.tally.stepUses(subtract, move, drawn);
    for (let i = 1; i < count; i += 1) {
      const amount = list[(start + i) % count]!;
      if (amount === 0 || moveOf(amount) !== move) continue;
      const uses = this.tally.stepUses(subtract, move, amount);
      if (uses < fewest) [chosen, fewest] = [amount, uses];
    }
    return chosen;
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
        if (this.steering && amount > 0) {
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
            ? this.evenPick(focusing, focusCount, digit, subtract)
            : !this.practised && !practises && practisingCount > 0
              ? this.evenPick(practising, practisingCount, digit, subtract)
              : this.evenPick(digits, allowedCount, digit, subtract);
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
