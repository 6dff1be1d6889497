import { bigint, index, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { exams } from './exams.js';
import { students } from './students.js';
import { reference } from './columns.js';

/** Minutes, as `results.time_taken` holds them. */
const minutes = () => numeric({ precision: 9, scale: 2, mode: 'number' });
/** A sum of minutes or of rounded percentages: exact, however many results. */
const exactSum = () => numeric({ mode: 'number' });

/**
 * What a student's results in an exam add up to, kept by the database itself: statement triggers on
 * `results` recompute the pairs a statement touched, in the same transaction (migration 0015). The
 * analytics of an exam with a million results then read one row per student instead of every result.
 * A row exists while the student has a result in the exam; the `counting` figures leave out results
 * the teacher let the student take again (superseded), as every analysis does, and are null when none
 * counts.
 */
export const resultSummaries = pgTable(
  'result_summaries',
  {
    examId: reference(() => exams.id, 'cascade'),
    studentId: reference(() => students.id, 'cascade'),
    /** Every result, superseded ones included (the results lists and the exam list count those). */
    results: integer().notNull(),
    /** The highest score of every result, superseded ones included. */
    highestScore: integer().notNull(),
    /** The results that count. */
    attempts: integer().notNull(),
    scoreSum: bigint({ mode: 'number' }),
    scoreMin: integer(),
    scoreMax: integer(),
    timeSum: exactSum(),
    timeMin: minutes(),
    timeMax: minutes(),
    /** Sums of each result's percentage as listed (rounded to 2 places), for averages of the percentages. */
    scorePercentageSum: exactSum(),
    timeUtilizationPercentageSum: exactSum(),
    firstCompleted: timestamp({ withTimezone: true }),
    /**
     * The student's best result: highest percentage, then least time, then the earlier: the same order
     * the star student is picked in, so the best of the bests is the best of all.
     */
    bestResultId: bigint({ mode: 'number' }),
    bestScorePercentage: numeric({ mode: 'number' }),
    bestTime: minutes(),
    bestCompleted: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.studentId] }),
    // Whether a student has any result (level-wise analytics' students without one).
    index('result_summaries_student_idx').on(t.studentId),
  ],
);
