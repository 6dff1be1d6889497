import { sql, type SQL } from 'drizzle-orm';
import type { attemptQuestions, questions } from './schema/index.js';

/** A question with its options and key, as an exam or an attempt keeps it. */
export type ChoiceQuestion = Omit<typeof questions.$inferInsert, 'id' | 'examId' | 'version'>;

/** The names of the question columns {@link choiceQuestionArrays} fills, in its order. */
export const CHOICE_QUESTION_COLUMNS = sql.raw(
  'position, question, answer, marks, option_a, option_b, option_c, option_d, correct_option, ' +
    'mistake_a, mistake_b, mistake_c, mistake_d',
);

/**
 * The questions' columns as array parameters for `unnest`: a 1000-question insert is one statement with
 * thirteen parameters to encode, not thirteen thousand.
 */
export function choiceQuestionArrays(rows: readonly ChoiceQuestion[]): SQL {
  const column = (key: keyof ChoiceQuestion) => sql.param(rows.map((row) => row[key] ?? null));
  return sql`${column('position')}::smallint[], ${column('question')}::text[],
    ${column('answer')}::bigint[], ${column('marks')}::smallint[], ${column('optionA')}::bigint[],
    ${column('optionB')}::bigint[], ${column('optionC')}::bigint[], ${column('optionD')}::bigint[],
    ${column('correctOption')}::text[], ${column('mistakeA')}::text[], ${column('mistakeB')}::text[],
    ${column('mistakeC')}::text[], ${column('mistakeD')}::text[]`;
}

/** A question's key as text: its right option, or for a typed question (no options) its answer. */
export const keyColumn = (table: typeof questions | typeof attemptQuestions): SQL<string> =>
  sql<string>`coalesce(${table.correctOption}, ${table.answer}::text)`;
