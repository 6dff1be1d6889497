import { skillsOf } from '@abacus/generator';
import type { ChoiceQuestion } from '../exams/index.js';
import type { Question } from './questions-schemas.js';

/**
 * How much of a question a reader is shown: its exam's admin sees the answer, the key, the mistake each
 * option stands for and the skills it practises; a student allowed the answers sees the answer and the key;
 * any other, the question.
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
    // Worked out from the question, as for questions made before skills were named.
    ...(view === 'owner' && { skills: skillsOf(row.question) }),
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
