import type { Operator } from './operator.js';

/** Draws random questions for one exam's settings; the generator keeps the distinct ones. */
export interface QuestionSource {
  /**
   * A new random question that contains `focus` where the settings allow, as its stored text; null when this
   * draw found none (an abacus drill that never used its method's complement), which counts as a draw too.
   */
  draw(focus: Operator): string | null;
  /** The answer of the question last drawn. */
  readonly answer: number;
  /**
   * Its numbers, and the operator between each two: `operators[i]` sits between `numbers[i]` and `numbers[i + 1]`.
   * Read them before the next draw, which may reuse the arrays.
   */
  readonly numbers: readonly number[];
  readonly operators: readonly Operator[];
  /** Told of each question the exam keeps, so that later draws can even out the formulas it has used. */
  kept?(question: string): void;
}
