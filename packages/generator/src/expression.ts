import type { Operator } from './operator.js';

/** A question before it gets its options: `operators[i]` sits between `operands[i]` and `operands[i + 1]`. */
export interface Expression {
  readonly operands: readonly number[];
  readonly operators: readonly Operator[];
  readonly answer: number;
}

/** Single spaces and ASCII operators: the stored form, and the key that makes questions distinct. */
export function formatExpression({ operands, operators }: Expression): string {
  let text = String(operands[0]);
  for (let i = 0; i < operators.length; i += 1) text += ` ${operators[i]} ${operands[i + 1]}`;
  return text;
}
