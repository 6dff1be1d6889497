import { COMBINED, DIRECT, entrySteps, FIVE, TEN } from './abacus.js';
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

/**
 * Hears each step of a question as it is replayed: its skill, and how far from the answer the bead slips
 * modelled for that step (§5.13) would leave the child: a forgotten 5-bead (5 on its rod), a lost carry or
 * borrow (1 on the rod to its left), a table fact recalled from the next row.
 */
type StepListener = (skill: Skill, slips: readonly number[]) => void;

const NO_SLIPS: readonly number[] = [];

/** The slips of a + − step of this kind at `place`: the 5-bead its friend moves, the carry it passes on. */
function moveSlips(kind: number, place: number): readonly number[] {
  if (kind === FIVE) return [5 * place];
  if (kind === TEN) return [10 * place];
  if (kind === COMBINED) return [5 * place, 10 * place];
  return NO_SLIPS;
}

/** The digits of a whole number with their places (1, 10, 100 …), units first. */
function placedDigits(value: number): { digit: number; place: number }[] {
  return [...String(Math.trunc(Math.abs(value)))]
    .reverse()
    .map((digit, index) => ({ digit: Number(digit), place: 10 ** index }));
}

const fact = (table: 'mul' | 'div', a: number, b: number): Skill =>
  `${table}.${Math.min(a, b)}×${Math.max(a, b)}`;

/**
 * A table fact for each pair of digits of the two numbers, as `mul.3×7` or `div.3×7`. A product recalled
 * from the next row of the table is off by one factor at the pair's place, times what still multiplies
 * the term (`scale`); a quotient digit from the wrong row is off by one at its place.
 */
function hearTableFacts(
  listen: StepListener,
  table: 'mul' | 'div',
  left: number,
  right: number,
  scale: number,
): void {
  for (const { digit: a, place: atLeft } of placedDigits(left)) {
    if (a < 2) continue;
    for (const { digit: b, place: atRight } of placedDigits(right)) {
      if (b < 2) continue;
      const slips =
        table === 'mul' ? [a * atLeft * atRight * scale, b * atLeft * atRight * scale] : [atLeft * scale];
      listen(fact(table, a, b), scale === 0 ? NO_SLIPS : slips);
    }
  }
}

/** The steps of entering `number` into a soroban showing `total` (see {@link entrySteps}), each named. */
function hearEntry(listen: StepListener, total: number, subtract: boolean, number: number): void {
  const sign = subtract ? 'sub' : 'add';
  entrySteps(total, subtract, number, (move, amount, place) =>
    listen(`${sign}.${KIND_NAMES[move]}.${amount}`, moveSlips(move, place)),
  );
}

/**
 * The value of one term of a sum (`7 * 3`, `84 / 4`, `12`), counting the table facts its products and
 * quotients use, worked left to right; a quotient keeps its whole part, as a child writes it.
 */
function termValue(
  listen: StepListener,
  operands: readonly number[],
  operators: readonly Operator[],
): number {
  let value = operands[0]!;
  operators.forEach((operator, index) => {
    const next = operands[index + 1]!;
    // A slip is followed through the products after it; after a quotient it is not followed (scale 0).
    const rest = operators.slice(index + 1);
    const scale = rest.every((later) => later === '*')
      ? operands.slice(index + 2).reduce((product, operand) => product * Math.abs(operand), 1)
      : 0;
    if (operator === '*') {
      hearTableFacts(listen, 'mul', value, next, scale);
      value *= next;
    } else {
      const quotient = Math.trunc(value / next);
      hearTableFacts(listen, 'div', quotient, next, scale);
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
  replaySteps(question, (skill) => {
    counts[skill] = (counts[skill] ?? 0) + 1;
  });
  return counts;
}

/** Replays the question step by step (see {@link skillsOf}), telling `listen` of each. */
function replaySteps(question: string, listen: StepListener): void {
  let negative = false;
  let size = 0;
  termsOf(question).forEach(({ subtract, operands, operators }, index) => {
    const value = termValue(listen, operands, operators);
    if (index === 0) {
      negative = value < 0;
      size = Math.abs(value);
      return;
    }
    const magnitude = Math.abs(value);
    const towardsZero = (subtract !== negative) !== value < 0;
    if (!towardsZero) {
      hearEntry(listen, size, false, magnitude);
      size += magnitude;
    } else if (magnitude <= size) {
      hearEntry(listen, size, true, magnitude);
      size -= magnitude;
    } else {
      hearEntry(listen, magnitude, true, size);
      size = magnitude - size;
      negative = !negative;
    }
  });
}

/**
 * The skills a wrong answer is charged to: those of the steps whose modelled slip (a forgotten 5-bead, a
 * lost carry or borrow, a table fact from the next row) leaves exactly that answer, either way round; when
 * no step's slip does, every skill of the question, for the child went wrong somewhere in it.
 */
export function skillsMissed(question: string, answer: number, given: number): Skill[] {
  const off = Math.abs(given - answer);
  const all = new Set<Skill>();
  const slipped = new Set<Skill>();
  replaySteps(question, (skill, slips) => {
    all.add(skill);
    if (slips.includes(off)) slipped.add(skill);
  });
  return [...(slipped.size > 0 ? slipped : all)];
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

const KIND_ORDER = ['direct', 'small', 'big', 'mix'];

/** Where a skill stands in a teacher's order: direct moves, small, big, then mixed friends (+ before −, 1–9), then × and ÷ tables. */
function skillRank(skill: Skill): [number, number, string] {
  const [operation, kind, digit] = skill.split('.') as [string, string, string?];
  if (operation === 'add' || operation === 'sub') {
    return [KIND_ORDER.indexOf(kind), operation === 'add' ? 0 : 1, digit ?? ''];
  }
  return [KIND_ORDER.length + (operation === 'mul' ? 0 : 1), 0, kind];
}

/** Orders skills as a teacher reads them (see {@link skillRank}). */
export function compareSkills(a: Skill, b: Skill): number {
  const [x, y] = [skillRank(a), skillRank(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
}
