import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredAnswer } from '../../domain/answers.js';
import { answersShape, createdAt, id, publicId, publicIdFormat, reference } from './columns.js';
import { exams } from './exams.js';
import { students } from './students.js';

/**
 * A student's submitted attempt. The `exam*` columns snapshot the exam figures the attempt was scored
 * against, so editing or regenerating the exam later never rewrites history or analytics.
 */
export const results = pgTable(
  'results',
  {
    id: id(),
    publicId: publicId('results', 'result'),
    // Results are never removed as a side effect: exams and students that have results are soft-deleted.
    examId: reference(() => exams.id, 'restrict'),
    studentId: reference(() => students.id, 'restrict'),
    score: integer().notNull(),
    totalCorrect: integer().notNull(),
    /** Minutes. */
    timeTaken: numeric({ precision: 9, scale: 2, mode: 'number' }).notNull(),
    dateCompleted: timestamp({ withTimezone: true }).notNull(),
    /** The chosen option per question (`a`–`d`, or null when skipped); null when the client reported the score. */
    answers: text().array().$type<StoredAnswer[]>(),
    /** The questions the answers were given for; null when the client reported the score, or before versions. */
    questionsVersion: integer(),
    examTotalQuestions: integer().notNull(),
    examTotalMarks: integer().notNull(),
    examMarksPerQuestion: smallint().notNull(),
    examDuration: smallint().notNull(),
    examIsSingleAttempt: boolean().notNull(),
    /** The teacher let the student take the assessment once more: kept in history, not counted. */
    superseded: boolean().notNull().default(false),
    /** Saved from a live round: scored out of the questions the round played. */
    liveRound: boolean().notNull().default(false),
    /**
     * Whether analytics count it. Only a live round's result is kept out (unless the teacher counts it):
     * a quick round played to the class is not the class's practice.
     */
    inAnalytics: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    publicIdFormat('results', 'result', t.publicId),
    check('results_total_correct_range', sql`${t.totalCorrect} between 0 and ${t.examTotalQuestions}`),
    check('results_score_matches', sql`${t.score} = ${t.totalCorrect} * ${t.examMarksPerQuestion}`),
    check(
      'results_snapshot_total_marks',
      sql`${t.examTotalMarks} = ${t.examTotalQuestions} * ${t.examMarksPerQuestion}`,
    ),
    check('results_kept_out_only_from_rounds', sql`${t.liveRound} or ${t.inAnalytics}`),
    check('results_time_taken_positive', sql`${t.timeTaken} > 0`),
    check(
      'results_assessment_within_duration',
      sql`not ${t.examIsSingleAttempt} or ${t.timeTaken} <= ${t.examDuration}`,
    ),
    check(
      'results_answers_shape',
      sql`${t.answers} is null or (cardinality(${t.answers}) = ${t.examTotalQuestions}
        and ${answersShape(t.answers)})`,
    ),
    // One result per student for an assessment: the database decides, so concurrent submissions cannot both win.
    uniqueIndex('results_one_per_assessment')
      .on(t.examId, t.studentId)
      .where(sql`${t.examIsSingleAttempt} and not ${t.superseded}`),
    // An exam's results in the order its lists page them (newest first reads it backwards).
    index('results_exam_date_idx').on(t.examId, t.dateCompleted, t.id),
    // A student's results per exam (the exam list's attempts and last attempt) come from the index alone.
    index('results_student_exam_idx').on(t.studentId, t.examId, t.dateCompleted),
  ],
);
