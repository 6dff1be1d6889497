import { addMove, COMBINED, DIRECT, FIVE, takeMove, TEN } from './abacus.js';
import { isOperator, type Operator } from './operator.js';

/**
 * The formulas of the soroban a child uses, as teachers name them. A `+ −` step on one rod is one of
 * `add.direct.k`, `add.small.k` (a 5-complement, +4 as +5 −1), `add.big.k` (a 10-complement, +7 as −3 and
 * 1 carried), `add.mix.k` (both, +6 on 5 as −5 +1 and 1 carried), and the same with `sub.`, for k = 1…9. The
 * carry or borrow of a big friend is part of it where the beads are free; where it needs a friend of its own
 * (1 carried onto a 4 is +5 −4, onto a 9 it carries on) that is a step of its own, `add.small.1` or
 * `add.big.1` on the rod to the left, as the child works it.
 * × and ÷ use table facts: `mul.a×b` and `div.a×b`, a ≤ b, 2 to 9 (0 and 1 need no table).
 */
export type Skill = string;

/** How often a question uses each skill. */
export type SkillCounts = Record<Skill, number>;

/** The move each formula kind of a skill's name stands for. */
export const MOVE_OF_KIND: Readonly<Record<string, number>> = {
  direct: DIRECT,
  small: FIVE,
  big: TEN,
  mix: COMBINED,
};

const KIND_NAMES: Record<number, string> = {
  [DIRECT]: 'direct',
  [FIVE]: 'small',
  [TEN]: 'big',
  [COMBINED]: 'mix',
};

const digitAt = (value: number, place: number): number => Math.floor(value / place) % 10;

const count = (counts: SkillCounts, skill: Skill): void => {
  counts[skill] = (counts[skill] ?? 0) + 1;
};

/** The digits of a whole number, 1 to 9 only: those a table is needed for (a 0 or a 1 is not). */
function tableDigits(value: number): number[] {
  return [...String(Math.trunc(Math.abs(value)))].map(Number).filter((digit) => digit >= 2);
}

/** A table fact for each pair of digits of the two numbers, as `mul.3×7` or `div.3×7`. */
function countTableFacts(counts: SkillCounts, table: 'mul' | 'div', left: number, right: number): void {
  for (const a of tableDigits(left)) {
    for (const b of tableDigits(right)) count(counts, `${table}.${Math.min(a, b)}×${Math.max(a, b)}`);
  }
}

/**
 * The steps of entering `number` into a soroban showing `total` (never more than it shows when taking
 * away): each digit from the highest down on its rod, then each carry or borrow on the rods to its left.
 */
function countEntry(counts: SkillCounts, total: number, subtract: boolean, number: number): void {
  const sign = subtract ? 'sub' : 'add';
  let place = 1;
  while (place * 10 <= number) place *= 10;
  let value = total;
  for (; place >= 1; place /= 10) {
    const amount = digitAt(number, place);
    if (amount === 0) continue;
    const digit = digitAt(value, place);
    count(
      counts,
      `${sign}.${KIND_NAMES[subtract ? takeMove(digit, amount) : addMove(digit, amount)]}.${amount}`,
    );
    let going = subtract ? digit < amount : digit + amount >= 10;
    for (let next = place * 10; going; next *= 10) {
      const neighbour = digitAt(value, next);
      const move = subtract ? takeMove(neighbour, 1) : addMove(neighbour, 1);
      if (move !== DIRECT) count(counts, `${sign}.${KIND_NAMES[move]}.1`);
      going = subtract ? neighbour === 0 : neighbour === 9;
    }
    value = subtract ? value - amount * place : value + amount * place;
  }
}

/**
 * The value of one term of a sum (`7 * 3`, `84 / 4`, `12`), counting the table facts its products and
 * quotients use, worked left to right; a quotient keeps its whole part, as a child writes it.
 */
function termValue(counts: SkillCounts, operands: readonly number[], operators: readonly Operator[]): number {
  let value = operands[0]!;
  operators.forEach((operator, index) => {
    const next = operands[index + 1]!;
    if (operator === '*') {
      countTableFacts(counts, 'mul', value, next);
      value *= next;
    } else {
      const quotient = Math.trunc(value / next);
      countTableFacts(counts, 'div', quotient, next);
      value = quotient;
    }
  });
  return value;
}

/** Reads a question as the generator writes it (`12 + 7 * 3 - 5`) into its terms, each with its sign. */
function termsOf(question: string): { subtract: boolean; operands: number[]; operators: Operator[] }[] {
  const tokens = question.trim().split(/\s+/);
  const terms = [{ subtract: false, operands: [Number(tokens[0])], operators: [] as Operator[] }];
  for (let i = 1; i < tokens.length; i += 2) {
    const operator = tokens[i];
    const operand = Number(tokens[i + 1]);
    if (!isOperator(operator) || !Number.isFinite(operand)) throw new Error(`not a question: ${question}`);
    if (operator === '+' || operator === '-') {
      terms.push({ subtract: operator === '-', operands: [operand], operators: [] });
    } else {
      const term = terms.at(-1)!;
      term.operands.push(operand);
      term.operators.push(operator);
    }
  }
  return terms;
}

/**
 * The skills a question uses and how often, replayed as a child works it: each product and quotient from
 * its table facts, then the terms onto the soroban one after another. Setting the first number on a cleared
 * soroban is no formula and is not counted. A running total below zero is worked as its size: taking away
 * more than the soroban shows is worked as the larger number less the smaller, as children are taught.
 */
export function skillsOf(question: string): SkillCounts {
  const counts: SkillCounts = {};
  let negative = false;
  let size = 0;
  termsOf(question).forEach(({ subtract, operands, operators }, index) => {
    const value = termValue(counts, operands, operators);
    if (index === 0) {
      negative = value < 0;
      size = Math.abs(value);
      return;
    }
    const magnitude = Math.abs(value);
    const towardsZero = (subtract !== negative) !== value < 0;
    if (!towardsZero) {
      countEntry(counts, size, false, magnitude);
      size += magnitude;
    } else if (magnitude <= size) {
      countEntry(counts, size, true, magnitude);
      size -= magnitude;
    } else {
      countEntry(counts, magnitude, true, size);
      size = magnitude - size;
      negative = !negative;
    }
  });
  return counts;
}

/** Every skill's name: `add.big.7`, `sub.small.3`, `mul.3×7` (the smaller factor first). */
export const SKILL_PATTERN =
  /^(?:(?:add|sub)\.(?:direct|small|big|mix)\.[1-9]|(?:mul|div)\.([2-9])×([2-9]))$/;

export const isSkill = (value: unknown): value is Skill => {
  const match = typeof value === 'string' ? SKILL_PATTERN.exec(value) : null;
  return match !== null && (match[1] === undefined || match[1] <= match[2]!);
};

/** The share of a focused question's steps that must use a focus skill. */
export const FOCUS_SHARE = 0.4;

/** Whether a question practises the focus: at least one of its steps uses a focus skill, and 40 % of them do. */
export function practisesFocus(question: string, focus: ReadonlySet<Skill>): boolean {
  let steps = 0;
  let focusSteps = 0;
  for (const [skill, uses] of Object.entries(skillsOf(question))) {
    steps += uses;
    if (focus.has(skill)) focusSteps += uses;
  }
  return focusSteps > 0 && focusSteps >= FOCUS_SHARE * steps;
}
