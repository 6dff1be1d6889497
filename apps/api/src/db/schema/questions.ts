import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { exams } from './exams.js';

export const OPTION_LETTERS = ['a', 'b', 'c', 'd'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** An exam's multiple-choice questions, in `position` order (1-based). */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    examId: bigint({ mode: 'number' })
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    /** The expression with `*` and `/`, e.g. `12 + 7 * 3`. */
    question: text().notNull(),
    answer: bigint({ mode: 'number' }).notNull(),
    marks: smallint().notNull(),
    optionA: bigint({ mode: 'number' }).notNull(),
    optionB: bigint({ mode: 'number' }).notNull(),
    optionC: bigint({ mode: 'number' }).notNull(),
    optionD: bigint({ mode: 'number' }).notNull(),
    correctOption: text().$type<OptionLetter>().notNull(),
  },
  (t) => [
    unique('questions_exam_position_unique').on(t.examId, t.position),
    check('questions_position_range', sql`${t.position} between 1 and 1000`),
    check('questions_marks_range', sql`${t.marks} between 1 and 10`),
    check('questions_answer_range', sql`${t.answer} between 0 and 1000000000000`),
    check(
      'questions_options_non_negative',
      sql`least(${t.optionA}, ${t.optionB}, ${t.optionC}, ${t.optionD}) >= 0`,
    ),
    // The answer key cannot be wrong: four distinct options, and the correct one holds the answer.
    check(
      'questions_options_distinct',
      sql`${t.optionA} not in (${t.optionB}, ${t.optionC}, ${t.optionD})
        and ${t.optionB} not in (${t.optionC}, ${t.optionD})
        and ${t.optionC} <> ${t.optionD}`,
    ),
    check('questions_correct_option_letter', sql`${t.correctOption} in ('a', 'b', 'c', 'd')`),
    check(
      'questions_correct_option_holds_answer',
      sql`case ${t.correctOption}
        when 'a' then ${t.optionA} when 'b' then ${t.optionB}
        when 'c' then ${t.optionC} when 'd' then ${t.optionD} end = ${t.answer}`,
    ),
  ],
);
