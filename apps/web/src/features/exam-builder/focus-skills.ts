import type { AbacusMethod, OperandDigits, Operator, Skill } from '@abacus/generator';

/** What the choice of skills depends on, as the builder holds it. */
interface FocusSettings {
  operators: readonly Operator[];
  abacusMethod: AbacusMethod | 'none';
  operandDigits: OperandDigits | null;
  maxNumber: number;
}

/** The formula kinds each abacus method lets a question use, as skills name them. */
const KINDS_OF_METHOD: Record<AbacusMethod, readonly string[]> = {
  direct: ['direct'],
  'small-friends': ['direct', 'small'],
  'big-friends': ['direct', 'big'],
  mixed: ['direct', 'small', 'big', 'mix'],
};

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Every table fact, 2 × 2 to 9 × 9, the smaller factor first. */
const TABLE_FACTS: readonly (readonly [number, number])[] = DIGITS.flatMap((a) =>
  DIGITS.filter((b) => a >= 2 && b >= a).map((b) => [a, b] as const),
);

/**
 * The skills these settings can be focused on: the soroban formulas the abacus method allows for the
 * operators chosen (a digit above the largest number left out), or the table facts of a × ÷ drill. None for
 * other exams, which the generator cannot steer.
 */
export function focusChoices(values: FocusSettings): Skill[] {
  const { operators, abacusMethod, operandDigits, maxNumber } = values;
  if (operandDigits) {
    return (['mul', 'div'] as const)
      .filter((table) => operators.includes(table === 'mul' ? '*' : '/'))
      .flatMap((table) => TABLE_FACTS.map(([a, b]) => `${table}.${a}×${b}`));
  }
  if (abacusMethod === 'none') return [];
  const signs = (['add', 'sub'] as const).filter((sign) => operators.includes(sign === 'add' ? '+' : '-'));
  return signs.flatMap((sign) =>
    KINDS_OF_METHOD[abacusMethod].flatMap((kind) =>
      DIGITS.filter((digit) => maxNumber >= 10 || digit <= maxNumber).map(
        (digit) => `${sign}.${kind}.${digit}`,
      ),
    ),
  );
}
