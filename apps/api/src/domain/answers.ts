import type { OptionLetter } from '@abacus/generator';

/** The four options of every multiple-choice question are the generator's: `a` to `d`. */
export { OPTION_LETTERS, type OptionLetter } from '@abacus/generator';
export { ANSWER_MODES, type AnswerMode } from '@abacus/generator';

/** A student's answer to one question: the chosen option, the number written (typed exams), or null when skipped. */
export type Answer = OptionLetter | number | null;

/** An answer as the database keeps it: a written number as its decimal text, so one column holds either kind. */
export type StoredAnswer = OptionLetter | `${number}` | null;

const WRITTEN_NUMBER = /^-?\d+$/;

export const storedAnswers = (answers: readonly Answer[]): StoredAnswer[] =>
  answers.map((answer) => (typeof answer === 'number' ? (String(answer) as `${number}`) : answer));

export const answersOf = (stored: readonly StoredAnswer[]): Answer[] =>
  stored.map(
    (answer) => (answer !== null && WRITTEN_NUMBER.test(answer) ? Number(answer) : answer) as Answer,
  );

/** What scoring compares an answer with: the right option, or the right number for a typed question. */
export type KeyEntry = OptionLetter | number;

/** The key as the database gives it: the right option, or the answer's decimal text where there are none. */
export const keyOf = (stored: readonly string[]): KeyEntry[] =>
  answersOf(stored as StoredAnswer[]) as KeyEntry[];
