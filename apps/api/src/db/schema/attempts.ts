import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ANSWER_MODES, type AnswerMode, type StoredAnswer } from '../../domain/answers.js';
import { answersShape, id, publicId, publicIdFormat, reference, textList } from './columns.js';
import { exams } from './exams.js';
import { results } from './results.js';
import { students } from './students.js';

/**
 * A student taking an exam, timed by the server: the questions it showed (by version), the answers saved
 * so far, and the deadline. Finishing it scores those answers and links the result.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: id(),
    publicId: publicId('attempts', 'attempt'),
    // An exam or a student removed for good takes their open attempts along; finished ones have results,
    // which keep both from being removed.
    examId: reference(() => exams.id, 'cascade'),
    studentId: reference(() => students.id, 'cascade'),
    /** Whether the exam was an assessment when the attempt started: then it is the only attempt ever. */
    isAssessment: boolean().notNull(),
    /** The exam's questions version its questions were copied from, or whose settings drew them. */
    questionsVersion: integer().notNull(),
    /** The seed of the questions drawn for this attempt alone; null when they are the exam's, shuffled. */
    seed: bigint({ mode: 'number' }),
    /** The teacher let the student take the assessment once more: this attempt no longer counts. */
    superseded: boolean().notNull().default(false),
    /** How its questions are answered, kept because a regeneration may change the exam's. */
    answerMode: text().$type<AnswerMode>().notNull().default('choice'),
    /** One entry per question, in order: the chosen option or the written number, or null. */
    answers: text().array().$type<StoredAnswer[]>().notNull(),
    /** Milliseconds each question was on screen, as the app reported them and the server bounded them. */
    timesMs: integer().array(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp({ withTimezone: true }).notNull(),
    savedAt: timestamp({ withTimezone: true }),
    /** The school day whose practice this attempt is (today's practice); null for any other attempt. */
    practiceDay: date({ mode: 'string' }),
    finishedAt: timestamp({ withTimezone: true }),
    // Deleting the result (a student clearing a practice result, a teacher resetting one) frees the attempt.
    resultId: bigint({ mode: 'number' }).references(() => results.id, { onDelete: 'cascade' }),
  },
  (t) => [
    publicIdFormat('attempts', 'attempt', t.publicId),
    check('attempts_deadline_after_start', sql`${t.deadline} > ${t.startedAt}`),
    check('attempts_finished_with_result', sql`(${t.finishedAt} is null) = (${t.resultId} is null)`),
    check('attempts_answers_shape', sql`cardinality(${t.answers}) >= 1 and ${answersShape(t.answers)}`),
    check(
      'attempts_times_shape',
      sql`${t.timesMs} is null or (cardinality(${t.timesMs}) = cardinality(${t.answers}) and 0 <= all(${t.timesMs}))`,
    ),
    check('attempts_answer_mode', sql`${t.answerMode} in ${textList(ANSWER_MODES)}`),
    // The database decides, so concurrent starts cannot open two attempts or take an assessment twice.
    uniqueIndex('attempts_one_open')
      .on(t.examId, t.studentId)
      .where(sql`${t.finishedAt} is null`),
    uniqueIndex('attempts_one_per_assessment')
      .on(t.examId, t.studentId)
      .where(sql`${t.isAssessment} and not ${t.superseded}`),
    uniqueIndex('attempts_result_unique').on(t.resultId),
    index('attempts_student_idx').on(t.studentId),
    // One set of today's practice a child a day, however many reads ask for it at once.
    uniqueIndex('attempts_one_practice_a_day')
      .on(t.studentId, t.practiceDay)
      .where(sql`${t.practiceDay} is not null`),
  ],
);
