import type { Expression } from './expression.js';
import { FormulaTally } from './formula-tally.js';
import { largestOf, POWERS_OF_TEN, smallestOf } from './numbers.js';
import type { Operator } from './operator.js';
import type { QuestionSource } from './question-source.js';
import type { Random } from './random.js';
import type { OperandDigits, ResolvedSettings } from './settings.js';

/** How often a drill is built around a focus fact, when its operator has one. */
const FOCUS_PREFERENCE = 0.85;
/** How likely each digit of a focused drill's number is the fact's: most, so the fact is most of the drill. */
const FOCUS_DIGIT = 0.7;
/** The table facts, 2 × 2 to 9 × 9, each once (the smaller digit first). */
const FACTS: readonly (readonly [number, number])[] = Array.from({ length: 8 }, (_, i) => i + 2).flatMap(
  (a) => Array.from({ length: 10 - a }, (_, i) => [a, a + i] as const),
);

/** The smallest number of `digits` digits a drill shows: 2 for one digit, so there is no × 1 or ÷ 1. */
const lowest = (digits: number): number => (digits === 1 ? 2 : smallestOf(digits));
const highest = largestOf;

/**
 * Two-number × and ÷ drills as soroban schools set them: a `left`-digit number times a `right`-digit one
 * (2×1, 3×1, 2×2), and a division whose quotient has `left` digits and divisor `right` (exact by
 * construction: the dividend is their product). With `zeros`, half the numbers of two digits or more get a 0
 * after their first digit (305 × 4).
 */
export class DrillBuilder implements QuestionSource {
  answer = 0;
  readonly numbers: number[] = [];
  readonly operators: Operator[] = [];

  private readonly digits: OperandDigits;
  /** The focus facts of each operator, as pairs of digits. */
  private readonly facts: Record<'*' | '/', [number, number][]> = { '*': [], '/': [] };
  /** The table facts of the drills kept so far. */
  private readonly tally = new FormulaTally();

  constructor(
    private readonly random: Random,
    private readonly settings: ResolvedSettings,
  ) {
    this.digits = settings.operandDigits!;
    for (const skill of settings.focus) {
      const match = /^(mul|div)\.(\d)×(\d)$/.exec(skill);
      if (match) this.facts[match[1] === 'mul' ? '*' : '/'].push([Number(match[2]), Number(match[3])]);
    }
  }

  draw(focus: Operator): string {
    const { left, right } = this.digits;
    const { random } = this;
    const facts = focus === '*' || focus === '/' ? this.facts[focus] : [];
    let first: number;
    let second: number;
    if (facts.length > 0 && random.next() < FOCUS_PREFERENCE) {
      const fact = facts[random.int(0, facts.length - 1)]!;
      const [a, b] = random.next() < 0.5 ? fact : [fact[1], fact[0]];
      first = this.numberAround(left, a);
      second = this.numberAround(right, b);
    } else {
      // Built around the fact the exam has used least: drawn digit by digit, 3 × 7 (as 3 × 7 and 7 × 3)
      // would come twice as often as 7 × 7, and chance stretches that further in an exam of ten.
      const [a, b] = this.leastUsedFact(focus === '/' ? 'div' : 'mul');
      const [onLeft, onRight] = random.next() < 0.5 ? [a, b] : [b, a];
      first = this.numberWith(left, onLeft);
      second = this.numberWith(right, onRight);
    }
    this.numbers.length = 0;
    this.operators.length = 0;
    this.operators.push(focus);
    if (focus === '/') {
      this.numbers.push(first * second, second);
      this.answer = first;
      return `${first * second} / ${second}`;
    }
    this.numbers.push(first, second);
    this.answer = first * second;
    return `${first} * ${second}`;
  }

  kept(question: string): void {
    this.tally.add(question);
  }

  /** The fact of `table` the exam's drills have used least, the first such from a random start. */
  private leastUsedFact(table: 'mul' | 'div'): readonly [number, number] {
    const start = this.random.int(0, FACTS.length - 1);
    let least = FACTS[start]!;
    for (let i = 1; i < FACTS.length && this.tally.factUses(table, ...least) > 0; i += 1) {
      const fact = FACTS[(start + i) % FACTS.length]!;
      if (this.tally.factUses(table, ...fact) < this.tally.factUses(table, ...least)) least = fact;
    }
    return least;
  }

  /** A number of `digits` digits drawn as any other, with `digit` at one of its places. */
  private numberWith(digits: number, digit: number): number {
    const number = this.number(digits);
    const place = POWERS_OF_TEN[this.random.int(0, digits - 1)]!;
    return number + (digit - (Math.floor(number / place) % 10)) * place;
  }

  /** A number of `digits` digits most of which are `digit`, one at least. */
  private numberAround(digits: number, digit: number): number {
    const { random } = this;
    const surely = random.int(0, digits - 1);
    let number = 0;
    for (let place = digits - 1; place >= 0; place -= 1) {
      const own = place === surely || random.next() < FOCUS_DIGIT;
      const other = place === digits - 1 ? random.int(2, 9) : random.int(0, 9);
      number = number * 10 + (own ? digit : other);
    }
    return number;
  }

  private number(digits: number): number {
    const { random } = this;
    const number = random.int(lowest(digits), highest(digits));
    if (!this.settings.zeros || digits < 2 || random.next() < 0.5) return number;
    const place = POWERS_OF_TEN[random.int(0, digits - 2)]!;
    return number - (Math.floor(number / place) % 10) * place;
  }
}

/** How many distinct drills the settings allow: every pair of numbers, for each operator. */
export function countDrills({ operandDigits, operators }: ResolvedSettings): number {
  const { left, right } = operandDigits!;
  return operators.length * (highest(left) - lowest(left) + 1) * (highest(right) - lowest(right) + 1);
}

/** Every drill the settings allow, in order: what random drawing missed, when the settings are narrow. */
export function* everyDrill({ operandDigits, operators }: ResolvedSettings): Generator<Expression> {
  const { left, right } = operandDigits!;
  for (const operator of operators) {
    for (let first = lowest(left); first <= highest(left); first += 1) {
      for (let second = lowest(right); second <= highest(right); second += 1) {
        yield operator === '/'
          ? { operands: [first * second, second], operators: ['/'], answer: first }
          : { operands: [first, second], operators: ['*'], answer: first * second };
      }
    }
  }
}
