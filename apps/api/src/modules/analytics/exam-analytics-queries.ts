import { and, asc, count, desc, eq, gt, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isoTimestamp } from '../../db/queries.js';
import { resultSummaries, results, students } from '../../db/schema/index.js';
import type { ExamRow } from '../exams/index.js';
import {
  DISTRIBUTION_BUCKETS,
  type AssessmentSort,
  type ExamAnalyticsPage,
  type ExamAssessmentAnalytics,
  type ExamPracticeAnalytics,
  type NamedStudent,
  type PracticeSort,
  type StarStudent,
} from './analytics-model.js';
import {
  jsonArray,
  jsonObject,
  statistics,
  statisticsOrNull,
  timeUtilizationPercentage,
  withOverallStatistics,
  type NullableStatistics,
} from './analytics-sql.js';

/** What exam analytics need of the exam: its results, and its admin and level for the eligible students. */
export type AnalysedExam = Pick<ExamRow, 'id' | 'adminId' | 'level' | 'students'>;

/** The summaries of the students with a result in the exam that counts. */
const countingSummaries = (exam: AnalysedExam) =>
  and(eq(resultSummaries.examId, exam.id), gt(resultSummaries.attempts, 0));

/** `round(total / attempts, 2)`: the average of every counting result, from the summaries' sums. */
const averageOver = (total: SQL) =>
  sql<number | null>`round(${total}::numeric / nullif(sum(${resultSummaries.attempts}), 0), 2)::float8`;

/**
 * The students an exam is for: the admin's current (not deleted) students at the exam's level, only those
 * it names where it names some.
 */
const eligibleStudents = (exam: AnalysedExam) =>
  and(
    eq(students.adminId, exam.adminId),
    eq(students.level, exam.level),
    isNull(students.deletedAt),
    exam.students === null ? undefined : inArray(students.publicId, exam.students),
  );

/**
 * The class's figures of an exam, over its students' summaries (one row each) rather than its results:
 * sums over counts give the same averages as averaging every result, and the best of each student's
 * best result is the best result.
 */
async function examFigures(db: Database, exam: AnalysedExam) {
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

const withoutResult = (db: Database, exam: AnalysedExam) =>
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
const notAttempted = (db: Database, exam: AnalysedExam) => {
  const first = db
    .select({ id: students.id, publicId: students.publicId, fullname: students.fullname })
    .from(students)
    .where(withoutResult(db, exam))
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
const listedPage = <Entry>(
  order: SQL,
  { page, limit }: { page: number; limit: number },
  entry: SQL,
  joined = sql``,
) =>
  sql<Entry[]>`(select coalesce(json_agg(${entry} order by shown.ordinal), '[]')
    from (select listed.*, row_number() over (order by ${order}) as ordinal from listed
      order by ${order} limit ${limit} offset ${(page - 1) * limit}) as shown ${joined})`;

/** A page of the exam's results (one per student), and the class's figures over all of them. */
export async function examAssessmentAnalytics(
  db: Database,
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
        from ${students} where ${withoutResult(db, exam)}
      )
      select ${listedPage(order, { page, limit }, entry, sql`join ${results} on ${results.id} = shown.result_id`)}
          as students,
        count(*)::int as total, ${distribution(sql`listed.score_percentage`)} as distribution,
        (select coalesce(json_agg(${jsonObject({ studentId: sql`first.public_id`, studentName: sql`first.name` })}
            order by first.name, first.id), '[]')
          from (select * from absent order by name, id limit ${limit}) as first) as "notAttempted",
        (select count(*)::int from absent) as "totalNotAttempted"
      from listed`),
    examFigures(db, exam),
  ]);
  return { ...rows[0]!, ...figures };
}

/** The exam's eligible students who have no result in it, by name. */
export async function studentsNotAttempted(db: Database, exam: AnalysedExam): Promise<NamedStudent[]> {
  const [row] = await notAttempted(db, exam);
  return row!.students;
}

/** A page of the students who attempted the exam, and the class's figures over all of them. */
export async function examPracticeAnalytics(
  db: Database,
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
      select ${listedPage(order, { page, limit }, entry)} as students, count(*)::int as total,
        ${distribution(sql`listed.best`)} as distribution,
        ${jsonObject(statistics(sql`listed.attempts`))} as "overallAttempts"
      from listed`),
    examFigures(db, exam),
  ]);
  const { overallAttempts, ...list } = rows[0]!;
  return { ...list, overallAttempts: statisticsOrNull(overallAttempts), ...figures };
}
