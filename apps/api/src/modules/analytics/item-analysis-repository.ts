import { MISTAKES, type Mistake } from '@abacus/generator';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { keyColumn } from '../../db/choice-questions.js';
import { textArray } from '../../db/schema/columns.js';
import { attemptQuestions, attempts, questions, results } from '../../db/schema/index.js';
import { OPTION_LETTERS, type OptionLetter } from '../../domain/answers.js';
import type { ExamRow } from '../exams/exams-repository.js';
import type { ItemAnalysis, QuestionItem } from './analytics-model.js';
import { jsonArray, jsonObject, percentage } from './analytics-sql.js';

/** What item analysis needs of the exam: its results, its current questions, and how attempts get theirs. */
export type ItemAnalysedExam = Pick<
  ExamRow,
  'id' | 'questionsVersion' | 'questionsPerStudent' | 'totalQuestions'
>;

/** `case letter when 'a' then a … end`: the value a letter names among four options. */
const optionNamed = (letter: SQL, options: Record<OptionLetter, SQL>) =>
  sql`case ${letter} ${sql.join(
    OPTION_LETTERS.map((each) => sql`when ${each} then ${options[each]}`),
    sql` `,
  )} end`;

/** `case value when a then 'a' … end`: the letter of the option holding a value. */
const letterHolding = (value: SQL, options: Record<OptionLetter, SQL>) =>
  sql`case ${value} ${sql.join(
    OPTION_LETTERS.map((each) => sql`when ${options[each]} then ${each}`),
    sql` `,
  )} end`;

const optionsOf = (table: typeof questions | typeof attemptQuestions): Record<OptionLetter, SQL> => ({
  a: sql`${table.optionA}`,
  b: sql`${table.optionB}`,
  c: sql`${table.optionC}`,
  d: sql`${table.optionD}`,
});

const mistakesOf = (table: typeof questions | typeof attemptQuestions): Record<OptionLetter, SQL> => ({
  a: sql`${table.mistakeA}`,
  b: sql`${table.mistakeB}`,
  c: sql`${table.mistakeC}`,
  d: sql`${table.mistakeD}`,
});

/**
 * Every analysed answer as (position, letter, correct, mistake) in the exam's terms, the mistake being the
 * one the chosen option stood for; for a typed question `letter` is the number written, as text. Results sent without an attempt answered the exam's questions in its
 * order. An attempt showed them shuffled: each shown question names the exam question it is, and the
 * option chosen is mapped back by its number (the four are distinct). Questions drawn for each attempt
 * have no exam question: they count by position.
 */
function choicesOf(exam: ItemAnalysedExam): SQL {
  const counting = sql`${results.examId} = ${exam.id} and ${results.answers} is not null and not ${results.superseded}`;
  const unnested = sql`cross join lateral unnest(${results.answers}) with ordinality as choice(letter, position)`;
  if (exam.questionsPerStudent) {
    return sql`select choice.position::int as position, choice.letter as letter,
        coalesce(choice.letter = ${keyColumn(attemptQuestions)}, false) as correct,
        ${optionNamed(sql`choice.letter`, mistakesOf(attemptQuestions))} as mistake
      from ${results} join ${attempts} on ${attempts.resultId} = ${results.id} ${unnested}
      join ${attemptQuestions} on ${attemptQuestions.attemptId} = ${attempts.id}
        and ${attemptQuestions.position} = choice.position
      where ${counting} and ${attempts.seed} is not null`;
  }
  const current = sql`${questions.examId} = ${exam.id} and ${questions.version} = ${exam.questionsVersion}`;
  const chosenValue = optionNamed(sql`choice.letter`, optionsOf(attemptQuestions));
  return sql`select choice.position::int as position, choice.letter as letter,
        coalesce(choice.letter = ${keyColumn(questions)}, false) as correct,
        ${optionNamed(sql`choice.letter`, mistakesOf(questions))} as mistake
      from ${results} ${unnested}
      join ${questions} on ${current} and ${questions.position} = choice.position
      where ${counting} and ${results.questionsVersion} = ${exam.questionsVersion}
        and not exists (select 1 from ${attempts} where ${attempts.resultId} = ${results.id})
    union all
    select ${attemptQuestions.sourcePosition}::int,
        coalesce(${letterHolding(chosenValue, optionsOf(questions))}, choice.letter),
        coalesce(choice.letter = ${keyColumn(attemptQuestions)}, false),
        ${optionNamed(sql`choice.letter`, mistakesOf(attemptQuestions))}
      from ${results} join ${attempts} on ${attempts.resultId} = ${results.id} ${unnested}
      join ${attemptQuestions} on ${attemptQuestions.attemptId} = ${attempts.id}
        and ${attemptQuestions.position} = choice.position
      join ${questions} on ${current} and ${questions.position} = ${attemptQuestions.sourcePosition}
      where ${counting} and ${attempts.seed} is null and ${attempts.questionsVersion} = ${exam.questionsVersion}`;
}

/**
 * Item analysis in one statement: every analysed result's answers are unnested once into choices and
 * tallied per position, so the work grows with results × questions, whatever the exam's length; the
 * positions are then listed with their tallies as one JSON array.
 */
export function createItemAnalysisRepository(db: Database) {
  return {
    /**
     * How the exam's results answered its current questions: only results that carry answers to that very
     * version count (a score-only result, or answers to questions since regenerated, say nothing about
     * these questions). When each attempt drew its own questions, by position.
     */
    async itemAnalysis(exam: ItemAnalysedExam): Promise<ItemAnalysis> {
      const tally = (condition: string) => sql.raw(`count(*) filter (where ${condition})::int`);
      const chosen = (letter: OptionLetter | 'none') => sql<number>`coalesce(tally.${sql.raw(letter)}, 0)`;
      const perStudent = exam.questionsPerStudent;
      const correctOption = perStudent ? sql`null` : sql`${questions.correctOption}`;
      // The wrong option chosen most often; ties → the earlier letter; null when none was chosen.
      const mostChosenWrong = perStudent
        ? sql`null`
        : sql`(select tallied.letter from (values ${sql.join(
            OPTION_LETTERS.map((letter) => sql`(${letter}, ${chosen(letter)})`),
            sql`, `,
          )}) as tallied(letter, chosen)
          where tallied.letter <> ${questions.correctOption} and tallied.chosen > 0
          order by tallied.chosen desc, tallied.letter limit 1)`;
      // The exam's current questions, or (each attempt its own questions) the positions they are asked in.
      const position = perStudent ? sql`item.position` : sql`${questions.position}`;
      const items = perStudent
        ? sql`generate_series(1, ${exam.totalQuestions}) as item(position)`
        : sql`${questions}`;
      const current = perStudent
        ? sql`true`
        : sql`${questions.examId} = ${exam.id} and ${questions.version} = ${exam.questionsVersion}`;
      // Each option's mistake, as the exam's questions record them; none for questions made before.
      const named = mistakesOf(questions);
      const mistakes = perStudent
        ? sql`null`
        : sql`case when coalesce(${sql.join(Object.values(named), sql`, `)}) is null then null
            else ${jsonObject(named)} end`;
      const { rows } = await db.execute<{
        results: number;
        made: Partial<Record<Mistake, number>> | null;
        questions: QuestionItem[];
      }>(sql`
        with choices as (${choicesOf(exam)}),
        mistaken as (
          select position, mistake, count(*)::int as results
          from choices where not correct and mistake is not null group by position, mistake
        ),
        -- The mistake made most on each question; ties → the earlier in the list of mistakes.
        most_made as (
          select distinct on (position) position, mistake, results from mistaken
          order by position, results desc, array_position(${textArray(MISTAKES)}, mistake)
        ),
        -- The wrong number written most on each typed question; ties → the smaller number.
        most_written as (
          select distinct on (position) position, letter::bigint as answer, count(*)::int as results
          from choices where not correct and letter ~ '^-?[0-9]+$'
          group by position, letter order by position, count(*) desc, letter::bigint
        ),
        tally as (
          select position, ${tally("letter = 'a'")} as a, ${tally("letter = 'b'")} as b,
            ${tally("letter = 'c'")} as c, ${tally("letter = 'd'")} as d, ${tally('letter is null')} as none,
            ${tally('correct')} as correct, count(*)::int as answers
          from choices group by position
        ),
        -- Every analysed result answers every position once.
        analysed as (select coalesce(max(answers), 0) as results from tally)
        select (select results from analysed) as results,
          (select json_object_agg(mistake, made) from (
            select mistake, sum(results)::int as made from mistaken group by mistake
          ) as total) as made,
          ${jsonArray<QuestionItem>(
            jsonObject({
              position,
              question: perStudent ? sql`null` : sql`${questions.question}`,
              correct_option: correctOption,
              answered: sql`coalesce(tally.answers - tally.none, 0)`,
              // A skipped question counts as not correct; null without results.
              correctPercentage: percentage(
                sql`coalesce(tally.correct, 0)`,
                sql`nullif((select results from analysed), 0)`,
              ),
              chosen: Object.fromEntries(
                [...OPTION_LETTERS, 'none' as const].map((letter) => [letter, chosen(letter)]),
              ),
              mostChosenWrong,
              mostWrittenWrong: sql`case when most_written.answer is null then null
              else ${jsonObject({ answer: sql`most_written.answer`, results: sql`most_written.results` })} end`,
              mistakes,
              mostMadeMistake: sql`case when most_made.mistake is null then null
              else ${jsonObject({ mistake: sql`most_made.mistake`, results: sql`most_made.results` })} end`,
            }),
            position,
          )} as questions
        from ${items}
        left join tally on tally.position = ${position}
        left join most_made on most_made.position = ${position}
        left join most_written on most_written.position = ${position}
        where ${current}`);
      const { results: analysed, made, questions: analysedQuestions } = rows[0]!;
      return {
        questions_version: exam.questionsVersion,
        perStudent,
        results: analysed,
        mistakesMade: Object.fromEntries(
          MISTAKES.map((mistake) => [mistake, made?.[mistake] ?? 0]),
        ) as Record<Mistake, number>,
        questions: analysedQuestions,
      };
    },
  };
}
