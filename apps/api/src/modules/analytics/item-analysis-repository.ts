import { MISTAKES, type Mistake } from '@abacus/generator';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { textArray } from '../../db/schema/columns.js';
import { answerTallies, questions } from '../../db/schema/index.js';
import { OPTION_LETTERS, type OptionLetter } from '../../domain/answers.js';
import type { ExamRow } from '../exams/index.js';
import type { ItemAnalysis, QuestionItem } from './analytics-model.js';
import { percentage } from '../../db/queries.js';
import { jsonArray, jsonObject } from './analytics-sql.js';

/** What item analysis needs of the exam: its current questions, and whether its attempts draw their own. */
export type ItemAnalysedExam = Pick<
  ExamRow,
  'id' | 'questionsVersion' | 'questionsPerStudent' | 'totalQuestions'
>;

/**
 * The tallied answers item analysis reads: (position, letter, correct, mistake, results), kept by the
 * database as results and attempts change (`answer_tallies`). For an exam whose attempts draw their own
 * questions, every version's drawn questions by position; otherwise the answers given to the exam's
 * current questions, sent or through an attempt, mapped to the exam's positions and letters. For a typed
 * question `letter` is the number written, as text.
 */
function choicesOf(exam: ItemAnalysedExam): SQL {
  const which = exam.questionsPerStudent
    ? sql`${answerTallies.drawn}`
    : sql`not ${answerTallies.drawn} and ${answerTallies.questionsVersion} = ${exam.questionsVersion}`;
  return sql`select ${answerTallies.position} as position, ${answerTallies.answer} as letter,
      ${answerTallies.correct} as correct, ${answerTallies.mistake} as mistake, ${answerTallies.results} as results
    from ${answerTallies} where ${answerTallies.examId} = ${exam.id} and ${which}`;
}

/**
 * Item analysis in one statement over the exam's tallied answers, so the work grows with its questions and
 * the answers they were given, not with its results; the positions are listed with their tallies as one
 * JSON array.
 */
export function createItemAnalysisRepository(db: Database) {
  return {
    /**
     * How the exam's results answered its current questions: only results that carry answers to that very
     * version count (a score-only result, or answers to questions since regenerated, say nothing about
     * these questions). When each attempt drew its own questions, by position.
     */
    async itemAnalysis(exam: ItemAnalysedExam): Promise<ItemAnalysis> {
      const tally = (condition: string) =>
        sql.raw(`coalesce(sum(results) filter (where ${condition}), 0)::int`);
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
      const named: Record<OptionLetter, SQL> = {
        a: sql`${questions.mistakeA}`,
        b: sql`${questions.mistakeB}`,
        c: sql`${questions.mistakeC}`,
        d: sql`${questions.mistakeD}`,
      };
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
          select position, mistake, sum(results)::int as results
          from choices where not correct and mistake is not null group by position, mistake
        ),
        -- The mistake made most on each question; ties → the earlier in the list of mistakes.
        most_made as (
          select distinct on (position) position, mistake, results from mistaken
          order by position, results desc, array_position(${textArray(MISTAKES)}, mistake)
        ),
        -- The wrong number written most on each typed question; ties → the smaller number.
        most_written as (
          select distinct on (position) position, letter::bigint as answer, sum(results)::int as results
          from choices where not correct and letter ~ '^-?[0-9]+$'
          group by position, letter order by position, sum(results) desc, letter::bigint
        ),
        tally as (
          select position, ${tally("letter = 'a'")} as a, ${tally("letter = 'b'")} as b,
            ${tally("letter = 'c'")} as c, ${tally("letter = 'd'")} as d, ${tally('letter is null')} as none,
            ${tally('correct')} as correct, sum(results)::int as answers
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
