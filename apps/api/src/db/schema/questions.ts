import { integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { choiceQuestionChecks, choiceQuestionColumns } from './choice-columns.js';
import { id, reference } from './columns.js';
import { exams } from './exams.js';

/**
 * An exam's multiple-choice questions, in `position` order (1-based), by `version`: a regeneration adds
 * the next version, and a version stays while a result still refers to it.
 */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    examId: reference(() => exams.id, 'cascade'),
    version: integer().notNull(),
    ...choiceQuestionColumns(),
  },
  (t) => [
    unique('questions_exam_version_position_unique').on(t.examId, t.version, t.position),
    ...choiceQuestionChecks('questions', t),
  ],
);
