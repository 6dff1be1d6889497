import type { Mistake } from './mistakes.js';
import type { OptionLetter } from './options.js';

/** One question of a generated exam, with its options and the answer's letter. */
export interface ChoiceQuestion {
  /** e.g. `12 + 7 * 3 - 5`: single spaces, `*` and `/`. */
  question: string;
  answer: number;
  marks: number;
  option_a: number;
  option_b: number;
  option_c: number;
  option_d: number;
  correct_option: OptionLetter;
  /** The mistake each option stands for, by letter; null for the answer and a wrong answer of no one mistake. */
  mistakes: Record<OptionLetter, Mistake | null>;
}

/** A question whose answer the child writes: no options to choose from, so none to record. */
export interface TypedQuestion {
  question: string;
  answer: number;
  marks: number;
  option_a: null;
  option_b: null;
  option_c: null;
  option_d: null;
  correct_option: null;
  mistakes: null;
}

export type GeneratedQuestion = ChoiceQuestion | TypedQuestion;

/** A question to be answered in writing. */
export const typedQuestion = (question: string, answer: number, marks: number): TypedQuestion => ({
  question,
  answer,
  marks,
  option_a: null,
  option_b: null,
  option_c: null,
  option_d: null,
  correct_option: null,
  mistakes: null,
});
