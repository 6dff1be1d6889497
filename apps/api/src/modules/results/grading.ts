import type { Answer, OptionLetter } from '../../domain/answers.js';

export interface QuestionFeedback {
  position: number;
  correct_option: OptionLetter;
  chosen: Answer;
  is_correct: boolean;
}

export interface Grade {
  totalCorrect: number;
  score: number;
  feedback: QuestionFeedback[];
}

/**
 * Marks `answers` (one per question, in question order; null for skipped) against the answer key.
 * Every question of an exam carries the same marks, so the score is the correct count times them.
 */
export function grade(
  answers: readonly Answer[],
  key: readonly OptionLetter[],
  marksPerQuestion: number,
): Grade {
  if (answers.length !== key.length) {
    throw new RangeError(`${answers.length} answers for ${key.length} questions`);
  }
  const feedback = key.map((correct, index) => {
    const chosen = answers[index]!;
    return { position: index + 1, correct_option: correct, chosen, is_correct: chosen === correct };
  });
  const totalCorrect = feedback.filter((item) => item.is_correct).length;
  return { totalCorrect, score: totalCorrect * marksPerQuestion, feedback };
}
