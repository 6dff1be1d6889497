import { MAX_VALUE, MISTAKES, SETTING_BOUNDS, type Mistake } from '@abacus/generator';
import { sql } from 'drizzle-orm';
import { bigint, check, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { OPTION_LETTERS, type OptionLetter } from '../../domain/answers.js';
import { between, textArray, textList } from './columns.js';

/** A question as the exam stores it and as an attempt shows it: multiple choice, or typed (no options). */
export const choiceQuestionColumns = () => ({
  position: smallint().notNull(),
  /** The expression with `*` and `/`, e.g. `12 + 7 * 3`. */
  question: text().notNull(),
  answer: bigint({ mode: 'number' }).notNull(),
  marks: smallint().notNull(),
  optionA: bigint({ mode: 'number' }),
  optionB: bigint({ mode: 'number' }),
  optionC: bigint({ mode: 'number' }),
  optionD: bigint({ mode: 'number' }),
  /** Null, with the options, for a question whose answer the child writes (a typed exam's). */
  correctOption: text().$type<OptionLetter | null>(),
  /** The mistake on the abacus each option stands for; null for the answer, and for questions made before. */
  mistakeA: text().$type<Mistake | null>(),
  mistakeB: text().$type<Mistake | null>(),
  mistakeC: text().$type<Mistake | null>(),
  mistakeD: text().$type<Mistake | null>(),
});

interface ChoiceColumns {
  position: AnyPgColumn;
  answer: AnyPgColumn;
  marks: AnyPgColumn;
  optionA: AnyPgColumn;
  optionB: AnyPgColumn;
  optionC: AnyPgColumn;
  optionD: AnyPgColumn;
  correctOption: AnyPgColumn;
  mistakeA: AnyPgColumn;
  mistakeB: AnyPgColumn;
  mistakeC: AnyPgColumn;
  mistakeD: AnyPgColumn;
}

/**
 * The answer key cannot be wrong: four distinct options, and the correct one holds the answer; or, for a
 * typed question, no options and no mistakes at all.
 */
export const choiceQuestionChecks = (table: string, t: ChoiceColumns) => [
  check(
    `${table}_options_or_typed`,
    sql`num_nulls(${t.optionA}, ${t.optionB}, ${t.optionC}, ${t.optionD}, ${t.correctOption}) in (0, 5)
        and (${t.correctOption} is not null
          or num_nonnulls(${t.mistakeA}, ${t.mistakeB}, ${t.mistakeC}, ${t.mistakeD}) = 0)`,
  ),
  check(`${table}_position_range`, between(t.position, 1, SETTING_BOUNDS.totalQuestions.max)),
  check(
    `${table}_marks_range`,
    between(t.marks, SETTING_BOUNDS.marksPerQuestion.min, SETTING_BOUNDS.marksPerQuestion.max),
  ),
  // Below zero only in exams that allow negative answers, which the generator alone decides.
  check(`${table}_answer_range`, between(t.answer, -MAX_VALUE, MAX_VALUE)),
  check(
    `${table}_options_range`,
    sql`least(${t.optionA}, ${t.optionB}, ${t.optionC}, ${t.optionD}) >= ${sql.raw(String(-MAX_VALUE))}`,
  ),
  check(
    `${table}_options_distinct`,
    sql`${t.optionA} not in (${t.optionB}, ${t.optionC}, ${t.optionD})
        and ${t.optionB} not in (${t.optionC}, ${t.optionD})
        and ${t.optionC} <> ${t.optionD}`,
  ),
  check(`${table}_correct_option_letter`, sql`${t.correctOption} in ${textList(OPTION_LETTERS)}`),
  check(
    `${table}_correct_option_holds_answer`,
    sql`case ${t.correctOption}
        when 'a' then ${t.optionA} when 'b' then ${t.optionB}
        when 'c' then ${t.optionC} when 'd' then ${t.optionD} end = ${t.answer}`,
  ),
  check(
    `${table}_mistakes_named`,
    sql`array_remove(array[${t.mistakeA}, ${t.mistakeB}, ${t.mistakeC}, ${t.mistakeD}], null) <@ ${textArray(MISTAKES)}`,
  ),
  check(
    `${table}_answer_is_no_mistake`,
    sql`case ${t.correctOption}
        when 'a' then ${t.mistakeA} when 'b' then ${t.mistakeB}
        when 'c' then ${t.mistakeC} when 'd' then ${t.mistakeD} end is null`,
  ),
];
