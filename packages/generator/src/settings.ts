import { ABACUS_METHODS, allowedMoves, isAbacusMethod, type AbacusMethod } from './abacus.js';
import { GenerationError } from './generation-error.js';
import { LARGEST_FACTOR, SETTING_BOUNDS, type Bounds } from './limits.js';
import { largestOf, smallestOf } from './numbers.js';
import { isOperator, OPERATORS, type Operator } from './operator.js';
import { randomSeed } from './random.js';
import { isSkill, MOVE_OF_KIND, type Skill } from './skills.js';

/** How many digits the numbers have: each row draws its count from `min` to `max` alike. */
export interface DigitRange {
  min: number;
  max: number;
}

/** The two numbers of a × or ÷ drill: × `left`-digit × `right`-digit; ÷ a `left`-digit quotient, `right`-digit divisor. */
export interface OperandDigits {
  left: number;
  right: number;
}

/** How a child answers: picks one of four options, or writes the number as on an abacus examination paper. */
export const ANSWER_MODES = ['choice', 'typed'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

export interface GeneratorSettings {
  /** Most numbers in one question; each question has between `minTerms` (default 2) and this many. */
  maxTerms: number;
  minTerms?: number | undefined;
  /** The range of every number; or instead `digits`, or for a two-number × ÷ drill `operandDigits`. */
  minNumber?: number | undefined;
  maxNumber?: number | undefined;
  digits?: DigitRange | undefined;
  /**
   * With `digits` of mixed counts, every question's rows have this many digits in all ("4 rows, 6 digits in
   * all", as Zenshuren sets mitorizan at 10–7 kyu): `+ -` rows without an abacusMethod, minTerms = maxTerms.
   */
  totalDigits?: number | undefined;
  /** Prefer numbers with a 0 inside, such as 305 or 40: half the numbers of two digits or more have one. */
  zeros?: boolean | undefined;
  operandDigits?: OperandDigits | undefined;
  /** `+ -` questions whose running total may go below zero (upper grades). */
  negativeAnswers?: boolean | undefined;
  /**
   * With `negativeAnswers`, the percentage of questions whose answer is below zero (0–50, default 10, as dan
   * papers have about one in ten); the others never go below zero.
   */
  negativeShare?: number | undefined;
  operators: readonly Operator[];
  totalQuestions: number;
  marksPerQuestion: number;
  /** Same settings and seed give the same exam. */
  seed?: number | undefined;
  /** `+ -` drills whose every soroban move is of the kinds this method allows, and that use its complement. */
  abacusMethod?: AbacusMethod | undefined;
  /** `choice` (default): four options from bead mistakes; `typed`: no options. */
  answerMode?: AnswerMode | undefined;
  /**
   * Skills to practise (`add.big.7`, `mul.3×7`): every question uses one, and 40 % of its steps do. Formulas
   * of + - need an abacusMethod that allows them, table facts a × ÷ drill (operandDigits).
   */
  focus?: readonly Skill[] | undefined;
}

/** Checked settings: operators deduplicated in canonical order, seed always present, the range of every number. */
export interface ResolvedSettings {
  readonly maxTerms: number;
  readonly minTerms: number;
  readonly minNumber: number;
  readonly maxNumber: number;
  readonly digits: DigitRange | null;
  /** The digits of every question's rows in all; null for any. */
  readonly totalDigits: number | null;
  readonly zeros: boolean;
  readonly operandDigits: OperandDigits | null;
  readonly negativeAnswers: boolean;
  /** The percentage of questions whose answer is below zero: 0 without `negativeAnswers`. */
  readonly negativeShare: number;
  readonly operators: readonly Operator[];
  readonly totalQuestions: number;
  readonly marksPerQuestion: number;
  readonly seed: number;
  readonly abacusMethod: AbacusMethod | undefined;
  readonly answerMode: AnswerMode;
  /** Sorted, each once; empty when the exam practises no skill in particular. */
  readonly focus: readonly Skill[];
}

/** The most skills one exam may focus on: a few formulas a lesson, not the whole syllabus. */
export const MOST_FOCUS_SKILLS = 20;

/** What keeps the settings from reaching a focus skill, or null when nothing obvious does. */
function unreachable(
  skill: Skill,
  operators: readonly Operator[],
  abacusMethod: AbacusMethod | undefined,
  drill: boolean,
  largest: number,
): string | null {
  const [family, kind, amount] = skill.split('.') as [string, string, string];
  const operator = ({ add: '+', sub: '-', mul: '*', div: '/' } as const)[family as 'add'];
  if (!operators.includes(operator)) return `focus ${skill} needs the operator ${operator}`;
  if (family === 'mul' || family === 'div') {
    return drill ? null : `focus ${skill} is a table fact: practise it in a × ÷ drill (operandDigits)`;
  }
  if (abacusMethod === undefined) return `focus ${skill} is a soroban formula: give an abacusMethod`;
  if ((allowedMoves(abacusMethod) & MOVE_OF_KIND[kind]!) === 0) {
    return `focus ${skill} is a move the ${abacusMethod} method does not allow`;
  }
  const digit = Number(amount);
  return largest < 10 && digit > largest
    ? `focus ${skill} needs a ${digit}, above maxNumber ${largest}`
    : null;
}

const shown = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(shown).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, each]) => `${key}: ${shown(each)}`)
      .join(', ')}}`;
  }
  return String(value);
};

/** The percentage of questions below zero where negativeAnswers is on and no share is given. */
export const DEFAULT_NEGATIVE_SHARE = 10;

const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Reports every problem at once, so a caller fixes a request in one round trip. */
export function resolveSettings(settings: GeneratorSettings): ResolvedSettings {
  if (typeof settings !== 'object' || settings === null) {
    throw new GenerationError('INVALID_SETTINGS', `settings must be an object (got ${shown(settings)})`);
  }
  const {
    maxTerms,
    minTerms,
    minNumber,
    maxNumber,
    digits,
    totalDigits,
    zeros,
    operandDigits,
    negativeAnswers,
    negativeShare,
    operators,
    totalQuestions,
    marksPerQuestion,
    seed,
    abacusMethod,
    answerMode,
    focus,
  } = settings as Partial<Record<keyof GeneratorSettings, unknown>>;
  const problems: string[] = [];
  const requireWhole = (name: string, value: unknown, min: number, max: number): void => {
    if (!isWholeIn(value, min, max)) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got ${shown(value)})`);
    }
  };
  const requireBoolean = (name: string, value: unknown): void => {
    if (value !== undefined && typeof value !== 'boolean') {
      problems.push(`${name} must be true or false (got ${shown(value)})`);
    }
  };
  /** A `{ name: whole number }` object with these fields, each a digit count; whether it is one. */
  const requireDigits = (
    name: string,
    value: unknown,
    fields: readonly string[],
    { min, max }: Bounds,
  ): boolean => {
    const ok =
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).every((key) => fields.includes(key)) &&
      fields.every((field) => isWholeIn((value as Record<string, unknown>)[field], min, max));
    if (!ok) {
      const form = fields.map((field) => `${field}: ${min}–${max}`).join(', ');
      problems.push(`${name} must be {${form}} (got ${shown(value)})`);
    }
    return ok;
  };

  requireWhole('maxTerms', maxTerms, SETTING_BOUNDS.terms.min, SETTING_BOUNDS.terms.max);
  if (minTerms !== undefined) {
    requireWhole('minTerms', minTerms, SETTING_BOUNDS.terms.min, SETTING_BOUNDS.terms.max);
    if (
      isWholeIn(minTerms, SETTING_BOUNDS.terms.min, SETTING_BOUNDS.terms.max) &&
      isWholeIn(maxTerms, SETTING_BOUNDS.terms.min, SETTING_BOUNDS.terms.max) &&
      minTerms > maxTerms
    ) {
      problems.push(`minTerms (${minTerms}) must not be larger than maxTerms (${maxTerms})`);
    }
  }

  const operatorsValid = Array.isArray(operators) && operators.length > 0 && operators.every(isOperator);
  if (!operatorsValid) {
    problems.push(`operators must be a non-empty list of ${OPERATORS.join(' ')} (got ${shown(operators)})`);
  }
  const chosen = operatorsValid ? (operators as readonly Operator[]) : [];
  const timesOrDivide = chosen.some((op) => op === '*' || op === '/');
  const plusOrMinus = chosen.some((op) => op === '+' || op === '-');

  // The numbers: a range, or digit counts, or for a × ÷ drill the digits of each of its two numbers.
  let range: { min: number; max: number } | null = null;
  let digitRange: DigitRange | null = null;
  let drill: OperandDigits | null = null;
  const ranged = minNumber !== undefined || maxNumber !== undefined;
  const ways = [ranged, digits !== undefined, operandDigits !== undefined].filter(Boolean).length;
  if (ways > 1) {
    problems.push('give the numbers one way: minNumber and maxNumber, or digits, or operandDigits');
  } else if (digits !== undefined) {
    if (requireDigits('digits', digits, ['min', 'max'], SETTING_BOUNDS.digits)) {
      const { min, max } = digits as DigitRange;
      if (min > max) problems.push(`digits.min (${min}) must not be larger than digits.max (${max})`);
      else {
        digitRange = { min, max };
        range = { min: smallestOf(min), max: largestOf(max) };
      }
    }
  } else if (operandDigits !== undefined) {
    if (requireDigits('operandDigits', operandDigits, ['left', 'right'], SETTING_BOUNDS.operandDigits)) {
      drill = { ...(operandDigits as OperandDigits) };
      if (operatorsValid && plusOrMinus) {
        problems.push(`operandDigits drills use * and / only (got operators ${shown(operators)})`);
      }
      if (isWholeIn(maxTerms, SETTING_BOUNDS.terms.min, SETTING_BOUNDS.terms.max) && maxTerms !== 2) {
        problems.push(`operandDigits drills have two numbers: set maxTerms to 2 (got ${maxTerms})`);
      }
      // The smallest and largest number a drill can show, the dividend of a division included.
      range = { min: 2, max: largestOf(Math.max(drill.left, drill.right) + drill.right) };
    }
  } else {
    requireWhole('minNumber', minNumber, SETTING_BOUNDS.numbers.min, SETTING_BOUNDS.numbers.max);
    requireWhole('maxNumber', maxNumber, SETTING_BOUNDS.numbers.min, SETTING_BOUNDS.numbers.max);
    if (
      isWholeIn(minNumber, SETTING_BOUNDS.numbers.min, SETTING_BOUNDS.numbers.max) &&
      isWholeIn(maxNumber, SETTING_BOUNDS.numbers.min, SETTING_BOUNDS.numbers.max)
    ) {
      if (maxNumber < minNumber) {
        problems.push(`maxNumber (${maxNumber}) must not be smaller than minNumber (${minNumber})`);
      } else {
        range = { min: minNumber, max: maxNumber };
      }
    }
  }

  if (totalDigits !== undefined) {
    const rows = SETTING_BOUNDS.terms;
    requireWhole('totalDigits', totalDigits, SETTING_BOUNDS.totalDigits.min, SETTING_BOUNDS.totalDigits.max);
    if (digitRange === null) {
      problems.push('totalDigits needs digits: the rows' + "'" + ' digit counts to make it up');
    } else if (minTerms !== maxTerms) {
      problems.push('totalDigits needs minTerms equal to maxTerms: every question the same rows');
    } else if (
      isWholeIn(totalDigits, 1, Number.MAX_SAFE_INTEGER) &&
      isWholeIn(maxTerms, rows.min, rows.max)
    ) {
      const fewest = maxTerms * digitRange.min;
      const most = maxTerms * digitRange.max;
      if (totalDigits < fewest || totalDigits > most) {
        problems.push(
          `totalDigits (${totalDigits}) must be from ${fewest} to ${most}: ${maxTerms} rows of ` +
            `${digitRange.min}–${digitRange.max} digits`,
        );
      }
    }
    if (operatorsValid && (timesOrDivide || abacusMethod !== undefined)) {
      problems.push('totalDigits is for + - rows without an abacusMethod');
    }
  }
  // A drill's numbers are bounded by its digits; a range's only by the rows', which × and ÷ do not have.
  if (operatorsValid && timesOrDivide && drill === null && range !== null && range.max > LARGEST_FACTOR) {
    problems.push(
      `numbers above ${LARGEST_FACTOR} are for + - rows: with * or / keep maxNumber (or digits.max) to ` +
        `${LARGEST_FACTOR} (got ${range.max})`,
    );
  }
  requireBoolean('zeros', zeros);
  const longest = drill ? Math.max(drill.left, drill.right) : range ? String(range.max).length : 2;
  if (zeros === true && longest < 2) problems.push('zeros needs numbers of two digits or more');
  requireBoolean('negativeAnswers', negativeAnswers);
  if (negativeAnswers === true && operatorsValid && (timesOrDivide || abacusMethod !== undefined)) {
    problems.push('negativeAnswers is for + - questions without an abacusMethod');
  }
  if (negativeShare !== undefined) {
    requireWhole(
      'negativeShare',
      negativeShare,
      SETTING_BOUNDS.negativeShare.min,
      SETTING_BOUNDS.negativeShare.max,
    );
    if (negativeAnswers !== true) problems.push('negativeShare needs negativeAnswers: true');
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
    } else if (operatorsValid && timesOrDivide) {
      problems.push(`abacusMethod drills use + and - only (got operators ${shown(operators)})`);
    }
  }

  if (answerMode !== undefined && !ANSWER_MODES.includes(answerMode as AnswerMode)) {
    problems.push(`answerMode must be one of ${ANSWER_MODES.join(', ')} (got ${shown(answerMode)})`);
  }

  const focusValid =
    focus === undefined ||
    (Array.isArray(focus) && focus.length <= MOST_FOCUS_SKILLS && focus.every((skill) => isSkill(skill)));
  if (!focusValid) {
    problems.push(
      `focus must be a list of up to ${MOST_FOCUS_SKILLS} skills such as add.big.7, sub.small.3 or mul.3×7 ` +
        `(got ${shown(focus)})`,
    );
  }
  const focusSkills = focusValid ? [...new Set((focus as readonly Skill[] | undefined) ?? [])].sort() : [];
  if (operatorsValid && range !== null && (abacusMethod === undefined || isAbacusMethod(abacusMethod))) {
    for (const skill of focusSkills) {
      const why = unreachable(skill, chosen, abacusMethod, drill !== null, range.max);
      if (why) problems.push(why);
    }
  }

  if (problems.length > 0 || range === null)
    throw new GenerationError('INVALID_SETTINGS', `Invalid settings: ${problems.join('; ')}`);

  return {
    maxTerms: maxTerms as number,
    minTerms: (minTerms as number | undefined) ?? SETTING_BOUNDS.terms.min,
    minNumber: range.min,
    maxNumber: range.max,
    digits: digitRange,
    totalDigits: (totalDigits as number | undefined) ?? null,
    zeros: zeros === true,
    operandDigits: drill,
    negativeAnswers: negativeAnswers === true,
    negativeShare:
      negativeAnswers === true ? ((negativeShare as number | undefined) ?? DEFAULT_NEGATIVE_SHARE) : 0,
    operators: OPERATORS.filter((operator) => chosen.includes(operator)),
    totalQuestions: totalQuestions as number,
    marksPerQuestion: marksPerQuestion as number,
    seed: (seed as number | undefined) ?? randomSeed(),
    abacusMethod: abacusMethod as AbacusMethod | undefined,
    answerMode: (answerMode as AnswerMode | undefined) ?? 'choice',
    focus: focusSkills,
  };
}
