import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { exams } from './exams.js';
import { reference } from './columns.js';

/**
 * How many counting results gave each answer to each question, kept by the database itself (migration
 * 0017): item analysis of an exam with a million results reads a few hundred rows instead of unnesting
 * twenty million answers. Answers are in the exam's terms: an attempt that showed the questions shuffled
 * is mapped back to the exam's position and letter; questions drawn for each attempt alone (`drawn`)
 * count by the position they were asked in. Whether the answer was right, and the mistake its option
 * stood for, are part of the key because a drawn question's are its attempt's own. A row exists while
 * its count is above zero.
 */
export const answerTallies = pgTable(
  'answer_tallies',
  {
    examId: reference(() => exams.id, 'cascade'),
    /** The exam's questions version the answers were given to (for drawn questions, the settings'). */
    questionsVersion: integer().notNull(),
    drawn: boolean().notNull(),
    position: integer().notNull(),
    /** The letter chosen or the number written, as text; null when the question was skipped. */
    answer: text(),
    correct: boolean().notNull(),
    /** The mistake the chosen option stood for; null when it stood for none or none was chosen. */
    mistake: text(),
    /** How many results gave this answer. */
    results: integer().notNull(),
  },
  (t) => [
    unique('answer_tallies_answer_unique')
      .on(t.examId, t.questionsVersion, t.drawn, t.position, t.answer, t.correct, t.mistake)
      .nullsNotDistinct(),
  ],
);
