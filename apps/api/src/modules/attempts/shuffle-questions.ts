import { randomInt } from 'node:crypto';
import { OPTION_LETTERS, type OptionLetter } from '../../domain/answers.js';
import type { ChoiceQuestion } from '../exams/index.js';

/** A question as one attempt shows it; `sourcePosition` names the exam question it is, when it is one. */
export interface AttemptQuestion extends ChoiceQuestion {
  sourcePosition: number | null;
}

/** A whole number in [0, bound): a CSPRNG's, so no child can predict another's order. */
export type RandomBelow = (bound: number) => number;

/** A uniformly random permutation of the items (Fisher–Yates). */
function shuffled<Item>(items: readonly Item[], randomBelow: RandomBelow): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomBelow(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const optionOf = (question: ChoiceQuestion, letter: OptionLetter) =>
  ({ a: question.optionA, b: question.optionB, c: question.optionC, d: question.optionD })[letter];

const mistakeOf = (question: ChoiceQuestion, letter: OptionLetter) =>
  ({ a: question.mistakeA, b: question.mistakeB, c: question.mistakeC, d: question.mistakeD })[letter] ??
  null;

/**
 * The questions in an order of this attempt's own, each with its options in an order of its own; the
 * right option, and each option's mistake, move with its number, so scoring needs no mapping. `fromExam`:
 * the questions are the exam's (each remembers its position there); otherwise they were drawn for this
 * attempt alone.
 */
export function shuffleForAttempt(
  questions: readonly ChoiceQuestion[],
  fromExam: boolean,
  randomBelow: RandomBelow = randomInt,
): AttemptQuestion[] {
  return shuffled(questions, randomBelow).map((question, index) => {
    const sourcePosition = fromExam ? question.position : null;
    // A typed question has no options to move: only its place changes.
    if (!question.correctOption) return { ...question, position: index + 1, sourcePosition };
    const letters = shuffled(OPTION_LETTERS, randomBelow);
    const [a, b, c, d] = letters.map((letter) => optionOf(question, letter)) as [
      number,
      number,
      number,
      number,
    ];
    return {
      position: index + 1,
      question: question.question,
      answer: question.answer,
      marks: question.marks,
      optionA: a,
      optionB: b,
      optionC: c,
      optionD: d,
      correctOption: OPTION_LETTERS[letters.indexOf(question.correctOption)]!,
      mistakeA: mistakeOf(question, letters[0]!),
      mistakeB: mistakeOf(question, letters[1]!),
      mistakeC: mistakeOf(question, letters[2]!),
      mistakeD: mistakeOf(question, letters[3]!),
      sourcePosition,
    };
  });
}
