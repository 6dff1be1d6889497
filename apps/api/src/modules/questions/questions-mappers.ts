import type { ChoiceQuestion } from '../exams/index.js';
import type { Question } from './questions-schemas.js';

/**
 * How much of a question a reader is shown: its exam's admin sees the answer, the key and the mistake each
 * option stands for; a student allowed the answers sees the answer and the key; any other, the question.
 */
export type QuestionView = 'owner' | 'answers' | 'question';

export function toQuestion(row: ChoiceQuestion, view: QuestionView): Question {
  return {
    position: row.position,
    question: row.question,
    marks: row.marks,
    option_a: row.optionA ?? null,
    option_b: row.optionB ?? null,
    option_c: row.optionC ?? null,
    option_d: row.optionD ?? null,
    ...(view !== 'question' && { answer: row.answer, correct_option: row.correctOption ?? null }),
    ...(view === 'owner' &&
      row.correctOption && {
        mistakes: {
          a: row.mistakeA ?? null,
          b: row.mistakeB ?? null,
          c: row.mistakeC ?? null,
          d: row.mistakeD ?? null,
        },
      }),
  };
}
