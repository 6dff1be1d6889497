import type { Expression } from './expression.js';
import { largestOf, POWERS_OF_TEN, smallestOf } from './numbers.js';
import type { Operator } from './operator.js';
import type { QuestionSource } from './question-source.js';
import type { Random } from './random.js';
import type { OperandDigits, ResolvedSettings } from './settings.js';

/** How often a drill is built around a focus fact, when its operator has one. */
const FOCUS_PREFERENCE = 0.85;
/** How likely each digit of a focused drill's number is the fact's: most, so the fact is most of the drill. */
const FOCUS_DIGIT = 0.7;

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
      first = this.number(left);
      second = this.number(right);
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
