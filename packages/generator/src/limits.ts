/** An inclusive range of whole numbers. */
export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/**
 * The bounds of each generator setting, exported so that the API's validation and database constraints
 * and the exam builder's inputs hold the same numbers.
 */
export const SETTING_BOUNDS = {
  /** Numbers in one question: the fewest any question has, and the most `maxTerms` may allow (schools drill 20–30 rows). */
  terms: { min: 2, max: 30 },
  /** Every number of a question, and so `minNumber` and `maxNumber`: rows of up to 10 digits, as JCCI 1 kyu sets. */
  numbers: { min: 1, max: 9_999_999_999 },
  /** The digits of a row (`digits`). */
  digits: { min: 1, max: 10 },
  /** The digits of one number of a × ÷ drill (`operandDigits`): products and dividends stay within MAX_VALUE. */
  operandDigits: { min: 1, max: 5 },
  /** The digits of a question's rows in all (totalDigits): two one-digit rows to 30 of ten digits. */
  totalDigits: { min: 2, max: 300 },
  totalQuestions: { min: 1, max: 1000 },
  /** The percentage of questions whose answer is below zero, with negativeAnswers. */
  negativeShare: { min: 0, max: 50 },
  marksPerQuestion: { min: 1, max: 10 },
  seed: { min: 0, max: 0xffff_ffff },
} as const satisfies Record<string, Bounds>;

/**
 * The largest number a question with × or ÷ may have (a drill's are bounded by its digits): rows longer than
 * five digits are added and taken away, as the examining bodies set them, and a quotient of ten-digit numbers
 * takes seconds to find.
 */
export const LARGEST_FACTOR = 99_999;

/** Ceiling for every answer and intermediate value: readable, and far inside Number.MAX_SAFE_INTEGER. */
export const MAX_VALUE = 1e12;
