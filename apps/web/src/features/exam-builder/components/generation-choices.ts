import { type DigitRange, type OperandDigits, type Operator, SETTING_BOUNDS } from '@abacus/generator';
import { i18n } from '@/i18n/i18n';
import { digitRange, type BuilderValues } from '../builder-settings';

/**
 * The builder's choices in a teacher's terms ("3 rows of 1–2 digits", "4-digit ÷ 1-digit") turned into
 * changes of its values, which hold them in the generator's terms.
 */

/** The generator takes the numbers one way of three: digits per row, a range, or a two-number drill. */
export type NumbersWay = 'digits' | 'range' | 'drill';

export function numbersWay({
  digits,
  operandDigits,
}: Pick<BuilderValues, 'digits' | 'operandDigits'>): NumbersWay {
  if (operandDigits) return 'drill';
  return digits ? 'digits' : 'range';
}

/** Whether the operations can make a drill: × or ÷ and nothing else. */
export const drillable = (operators: readonly Operator[]) =>
  operators.length > 0 && operators.every((operator) => operator === '*' || operator === '/');

/**
 * The operations chosen, with what no longer applies to them turned off rather than hidden while on: abacus
 * moves and answers below zero are for + and − alone, a drill for × or ÷ alone (kept while none is ticked,
 * as a teacher swaps × for ÷).
 */
export function operationsChanged(values: BuilderValues, operators: Operator[]): Partial<BuilderValues> {
  const timesOrDivide = operators.some((operator) => operator === '*' || operator === '/');
  const drillLost = values.operandDigits !== null && operators.length > 0 && !drillable(operators);
  return {
    operators,
    ...(timesOrDivide && { abacusMethod: 'none', negativeAnswers: false }),
    ...(drillLost && numbersBy(values, 'digits')),
  };
}

/** A drill starts as 2-digit × 1-digit, or 3-digit ÷ 1-digit: the first the level presets set. */
const FIRST_DRILL: OperandDigits = { left: 2, right: 1 };

const digitCount = (value: number) => String(value).length;

/** The changes that give the numbers `way`, carried over from the way they are given now. */
export function numbersBy(values: BuilderValues, way: NumbersWay): Partial<BuilderValues> {
  if (way === 'digits') {
    const digits = values.digits ?? { min: digitCount(values.minNumber), max: digitCount(values.maxNumber) };
    return { digits, operandDigits: null };
  }
  if (way === 'range') {
    // A range set by hand replaces the other ways (withChanges drops them).
    return values.digits
      ? coveredRange(values.digits)
      : { minNumber: values.minNumber, maxNumber: values.maxNumber };
  }
  // A drill is two numbers.
  return { operandDigits: values.operandDigits ?? FIRST_DRILL, digits: null, minTerms: 2, maxTerms: 2 };
}

/** Every number of those digits: 1–2 digits → 1 to 99. */
export const coveredRange = ({ min, max }: DigitRange) => ({
  minNumber: digitRange(min).minNumber,
  maxNumber: digitRange(max).maxNumber,
});

/** The fewest of a from–to pair set: the most follows when it would be fewer. */
export const fromChanged = ({ max }: DigitRange, min: number): DigitRange => ({
  min,
  max: Math.max(min, max),
});
/** The most of a from–to pair set: the fewest follows when it would be more. */
export const toChanged = ({ min }: DigitRange, max: number): DigitRange => ({ min: Math.min(min, max), max });

export const rowsOf = ({ minTerms, maxTerms }: Pick<BuilderValues, 'minTerms' | 'maxTerms'>): DigitRange => ({
  min: minTerms,
  max: maxTerms,
});
export const rowChanges = ({ min, max }: DigitRange): Partial<BuilderValues> => ({
  minTerms: min,
  maxTerms: max,
});

/** A drill as a teacher writes it: the digits of the first number and of the second. */
export interface WrittenDrill {
  first: number;
  second: number;
}

/**
 * The generator's ÷ drill has a `left`-digit answer and a `right`-digit divisor; a teacher names the number
 * divided instead ("4-digit ÷ 1-digit"). The answer gets the number divided's digits less the divisor's
 * (4 − 1 = 3): the number divided then has its 4 digits in most questions and 3 in the others
 * (dividendDigitsShare says how often), where one answer digit more would make most of them 5 digits long.
 */
export function writtenDrill({ left, right }: OperandDigits, operator: Operator): WrittenDrill {
  return operator === '/' ? { first: left + right, second: right } : { first: left, second: right };
}

const { min: FEWEST_OPERAND_DIGITS, max: MOST_OPERAND_DIGITS } = SETTING_BOUNDS.operandDigits;
const clampDigits = (digits: number) =>
  Math.min(MOST_OPERAND_DIGITS, Math.max(FEWEST_OPERAND_DIGITS, digits));

export function drillDigits({ first, second }: WrittenDrill, operator: Operator): OperandDigits {
  return operator === '/'
    ? { left: clampDigits(first - second), right: second }
    : { left: first, right: second };
}

/** The digits the first number may have: for ÷ more than the divisor's, the answer keeping 1 to 5. */
export const firstNumberBounds = (operator: Operator, second: number) =>
  operator === '/'
    ? { min: second + FEWEST_OPERAND_DIGITS, max: second + MOST_OPERAND_DIGITS }
    : SETTING_BOUNDS.operandDigits;

/** The smallest number of a drill with so many digits: 2 for one digit, as the generator has no × 1 or ÷ 1. */
const lowest = (digits: number) => (digits === 1 ? 2 : 10 ** (digits - 1));
const highest = (digits: number) => 10 ** digits - 1;

/**
 * How often a ÷ drill's number divided has all the digits the teacher named (the answer's and the
 * divisor's together), rather than one fewer: the answers and divisors drawn alike, as the generator does.
 */
export function dividendDigitsShare({ left, right }: OperandDigits): number {
  const full = 10 ** (left + right - 1);
  const answers = highest(left) - lowest(left) + 1;
  let long = 0;
  let all = 0;
  for (let divisor = lowest(right); divisor <= highest(right); divisor += 1) {
    long += Math.max(0, highest(left) - Math.max(lowest(left), Math.ceil(full / divisor)) + 1);
    all += answers;
  }
  return long / all;
}

/** What a ÷ drill gives, in words: the answer's digits, and how often the number divided has all its digits. */
export function divisionNote(digits: OperandDigits): string {
  const { first } = writtenDrill(digits, '/');
  const inTen = Math.round(dividendDigitsShare(digits) * 10);
  const digitCount = (count: number) => i18n.t('examBuilder:drill.digitCount', { count });
  return i18n.t('examBuilder:drill.division', {
    answerDigits: digitCount(digits.left),
    allDigits: digitCount(first),
    inTen,
    fewerDigits: digitCount(first - 1),
  });
}
