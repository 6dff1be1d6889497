import { pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { attempts } from './attempts.js';
import { choiceQuestionChecks, choiceQuestionColumns } from './choice-columns.js';
import { reference } from './columns.js';

/**
 * The questions an attempt shows, in the order and with the options in the order it shows them: a copy
 * of the exam's questions shuffled for this attempt, or questions drawn for this attempt alone. The
 * attempt is scored and reviewed against these, whatever the exam's questions become.
 */
export const attemptQuestions = pgTable(
  'attempt_questions',
  {
    attemptId: reference(() => attempts.id, 'cascade'),
    ...choiceQuestionColumns(),
    /** The exam question (its position in the attempt's questions version) this one is; null when drawn for the attempt. */
    sourcePosition: smallint(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.position] }),
    ...choiceQuestionChecks('attempt_questions', t),
  ],
);
