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
  /** Numbers in one question: the fewest any question has, and the most `maxTerms` may allow. */
  terms: { min: 2, max: 15 },
  /** Every number of a question, and so `minNumber` and `maxNumber`. */
  numbers: { min: 1, max: 99_999 },
  /** The digits of a row (`digits`) or of one number of a × ÷ drill (`operandDigits`). */
  digits: { min: 1, max: 5 },
  /** The digits of a question's rows in all (totalDigits): two one-digit rows to 15 of five digits. */
  totalDigits: { min: 2, max: 75 },
  totalQuestions: { min: 1, max: 1000 },
  /** The percentage of questions whose answer is below zero, with negativeAnswers. */
  negativeShare: { min: 0, max: 50 },
  marksPerQuestion: { min: 1, max: 10 },
  seed: { min: 0, max: 0xffff_ffff },
} as const satisfies Record<string, Bounds>;

/** Ceiling for every answer and intermediate value: readable, and far inside Number.MAX_SAFE_INTEGER. */
export const MAX_VALUE = 1e12;
