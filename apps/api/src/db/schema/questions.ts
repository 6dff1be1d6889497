import { MAX_VALUE, SETTING_BOUNDS } from '@abacus/generator';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { OPTION_LETTERS, type OptionLetter } from '../../domain/answers.js';
import { between, id, textList } from './columns.js';
import { exams } from './exams.js';

/**
 * An exam's multiple-choice questions, in `position` order (1-based), by `version`: a regeneration adds
 * the next version, and a version stays while an attempt or a result still refers to it.
 */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    examId: bigint({ mode: 'number' })
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
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
    unique('questions_exam_version_position_unique').on(t.examId, t.version, t.position),
    check('questions_position_range', between(t.position, 1, SETTING_BOUNDS.totalQuestions.max)),
    check(
      'questions_marks_range',
      between(t.marks, SETTING_BOUNDS.marksPerQuestion.min, SETTING_BOUNDS.marksPerQuestion.max),
    ),
    check('questions_answer_range', between(t.answer, 0, MAX_VALUE)),
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
    check('questions_correct_option_letter', sql`${t.correctOption} in ${textList(OPTION_LETTERS)}`),
    check(
      'questions_correct_option_holds_answer',
      sql`case ${t.correctOption}
        when 'a' then ${t.optionA} when 'b' then ${t.optionB}
        when 'c' then ${t.optionC} when 'd' then ${t.optionD} end = ${t.answer}`,
    ),
  ],
);
