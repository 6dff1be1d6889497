import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { admins } from './admins.js';
import { deletedAt, id, publicId, publicIdFormat, timestamps } from './columns.js';

export const OPERATORS = ['+', '-', '*', '/'] as const;
export type Operator = (typeof OPERATORS)[number];

export const exams = pgTable(
  'exams',
  {
    id: id(),
    publicId: publicId('exams', 'exam'),
    // Removing an admin removes their exams; the restrict on results keeps any exam that has results.
    adminId: bigint({ mode: 'number' })
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Minutes. */
    duration: smallint().notNull(),
    level: smallint().notNull(),
    isActive: boolean().notNull(),
    /** Single-attempt exams are assessments; the others are practice. */
    isSingleAttempt: boolean().notNull(),
    totalQuestions: integer().notNull(),
    totalMarksPerQuestion: smallint().notNull(),
    totalMarks: integer().notNull(),
    // Generation settings, kept so an exam can be regenerated and its questions explained.
    maxTerms: smallint().notNull(),
    minNumber: integer().notNull(),
    maxNumber: integer().notNull(),
    operators: text().array().$type<Operator[]>().notNull(),
    seed: bigint({ mode: 'number' }).notNull(),
    ...timestamps,
    deletedAt: deletedAt(),
  },
  (t) => [
    publicIdFormat('exams', 'exam', t.publicId),
    check('exams_duration_range', sql`${t.duration} between 1 and 360`),
    check('exams_level_range', sql`${t.level} between 1 and 10`),
    check('exams_total_questions_range', sql`${t.totalQuestions} between 1 and 1000`),
    check('exams_marks_per_question_range', sql`${t.totalMarksPerQuestion} between 1 and 10`),
    check('exams_total_marks', sql`${t.totalMarks} = ${t.totalQuestions} * ${t.totalMarksPerQuestion}`),
    check('exams_max_terms_range', sql`${t.maxTerms} between 2 and 15`),
    check(
      'exams_number_range',
      sql`1 <= ${t.minNumber} and ${t.minNumber} <= ${t.maxNumber} and ${t.maxNumber} <= 99999`,
    ),
    check(
      'exams_operators',
      sql`cardinality(${t.operators}) between 1 and 4 and ${t.operators} <@ array['+', '-', '*', '/']::text[]`,
    ),
    index('exams_admin_level_idx').on(t.adminId, t.level),
  ],
);
