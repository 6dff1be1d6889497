import type { ChoiceQuestion } from '../exams/exams-repository.js';
import type { Question } from './questions-schemas.js';

export function toQuestion(row: ChoiceQuestion, withAnswer: boolean): Question {
  return {
    position: row.position,
    question: row.question,
    marks: row.marks,
    option_a: row.optionA,
    option_b: row.optionB,
    option_c: row.optionC,
    option_d: row.optionD,
    ...(withAnswer && { answer: row.answer, correct_option: row.correctOption }),
  };
}
