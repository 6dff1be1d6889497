import { ABACUS_METHODS, isAbacusMethod, type AbacusMethod } from './abacus.js';
import { GenerationError } from './generation-error.js';
import { SETTING_BOUNDS } from './limits.js';
import { isOperator, OPERATORS, type Operator } from './operator.js';
import { randomSeed } from './random.js';

export interface GeneratorSettings {
  /** Most numbers in one question; each question has between 2 and this many. */
  maxTerms: number;
  minNumber: number;
  maxNumber: number;
  operators: readonly Operator[];
  totalQuestions: number;
  marksPerQuestion: number;
  /** Same settings and seed give the same exam. */
  seed?: number | undefined;
  /** `+ -` drills whose every soroban move is of the kinds this method allows, and that use its complement. */
  abacusMethod?: AbacusMethod | undefined;
}

/** Checked settings: operators deduplicated in canonical order, seed always present. */
export interface ResolvedSettings {
  readonly maxTerms: number;
  readonly minNumber: number;
  readonly maxNumber: number;
  readonly operators: readonly Operator[];
  readonly totalQuestions: number;
  readonly marksPerQuestion: number;
  readonly seed: number;
  readonly abacusMethod: AbacusMethod | undefined;
}

const shown = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(shown).join(', ')}]`;
  return String(value);
};

const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Reports every problem at once, so a caller fixes a request in one round trip. */
export function resolveSettings(settings: GeneratorSettings): ResolvedSettings {
  if (typeof settings !== 'object' || settings === null) {
    throw new GenerationError('INVALID_SETTINGS', `settings must be an object (got ${shown(settings)})`);
  }
  const { maxTerms, minNumber, maxNumber, operators, totalQuestions, marksPerQuestion, seed, abacusMethod } =
    settings as Partial<Record<keyof GeneratorSettings, unknown>>;
  const problems: string[] = [];
  const requireWhole = (name: string, value: unknown, min: number, max: number): void => {
    if (!isWholeIn(value, min, max)) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got ${shown(value)})`);
    }
  };

  requireWhole('maxTerms', maxTerms, SETTING_BOUNDS.terms.min, SETTING_BOUNDS.terms.max);
  requireWhole('minNumber', minNumber, SETTING_BOUNDS.numbers.min, SETTING_BOUNDS.numbers.max);
  requireWhole('maxNumber', maxNumber, SETTING_BOUNDS.numbers.min, SETTING_BOUNDS.numbers.max);
  if (
    isWholeIn(minNumber, SETTING_BOUNDS.numbers.min, SETTING_BOUNDS.numbers.max) &&
    isWholeIn(maxNumber, SETTING_BOUNDS.numbers.min, SETTING_BOUNDS.numbers.max)
  ) {
    if (maxNumber < minNumber) {
      problems.push(`maxNumber (${maxNumber}) must not be smaller than minNumber (${minNumber})`);
    }
  }
  const operatorsValid = Array.isArray(operators) && operators.length > 0 && operators.every(isOperator);
  if (!operatorsValid) {
    problems.push(`operators must be a non-empty list of ${OPERATORS.join(' ')} (got ${shown(operators)})`);
  }
  requireWhole(
    'totalQuestions',
    totalQuestions,
    SETTING_BOUNDS.totalQuestions.min,
    SETTING_BOUNDS.totalQuestions.max,
  );
  requireWhole(
    'marksPerQuestion',
    marksPerQuestion,
    SETTING_BOUNDS.marksPerQuestion.min,
    SETTING_BOUNDS.marksPerQuestion.max,
  );
  if (seed !== undefined) requireWhole('seed', seed, 0, SETTING_BOUNDS.seed.max);
  if (abacusMethod !== undefined) {
    if (!isAbacusMethod(abacusMethod)) {
      problems.push(`abacusMethod must be one of ${ABACUS_METHODS.join(', ')} (got ${shown(abacusMethod)})`);
    } else if (operatorsValid && operators.some((op) => op === '*' || op === '/')) {
      problems.push(`abacusMethod drills use + and - only (got operators ${shown(operators)})`);
    }
  }

  if (problems.length > 0)
    throw new GenerationError('INVALID_SETTINGS', `Invalid settings: ${problems.join('; ')}`);

  const chosen = operators as readonly Operator[];
  return {
    maxTerms: maxTerms as number,
    minNumber: minNumber as number,
    maxNumber: maxNumber as number,
    operators: OPERATORS.filter((operator) => chosen.includes(operator)),
    totalQuestions: totalQuestions as number,
    marksPerQuestion: marksPerQuestion as number,
    seed: (seed as number | undefined) ?? randomSeed(),
    abacusMethod: abacusMethod as AbacusMethod | undefined,
  };
}
