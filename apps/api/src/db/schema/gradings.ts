import {
  MAX_GRADE,
  MAX_GRADE_NAME_LENGTH,
  MAX_GRADING_SECTIONS,
  MAX_NEAR_PASS_PERCENT,
  MAX_SCHOOL_LENGTH,
  MIN_GRADE,
  PASS_RULES,
  type PassRule,
} from '@abacus/contract';
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
  unique,
} from 'drizzle-orm/pg-core';
import { admins } from './admins.js';
import {
  between,
  deletedAt,
  id,
  publicId,
  publicIdFormat,
  reference,
  textList,
  timestamps,
} from './columns.js';
import { exams } from './exams.js';

/**
 * A grading examination: a grade a school awards, sat as sections (each one of the teacher's assessments)
 * under a pass rule. Its rules never change once made, so a child's standing, read from their results,
 * means the same on the day it was earned and years after.
 */
export const gradings = pgTable(
  'gradings',
  {
    id: id(),
    publicId: publicId('gradings', 'grading'),
    adminId: reference(() => admins.id, 'cascade'),
    title: text().notNull(),
    /** The grade awarded on passing, as the school names it: `8th kyu`. */
    grade: text().notNull(),
    level: smallint().notNull(),
    /** Named on the certificate. */
    school: text().notNull(),
    passRule: text().$type<PassRule>().notNull(),
    /** The total a child needs under the `total` rule; null under `every-section`. */
    totalPassMarks: integer(),
    /** How far below a pass mark, in percent of the full marks, is a near pass. */
    nearPassPercent: smallint().notNull(),
    /**
     * One paper: the sections share one clock (their minutes added, from the first started) and are sat in
     * any order, as JCCI sets its kyu; passed on the total.
     */
    paper: boolean().notNull().default(false),
    /** The published examination the grading was made from, if any. */
    template: text(),
    sourceName: text(),
    sourceUrl: text(),
    ...timestamps,
    deletedAt: deletedAt(),
  },
  (t) => [
    publicIdFormat('gradings', 'grading', t.publicId),
    check('gradings_level_range', between(t.level, MIN_GRADE, MAX_GRADE)),
    check(
      'gradings_grade_length',
      sql`char_length(${t.grade}) between 1 and ${sql.raw(String(MAX_GRADE_NAME_LENGTH))}`,
    ),
    check(
      'gradings_school_length',
      sql`char_length(${t.school}) between 1 and ${sql.raw(String(MAX_SCHOOL_LENGTH))}`,
    ),
    check('gradings_pass_rule', sql`${t.passRule} in ${textList(PASS_RULES)}`),
    check(
      'gradings_total_pass_marks',
      sql`(${t.passRule} = 'total') = (${t.totalPassMarks} is not null) and coalesce(${t.totalPassMarks}, 1) > 0`,
    ),
    check('gradings_near_pass_range', between(t.nearPassPercent, 0, MAX_NEAR_PASS_PERCENT)),
    check('gradings_paper_on_total', sql`not ${t.paper} or ${t.passRule} = 'total'`),
    index('gradings_admin_level_idx').on(t.adminId, t.level),
  ],
);

/** The sections of a grading in order: each an assessment exam and the marks it takes to pass it. */
export const gradingSections = pgTable(
  'grading_sections',
  {
    gradingId: reference(() => gradings.id, 'cascade'),
    position: smallint().notNull(),
    // An exam in a grading stays while the grading does (its history is read from the exam's results); the
    // check waits for the end of the statement, so removing an admin removes both.
    examId: reference(() => exams.id),
    title: text().notNull(),
    passMarks: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gradingId, t.position] }),
    unique('grading_sections_exam_once').on(t.gradingId, t.examId),
    check('grading_sections_position_range', between(t.position, 1, MAX_GRADING_SECTIONS)),
    check('grading_sections_pass_marks_positive', sql`${t.passMarks} > 0`),
    index('grading_sections_exam_idx').on(t.examId),
  ],
);

/**
 * The grades a grading awards by score (a dan examination, the anzan kentei's 7th–10th kyu): the highest
 * whose marks a child's total reaches. The lowest is the grading's pass mark (its totalPassMarks).
 */
export const gradingAwards = pgTable(
  'grading_awards',
  {
    gradingId: reference(() => gradings.id, 'cascade'),
    minMarks: integer().notNull(),
    grade: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gradingId, t.minMarks] }),
    unique('grading_awards_grade_once').on(t.gradingId, t.grade),
    check('grading_awards_min_marks_positive', sql`${t.minMarks} > 0`),
    check(
      'grading_awards_grade_length',
      sql`char_length(${t.grade}) between 1 and ${sql.raw(String(MAX_GRADE_NAME_LENGTH))}`,
    ),
  ],
);
