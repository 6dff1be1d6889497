import type { Answer, KeyEntry, OptionLetter } from '../../domain/answers.js';

export interface QuestionFeedback {
  position: number;
  /** Null for a typed question, whose right number is `correct_answer`. */
  correct_option: OptionLetter | null;
  correct_answer?: number;
  chosen: Answer;
  is_correct: boolean;
}

export interface Score {
  totalCorrect: number;
  score: number;
  feedback: QuestionFeedback[];
}

/**
 * Marks `answers` (one per question, in question order; null for skipped) against the answer key: the
 * option chosen must be the right one, the number written exactly the answer. Every question of an exam
 * carries the same marks, so the score is the correct count times them.
 */
export function scoreAnswers(
  answers: readonly Answer[],
  key: readonly KeyEntry[],
  marksPerQuestion: number,
): Score {
  if (answers.length !== key.length) {
    throw new RangeError(`${answers.length} answers for ${key.length} questions`);
  }
  const feedback = key.map((correct, index) => {
    const chosen = answers[index]!;
    const is_correct = chosen === correct;
    return typeof correct === 'number'
      ? { position: index + 1, correct_option: null, correct_answer: correct, chosen, is_correct }
      : { position: index + 1, correct_option: correct, chosen, is_correct };
  });
  const totalCorrect = feedback.filter((item) => item.is_correct).length;
  return { totalCorrect, score: totalCorrect * marksPerQuestion, feedback };
}
