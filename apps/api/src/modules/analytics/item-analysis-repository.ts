import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { OPTION_LETTERS, type Answer, type OptionLetter } from '../../domain/answers.js';
import type { Database } from '../../db/database.js';
import { questions, results } from '../../db/schema/index.js';
import type { ExamRow } from '../exams/exams-repository.js';
import type { ItemAnalysis, QuestionItem } from './analytics-model.js';
import { jsonArray, jsonObject, percentage } from './analytics-sql.js';

/** What item analysis needs of the exam: its results, and which of its questions are current. */
export type ItemAnalysedExam = Pick<ExamRow, 'id' | 'questionsVersion'>;

/**
 * Item analysis in one statement: every analysed result's answers are unnested once into (position,
 * letter) pairs and tallied per position, so the work grows with results × questions, whatever the
 * exam's length; the questions are then listed with their tallies as one JSON array.
 */
export function createItemAnalysisRepository(db: Database) {
  return {
    /**
     * How the exam's results answered its current questions: only results that carry answers to that
     * very version count (a score-only result, or answers to questions since regenerated, say nothing
     * about these questions).
     */
    async itemAnalysis(exam: ItemAnalysedExam): Promise<ItemAnalysis> {
      const version = exam.questionsVersion;
      const analysed = db.$with('analysed').as(
        db
          .select({ answers: sql<Answer[]>`${results.answers}`.as('answers') })
          .from(results)
          .where(
            and(
              eq(results.examId, exam.id),
              eq(results.questionsVersion, version),
              isNotNull(results.answers),
            ),
          ),
      );
      const choices = db.$with('choices').as(
        db
          .select({
            position: sql<number>`choice.position`.as('position'),
            letter: sql<Answer>`choice.letter`.as('letter'),
          })
          .from(analysed)
          .crossJoinLateral(sql`unnest(${analysed.answers}) with ordinality as choice(letter, position)`),
      );
      // Outside a subquery, drizzle names its computed columns by their alias alone: every alias is unique.
      const countWhere = (condition: SQL, alias: string) =>
        sql<number>`count(*) filter (where ${condition})`.as(`tallied_${alias}`);
      const tally = db
        .select({
          position: sql<number>`${choices.position}`.as('tallied_position'),
          a: countWhere(sql`${choices.letter} = 'a'`, 'a'),
          b: countWhere(sql`${choices.letter} = 'b'`, 'b'),
          c: countWhere(sql`${choices.letter} = 'c'`, 'c'),
          d: countWhere(sql`${choices.letter} = 'd'`, 'd'),
          none: countWhere(sql`${choices.letter} is null`, 'none'),
        })
        .from(choices)
        .groupBy(choices.position)
        .as('tally');

      const resultCount = sql<number>`(select count(*) from ${analysed})`;
      // Questions nobody answered have no tally.
      const chosen = (letter: OptionLetter | 'none') => sql<number>`coalesce(${tally[letter]}, 0)`;
      const correct = sql`case ${questions.correctOption} ${sql.join(
        OPTION_LETTERS.map((letter) => sql`when ${letter} then ${chosen(letter)}`),
        sql` `,
      )} end`;
      // The wrong option chosen most often; ties → the earlier letter; null when no wrong option was chosen.
      const mostChosenWrong = sql`(select tallied.letter
        from (values ${sql.join(
          OPTION_LETTERS.map((letter) => sql`(${letter}, ${chosen(letter)})`),
          sql`, `,
        )}) as tallied(letter, chosen)
        where tallied.letter <> ${questions.correctOption} and tallied.chosen > 0
        order by tallied.chosen desc, tallied.letter
        limit 1)`;

      const [row] = await db
        .with(analysed, choices)
        .select({
          results: sql<number>`${resultCount}::int`,
          questions: jsonArray<QuestionItem>(
            jsonObject({
              position: questions.position,
              question: questions.question,
              correct_option: questions.correctOption,
              answered: sql`${sql.join(
                OPTION_LETTERS.map((letter) => chosen(letter)),
                sql` + `,
              )}`,
              // A skipped question counts as not correct; null without results.
              correctPercentage: percentage(correct, sql`nullif(${resultCount}, 0)`),
              chosen: Object.fromEntries(
                [...OPTION_LETTERS, 'none' as const].map((letter) => [letter, chosen(letter)]),
              ),
              mostChosenWrong,
            }),
            asc(questions.position),
          ),
        })
        .from(questions)
        .leftJoin(tally, eq(tally.position, questions.position))
        .where(and(eq(questions.examId, exam.id), eq(questions.version, version)));
      return { questions_version: version, ...row! };
    },
  };
}
