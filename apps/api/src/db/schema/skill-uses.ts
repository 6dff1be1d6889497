import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { reference } from './columns.js';
import { results } from './results.js';
import { students } from './students.js';

/**
 * The evidence of what a child can do, formula by formula (§5.15): one row for each skill each answered
 * question of a result used. Written in the result's transaction from the questions the child was shown
 * (an attempt's own copy, or the exam's version the answers were sent to), so it equals a recomputation
 * from the results; it goes with its result. A skipped question is no evidence and has no rows.
 */
export const skillUses = pgTable(
  'skill_uses',
  {
    resultId: reference(() => results.id, 'cascade'),
    studentId: reference(() => students.id, 'cascade'),
    /** The question's number in the result, from 1. */
    position: integer().notNull(),
    /** `add.big.7`, `mul.3×7` …, as the generator names it. */
    skill: text().notNull(),
    /** How many steps of the question used the skill. */
    steps: smallint().notNull(),
    /** Every step of the question, of any skill: its time is shared among them when speed is judged. */
    questionSteps: smallint().notNull(),
    /** False when the answer was wrong and the mistake is charged to this skill. */
    correct: boolean().notNull(),
    /** How long the question was on the child's screen, where that is known. */
    timeMs: integer(),
    /** When the result was completed: uses are read newest first. */
    answeredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.resultId, t.position, t.skill] }),
    check('skill_uses_steps_positive', sql`${t.steps} > 0 and ${t.questionSteps} >= ${t.steps}`),
    check('skill_uses_time_positive', sql`${t.timeMs} is null or ${t.timeMs} >= 0`),
    // A child's uses of a skill in the order they are read, newest first: the last twenty, which mastery is
    // read from, are the first twenty entries, however many uses there are.
    index('skill_uses_student_skill_idx').on(
      t.studentId,
      t.skill,
      t.answeredAt.desc().nullsFirst(),
      t.resultId.desc().nullsFirst(),
      t.position.desc().nullsFirst(),
    ),
  ],
);
