import { MAX_GRADE, MIN_GRADE } from '@abacus/contract';
import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lte,
  not,
  notExists,
  notInArray,
  or,
  sql,
  sum,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { exams, resultSummaries, results, students } from '../../db/schema/index.js';
import type { LevelFigures } from './analytics-model.js';
import { jsonArray, jsonObject, scorePercentage } from './analytics-sql.js';

/** Results completed from `from` to `to`, both included; an end left out is open. */
export interface CompletionRange {
  from?: Date | undefined;
  to?: Date | undefined;
}

// Outside a subquery, drizzle names its computed columns by their alias alone: every alias is unique.
const countWhere = (condition: SQL, alias: string) =>
  sql<number>`count(*) filter (where ${condition})`.as(alias);

/** The average of the per-result percentages (each rounded, as listed elsewhere), rounded again. */
const averagePercentageWhere = (condition: SQL, alias: string) =>
  sql<number | null>`round(avg(${scorePercentage}) filter (where ${condition}), 2)`.as(alias);

/** The admin's students, again, inside a subquery about the students listed. */
const withResult = alias(students, 'with_result');

const isAssessment = sql`${results.examIsSingleAttempt}`;
const isPractice = sql`not ${results.examIsSingleAttempt}`;
// An exam cannot switch between test and practice once taken: its results were all taken as it is.
const isAssessmentExam = sql`${exams.isSingleAttempt}`;
const isPracticeExam = sql`not ${exams.isSingleAttempt}`;

/** The summaries' `figure` summed where `condition` holds; 0 when nothing is summed. */
const summedWhere = (condition: SQL, figure: SQLWrapper, alias: string) =>
  sql<number>`coalesce(sum(${figure}) filter (where ${condition}), 0)`.as(alias);

/** The average of the per-result percentages, from the summaries' sums: the same as averaging them all. */
const summedAverageWhere = (condition: SQL, alias: string) =>
  sql<number | null>`round(sum(${resultSummaries.scorePercentageSum}) filter (where ${condition})
    / nullif(sum(${resultSummaries.attempts}) filter (where ${condition}), 0), 2)`.as(alias);

/**
 * Level-wise figures in one statement: students, exams and results are each counted per level by
 * PostgreSQL, then laid side by side on every level and returned as one JSON array.
 */
export function createLevelAnalyticsRepository(db: Database) {
  return {
    /**
     * Per level that has one of the admin's current students or exams, or a result in the range: a
     * result counts under its exam's level and type at submission; students and exams are the current
     * (not deleted) ones; a student without a result is one with no result at all in the range.
     */
    async levels(adminId: number, range: CompletionRange): Promise<LevelFigures[]> {
      // Counting the latest result only, as every analysis does: a retaken test's earlier one is history;
      // a live round's results only when the teacher counted them.
      const inRange = and(
        range.from && gte(results.dateCompleted, range.from),
        range.to && lte(results.dateCompleted, range.to),
        not(results.superseded),
        results.inAnalytics,
      );
      // Without a range, every result counts: the summaries (a row per student and exam) hold them.
      const everyResult = range.from === undefined && range.to === undefined;
      // `not in` a set hashed once, not a lookup per student (20 000 students: 45 ms instead of 225 ms).
      const withSummedResult = db
        .select({ id: resultSummaries.studentId })
        .from(resultSummaries)
        .innerJoin(withResult, eq(withResult.id, resultSummaries.studentId))
        .where(and(eq(withResult.adminId, adminId), gt(resultSummaries.attempts, 0)));
      const withoutResult = everyResult
        ? notInArray(students.id, withSummedResult)
        : notExists(
            db
              .select({ found: sql`1` })
              .from(results)
              .where(and(eq(results.studentId, students.id), inRange)),
          );
      const studentsByLevel = db
        .select({
          level: students.level,
          students: count().as('current_students'),
          withoutResult: countWhere(withoutResult, 'without_result'),
        })
        .from(students)
        .where(and(eq(students.adminId, adminId), isNull(students.deletedAt)))
        .groupBy(students.level)
        .as('students_by_level');
      const examsByLevel = db
        .select({
          level: exams.level,
          practice: countWhere(sql`not ${exams.isSingleAttempt}`, 'practice_exams'),
          assessment: countWhere(sql`${exams.isSingleAttempt}`, 'assessment_exams'),
        })
        .from(exams)
        .where(and(eq(exams.adminId, adminId), isNull(exams.deletedAt), not(exams.daily)))
        .groupBy(exams.level)
        .as('exams_by_level');
      // Deleted exams and students included: their results were real work in the range.
      const resultsByLevel = (
        everyResult
          ? db
              .select({
                level: exams.level,
                practice: summedWhere(isPracticeExam, resultSummaries.attempts, 'practice_results'),
                assessment: summedWhere(isAssessmentExam, resultSummaries.attempts, 'assessment_results'),
                practiceAverage: summedAverageWhere(isPracticeExam, 'practice_average'),
                assessmentAverage: summedAverageWhere(isAssessmentExam, 'assessment_average'),
              })
              .from(resultSummaries)
              .innerJoin(exams, eq(exams.id, resultSummaries.examId))
              .where(eq(exams.adminId, adminId))
              .groupBy(exams.level)
              // A level whose results are all superseded has none that counts, as below.
              .having(gt(sum(resultSummaries.attempts), 0))
          : db
              .select({
                level: exams.level,
                practice: countWhere(isPractice, 'practice_results'),
                assessment: countWhere(isAssessment, 'assessment_results'),
                practiceAverage: averagePercentageWhere(isPractice, 'practice_average'),
                assessmentAverage: averagePercentageWhere(isAssessment, 'assessment_average'),
              })
              .from(results)
              .innerJoin(exams, eq(exams.id, results.examId))
              .where(and(eq(exams.adminId, adminId), inRange))
              .groupBy(exams.level)
      ).as('results_by_level');

      const level = sql<number>`grade.level`;
      const zeroIfNone = (figure: SQL.Aliased<number>) => sql<number>`coalesce(${figure}, 0)`;
      const [row] = await db
        .select({
          levels: jsonArray<LevelFigures>(
            jsonObject({
              level,
              students: zeroIfNone(studentsByLevel.students),
              exams: {
                practice: zeroIfNone(examsByLevel.practice),
                assessment: zeroIfNone(examsByLevel.assessment),
              },
              results: {
                practice: zeroIfNone(resultsByLevel.practice),
                assessment: zeroIfNone(resultsByLevel.assessment),
              },
              avgScorePercentage: {
                practice: resultsByLevel.practiceAverage,
                assessment: resultsByLevel.assessmentAverage,
              },
              studentsWithoutResult: zeroIfNone(studentsByLevel.withoutResult),
            }),
            asc(level),
          ),
        })
        .from(
          sql`generate_series(${sql.raw(String(MIN_GRADE))}, ${sql.raw(String(MAX_GRADE))}) as grade(level)`,
        )
        .leftJoin(studentsByLevel, eq(studentsByLevel.level, level))
        .leftJoin(examsByLevel, eq(examsByLevel.level, level))
        .leftJoin(resultsByLevel, eq(resultsByLevel.level, level))
        .where(
          or(
            isNotNull(studentsByLevel.level),
            isNotNull(examsByLevel.level),
            isNotNull(resultsByLevel.level),
          ),
        );
      return row!.levels;
    },
  };
}
