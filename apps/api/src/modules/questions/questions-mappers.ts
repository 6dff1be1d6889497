import type { ChoiceQuestion } from '../exams/exams-repository.js';
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
    option_a: row.optionA,
    option_b: row.optionB,
    option_c: row.optionC,
    option_d: row.optionD,
    ...(view !== 'question' && { answer: row.answer, correct_option: row.correctOption }),
    ...(view === 'owner' && {
      mistakes: {
        a: row.mistakeA ?? null,
        b: row.mistakeB ?? null,
        c: row.mistakeC ?? null,
        d: row.mistakeD ?? null,
      },
    }),
  };
}
