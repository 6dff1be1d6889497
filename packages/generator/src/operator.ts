/** The canonical order: settings are normalised to it, so the order a caller lists operators in never changes an exam. */
export const OPERATORS = ['+', '-', '*', '/'] as const;

export type Operator = (typeof OPERATORS)[number];

export const isOperator = (value: unknown): value is Operator =>
  (OPERATORS as readonly unknown[]).includes(value);
