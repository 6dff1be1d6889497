import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  isNull,
  not,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isoTimestamp } from '../../db/queries.js';
import { exams, resultSummaries, results, students } from '../../db/schema/index.js';
import type { ExamRow } from '../exams/exams-repository.js';
import {
  jsonArray,
  jsonObject,
  roundedAverage,
  scorePercentage,
  statistics,
  statisticsOrNull,
  timeUtilizationPercentage,
  type NullableStatistics,
} from './analytics-sql.js';
import {
  DISTRIBUTION_BUCKETS,
  type AssessmentSort,
  type ExamAnalyticsPage,
  type PracticeSort,
} from './analytics-model.js';
import type {
  ExamAssessmentAnalytics,
  ExamPracticeAnalytics,
  NamedStudent,
  PracticeAttempt,
  RankedExam,
  StarStudent,
  StudentAssessmentAnalytics,
  StudentPracticeAnalytics,
} from './analytics-model.js';
import { createItemAnalysisRepository } from './item-analysis-repository.js';
import { createLevelAnalyticsRepository } from './level-analytics-repository.js';

/** What exam analytics need of the exam: its results, and its admin and level for the eligible students. */
export type AnalysedExam = Pick<ExamRow, 'id' | 'adminId' | 'level'>;

// A result the teacher let the student take again stays in history, but analytics count the latest.
const resultsOfStudent = (studentId: number, { assessments }: { assessments: boolean }) =>
  and(
    eq(results.studentId, studentId),
    eq(results.examIsSingleAttempt, assessments),
    not(results.superseded),
  );

/** The summaries of the students with a result in the exam that counts. */
const countingSummaries = (exam: AnalysedExam) =>
  and(eq(resultSummaries.examId, exam.id), gt(resultSummaries.attempts, 0));

/** `round(total / attempts, 2)`: the average of every counting result, from the summaries' sums. */
const averageOver = (total: SQL) =>
  sql<number | null>`round(${total}::numeric / nullif(sum(${resultSummaries.attempts}), 0), 2)::float8`;

/** The students an exam is for: the admin's current (not deleted) students at the exam's level. */
const eligibleStudents = (exam: AnalysedExam) =>
  and(eq(students.adminId, exam.adminId), eq(students.level, exam.level), isNull(students.deletedAt));

/** Nulls the overall blocks of a row aggregated over no results. */
const withOverallStatistics = <Row extends Record<'overallScore' | 'overallDuration', NullableStatistics>>(
  row: Row,
) => ({
  ...row,
  overallScore: statisticsOrNull(row.overallScore),
  overallDuration: statisticsOrNull(row.overallDuration),
});

/**
 * Every figure is aggregated, ranked and rounded by PostgreSQL, lists included (as JSON arrays): a
 * request runs one or two statements, however many results there are. Each statement first takes the
 * results in question with their percentages (`scored`), so each percentage is computed once.
 */
export function createAnalyticsRepository(db: Database) {
  const scoredResults = (where: SQL | undefined) =>
    db.$with('scored').as(
      db
        .select({
          id: results.id,
          examId: results.examId,
          studentId: results.studentId,
          score: results.score,
          timeTaken: results.timeTaken,
          dateCompleted: results.dateCompleted,
          examTotalMarks: results.examTotalMarks,
          examDuration: results.examDuration,
          scorePercentage: scorePercentage.as('score_percentage'),
          timeUtilizationPercentage: timeUtilizationPercentage.as('time_utilization_percentage'),
        })
        .from(results)
        .where(where),
    );
  type Scored = ReturnType<typeof scoredResults>;

  const oldestFirst = (scored: Scored) => [asc(scored.dateCompleted), asc(scored.id)];

  /** The per-result figures every listed result carries. */
  const resultFigures = (scored: Scored) => ({
    scorePercentage: scored.scorePercentage,
    timeUtilizationPercentage: scored.timeUtilizationPercentage,
    date: isoTimestamp(scored.dateCompleted),
  });

  /** Averages of the percentages as listed (already rounded), rounded again. */
  const percentageAverages = (scored: Scored) => ({
    avgScorePercentage: roundedAverage(scored.scorePercentage),
    avgTimeUtilizationPercentage: roundedAverage(scored.timeUtilizationPercentage),
  });

  const overallStatistics = (scored: Scored) => ({
    overallScore: statistics<number | null>(scored.score),
    overallDuration: statistics<number | null>(scored.timeTaken),
  });

  /** As a scalar subquery: the student's assessment first in `order`; ties → the earlier one. */
  const rankedExam = (scored: Scored, order: SQL) =>
    sql<RankedExam | null>`(${db
      .select({
        exam: jsonObject({
          examId: exams.publicId,
          title: exams.title,
          scorePercentage: scored.scorePercentage,
        }),
      })
      .from(scored)
      .innerJoin(exams, eq(exams.id, scored.examId))
      .orderBy(order, ...oldestFirst(scored))
      .limit(1)})`;

  /**
   * The class's figures of an exam, over its students' summaries (one row each) rather than its results:
   * sums over counts give the same averages as averaging every result, and the best of each student's
   * best result is the best result.
   */
  async function examFigures(exam: AnalysedExam) {
    const best = db
      .select()
      .from(resultSummaries)
      .where(countingSummaries(exam))
      .orderBy(
        desc(resultSummaries.bestScorePercentage),
        asc(resultSummaries.bestTime),
        asc(resultSummaries.bestCompleted),
        asc(resultSummaries.bestResultId),
      )
      .limit(1)
      .as('best');
    const [row] = await db
      .select({
        totalEligibleStudents: db.$count(students, eligibleStudents(exam)),
        totalStudentsAttempted: count(),
        overallScore: {
          min: sql<number | null>`min(${resultSummaries.scoreMin})::float8`,
          max: sql<number | null>`max(${resultSummaries.scoreMax})::float8`,
          avg: averageOver(sql`sum(${resultSummaries.scoreSum})`),
        },
        overallDuration: {
          min: sql<number | null>`min(${resultSummaries.timeMin})::float8`,
          max: sql<number | null>`max(${resultSummaries.timeMax})::float8`,
          avg: averageOver(sql`sum(${resultSummaries.timeSum})`),
        },
        avgScorePercentage: averageOver(sql`sum(${resultSummaries.scorePercentageSum})`),
        avgTimeUtilizationPercentage: averageOver(sql`sum(${resultSummaries.timeUtilizationPercentageSum})`),
        // The best result is picked before its student is looked up: one key lookup, not a join of all.
        starStudent: sql<StarStudent | null>`(${db
          .select({
            star: jsonObject({
              studentId: students.publicId,
              studentName: students.fullname,
              score: results.score,
              scorePercentage: best.bestScorePercentage,
              timeTaken: results.timeTaken,
            }),
          })
          .from(best)
          .innerJoin(students, eq(students.id, best.studentId))
          .innerJoin(results, eq(results.id, best.bestResultId))})`,
      })
      .from(resultSummaries)
      .where(countingSummaries(exam));
    return withOverallStatistics(row!);
  }

  const withoutResult = (exam: AnalysedExam) =>
    and(
      eligibleStudents(exam),
      notInArray(
        students.id,
        db
          .select({ studentId: resultSummaries.studentId })
          .from(resultSummaries)
          .where(countingSummaries(exam)),
      ),
    );

  /**
   * The eligible students without a result in the exam, by name, as one JSON array. `not in` makes
   * PostgreSQL hash the exam's students once, whatever it knows of the tables: PGlite never analyses them on its own, and without statistics `not exists` ran as a nested loop
   * (5 000 students: 660 ms instead of 27 ms).
   */
  const notAttempted = (exam: AnalysedExam) => {
    const first = db
      .select({ id: students.id, publicId: students.publicId, fullname: students.fullname })
      .from(students)
      .where(withoutResult(exam))
      .as('first');
    return db
      .select({
        students: jsonArray<NamedStudent>(
          jsonObject({ studentId: first.publicId, studentName: first.fullname }),
          asc(first.fullname),
          asc(first.id),
        ),
      })
      .from(first);
  };

  /**
   * As a scalar subquery: the counts of `listed`'s `percentage`s in each tenth: 0–10 %, …, 90–100 % (100 %
   * in the last). Each row's tenth is worked out once, not compared with every tenth.
   */
  const distribution = (percentage: SQL) => {
    const last = sql.raw(String(DISTRIBUTION_BUCKETS - 1));
    return sql<number[]>`(select array_agg(coalesce(counted.students, 0) order by bucket.tenth)
      from generate_series(0, ${last}) as bucket(tenth)
      left join (select least(floor(${percentage} / 10), ${last})::int as tenth, count(*)::int as students
        from listed group by 1) as counted on counted.tenth = bucket.tenth)`;
  };

  /**
   * As a scalar subquery: one page of the rows of `listed` in `order`, each made an `entry` over its row
   * `shown` (and whatever `joined` adds to it), as one JSON array: only the page's entries are built.
   */
  const pageOf = <Entry>(
    order: SQL,
    { page, limit }: { page: number; limit: number },
    entry: SQL,
    joined = sql``,
  ) =>
    sql<Entry[]>`(select coalesce(json_agg(${entry} order by shown.ordinal), '[]')
      from (select listed.*, row_number() over (order by ${order}) as ordinal from listed
        order by ${order} limit ${limit} offset ${(page - 1) * limit}) as shown ${joined})`;

  return {
    ...createItemAnalysisRepository(db),
    ...createLevelAnalyticsRepository(db),

    /** One entry per assessment result, oldest first (soft-deleted exams included). */
    async studentAssessment(studentId: number): Promise<StudentAssessmentAnalytics> {
      const scored = scoredResults(resultsOfStudent(studentId, { assessments: true }));
      const [row] = await db
        .with(scored)
        .select({
          exams: jsonArray<StudentAssessmentAnalytics['exams'][number]>(
            jsonObject({
              examId: exams.publicId,
              title: exams.title,
              level: exams.level,
              totalMarks: scored.examTotalMarks,
              duration: scored.examDuration,
              score: scored.score,
              durationTaken: scored.timeTaken,
              ...resultFigures(scored),
            }),
            ...oldestFirst(scored),
          ),
          totalAssessmentExams: countDistinct(scored.examId),
          ...percentageAverages(scored),
          topExam: rankedExam(scored, desc(scored.scorePercentage)),
          lowestExam: rankedExam(scored, asc(scored.scorePercentage)),
          ...overallStatistics(scored),
        })
        .from(scored)
        .innerJoin(exams, eq(exams.id, scored.examId));
      return withOverallStatistics(row!);
    },

    /** The practice exams the student attempted (by first attempt), each with its attempts. */
    async studentPractice(studentId: number): Promise<StudentPracticeAnalytics> {
      const scored = scoredResults(resultsOfStudent(studentId, { assessments: false }));
      const [examRows, [totals]] = await Promise.all([
        db
          .with(scored)
          .select({
            examId: exams.publicId,
            title: exams.title,
            level: exams.level,
            totalMarks: exams.totalMarks,
            duration: exams.duration,
            totalAttempts: count(),
            score: statistics<number>(scored.score),
            time_taken: statistics<number>(scored.timeTaken),
            attempts: jsonArray<PracticeAttempt>(
              jsonObject({ score: scored.score, durationTaken: scored.timeTaken, ...resultFigures(scored) }),
              ...oldestFirst(scored),
            ),
          })
          .from(scored)
          .innerJoin(exams, eq(exams.id, scored.examId))
          .groupBy(exams.id)
          .orderBy(sql`min(${scored.dateCompleted})`, asc(exams.id)),
        db
          .with(scored)
          .select({ totalPracticeExams: countDistinct(scored.examId), ...overallStatistics(scored) })
          .from(scored),
      ]);
      return { exams: examRows, ...withOverallStatistics(totals!) };
    },

    /** A page of the exam's results (one per student), and the class's figures over all of them. */
    async examAssessment(
      exam: AnalysedExam,
      { page, limit, sort }: ExamAnalyticsPage<AssessmentSort>,
    ): Promise<ExamAssessmentAnalytics & { total: number }> {
      // An assessment counts one result per student: their summary's best is that result.
      const order = {
        date: sql`listed.completed, listed.result_id`,
        score: sql`listed.score_percentage desc, listed.name, listed.result_id`,
        name: sql`listed.name, listed.result_id`,
      }[sort];
      const entry = jsonObject({
        studentId: sql`shown.public_id`,
        studentName: sql`shown.name`,
        score: results.score,
        duration: results.timeTaken,
        scorePercentage: sql`shown.score_percentage`,
        timeUtilizationPercentage,
        date: isoTimestamp(results.dateCompleted),
      });
      const [{ rows }, figures] = await Promise.all([
        db.execute<
          Pick<ExamAssessmentAnalytics, 'students' | 'distribution' | 'notAttempted'> & {
            total: number;
            totalNotAttempted: number;
          }
        >(sql`with listed as (
            select ${resultSummaries.bestResultId} as result_id, ${students.publicId} as public_id,
              ${students.fullname} as name, ${resultSummaries.bestScorePercentage} as score_percentage,
              ${resultSummaries.bestCompleted} as completed
            from ${resultSummaries} join ${students} on ${students.id} = ${resultSummaries.studentId}
            where ${countingSummaries(exam)}
          ),
          -- Listed and counted from one set: the students with a result are hashed once.
          absent as (
            select ${students.id} as id, ${students.publicId} as public_id, ${students.fullname} as name
            from ${students} where ${withoutResult(exam)}
          )
          select ${pageOf(order, { page, limit }, entry, sql`join ${results} on ${results.id} = shown.result_id`)}
              as students,
            count(*)::int as total, ${distribution(sql`listed.score_percentage`)} as distribution,
            (select coalesce(json_agg(${jsonObject({ studentId: sql`first.public_id`, studentName: sql`first.name` })}
                order by first.name, first.id), '[]')
              from (select * from absent order by name, id limit ${limit}) as first) as "notAttempted",
            (select count(*)::int from absent) as "totalNotAttempted"
          from listed`),
        examFigures(exam),
      ]);
      return { ...rows[0]!, ...figures };
    },

    /** The exam's eligible students who have no result in it, by name. */
    async notAttempted(exam: AnalysedExam): Promise<NamedStudent[]> {
      const [row] = await notAttempted(exam);
      return row!.students;
    },

    /** A page of the students who attempted the exam, and the class's figures over all of them. */
    async examPractice(
      exam: AnalysedExam,
      { page, limit, sort }: ExamAnalyticsPage<PracticeSort>,
    ): Promise<ExamPracticeAnalytics & { total: number }> {
      const order = {
        name: sql`listed.name, listed.student_id`,
        score: sql`listed.best desc, listed.name, listed.student_id`,
        date: sql`listed.first_completed, listed.student_id`,
      }[sort];
      const minMaxAverage = (column: string, sum: string) => ({
        min: sql.raw(`shown.${column}_min::float8`),
        max: sql.raw(`shown.${column}_max::float8`),
        avg: sql.raw(`round(shown.${sum}::numeric / shown.attempts, 2)::float8`),
      });
      const entry = jsonObject({
        studentId: sql`shown.public_id`,
        studentName: sql`shown.name`,
        totalAttempts: sql`shown.attempts`,
        bestScorePercentage: sql`shown.best`,
        score: minMaxAverage('score', 'score_sum'),
        duration: minMaxAverage('time', 'time_sum'),
      });
      const [{ rows }, figures] = await Promise.all([
        db.execute<
          Pick<ExamPracticeAnalytics, 'students' | 'distribution'> & {
            total: number;
            overallAttempts: NullableStatistics;
          }
        >(sql`with listed as (
            select ${students.id} as student_id, ${students.publicId} as public_id, ${students.fullname} as name,
              ${resultSummaries.attempts} as attempts, ${resultSummaries.bestScorePercentage} as best,
              ${resultSummaries.firstCompleted} as first_completed,
              ${resultSummaries.scoreMin} as score_min, ${resultSummaries.scoreMax} as score_max,
              ${resultSummaries.scoreSum} as score_sum, ${resultSummaries.timeMin} as time_min,
              ${resultSummaries.timeMax} as time_max, ${resultSummaries.timeSum} as time_sum
            from ${resultSummaries} join ${students} on ${students.id} = ${resultSummaries.studentId}
            where ${countingSummaries(exam)}
          )
          select ${pageOf(order, { page, limit }, entry)} as students, count(*)::int as total,
            ${distribution(sql`listed.best`)} as distribution,
            ${jsonObject(statistics(sql`listed.attempts`))} as "overallAttempts"
          from listed`),
        examFigures(exam),
      ]);
      const { overallAttempts, ...list } = rows[0]!;
      return { ...list, overallAttempts: statisticsOrNull(overallAttempts), ...figures };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
