import { entrySteps } from './abacus.js';
import { MOVE_OF_KIND, skillsOf } from './skills.js';

/** Where a rod step stands in a tally: its direction, its kind of move (one bit of DIRECT … COMBINED), the amount. */
const stepIndex = (subtract: boolean, move: number, amount: number): number =>
  ((subtract ? 16 : 0) + move) * 10 + amount;

const FACTS_AT = stepIndex(true, MOVE_OF_KIND.mix!, 9) + 1;

/** Where a table fact stands in a tally, after the rod steps: `mul` or `div`, its digits 2–9 in either order. */
const factIndex = (table: 'mul' | 'div', a: number, b: number): number =>
  FACTS_AT + (table === 'div' ? 64 : 0) + (Math.min(a, b) - 2) * 8 + (Math.max(a, b) - 2);

const SIZE = factIndex('div', 9, 9) + 1;

/** The tally index of a skill's name (`sub.big.7`, `mul.3×7`). */
function indexOfSkill(skill: string): number {
  const [family, kind, amount] = skill.split('.') as [string, string, string?];
  if (family === 'mul' || family === 'div') return factIndex(family, Number(kind[0]), Number(kind[2]));
  return stepIndex(family === 'sub', MOVE_OF_KIND[kind]!, Number(amount));
}

/** How often the questions an exam has kept so far use each formula and table fact, as their replay counts them. */
export class FormulaTally {
  private readonly counts = new Uint32Array(SIZE);

  /** The uses of the formula that enters `amount` with `move` (DIRECT, FIVE, TEN or COMBINED). */
  stepUses(subtract: boolean, move: number, amount: number): number {
    return this.counts[stepIndex(subtract, move, amount)]!;
  }

  /** The uses of the table fact of digits `a` and `b` (2–9, in either order). */
  factUses(table: 'mul' | 'div', a: number, b: number): number {
    return this.counts[factIndex(table, a, b)]!;
  }

  /** Counts in the steps of entering `number` into a soroban showing `total`, as a child works them. */
  addEntry(total: number, subtract: boolean, number: number): void {
    entrySteps(total, subtract, number, (move, amount) => {
      this.counts[stepIndex(subtract, move, amount)]! += 1;
    });
  }

  /** Counts in every step and fact of a question the exam keeps. */
  add(question: string): void {
    for (const [skill, count] of Object.entries(skillsOf(question))) {
      this.counts[indexOfSkill(skill)]! += count;
    }
  }
}
