import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  isNull,
  not,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isoTimestamp } from '../../db/queries.js';
import { exams, results, students } from '../../db/schema/index.js';
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

const resultsOfExam = (exam: AnalysedExam) => and(eq(results.examId, exam.id), not(results.superseded));

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

  /** Select fields over `scored` (an exam's results): its figures and its best single result. */
  function examFigures(exam: AnalysedExam, scored: Scored) {
    const best = db
      .select()
      .from(scored)
      .orderBy(desc(scored.scorePercentage), asc(scored.timeTaken), ...oldestFirst(scored))
      .limit(1)
      .as('best');
    return {
      totalEligibleStudents: db.$count(students, eligibleStudents(exam)),
      totalStudentsAttempted: countDistinct(scored.studentId),
      ...overallStatistics(scored),
      ...percentageAverages(scored),
      // The best result is picked before its student is looked up: one key lookup, not a join of all.
      starStudent: sql<StarStudent | null>`(${db
        .select({
          star: jsonObject({
            studentId: students.publicId,
            studentName: students.fullname,
            score: best.score,
            scorePercentage: best.scorePercentage,
            timeTaken: best.timeTaken,
          }),
        })
        .from(best)
        .innerJoin(students, eq(students.id, best.studentId))})`,
    };
  }

  const withoutResult = (exam: AnalysedExam) =>
    and(
      eligibleStudents(exam),
      notInArray(
        students.id,
        db.select({ studentId: results.studentId }).from(results).where(resultsOfExam(exam)),
      ),
    );

  /**
   * The eligible students without a result in the exam, by name, as one JSON array (the first `limit` of
   * them when given). `not in` makes PostgreSQL hash the exam's students once, whatever it knows of the
   * tables: PGlite never analyses them on its own, and without statistics `not exists` ran as a nested loop
   * (5 000 students: 660 ms instead of 27 ms).
   */
  const notAttempted = (exam: AnalysedExam, limit?: number) => {
    const first = db
      .select({ id: students.id, publicId: students.publicId, fullname: students.fullname })
      .from(students)
      .where(withoutResult(exam))
      .orderBy(asc(students.fullname), asc(students.id))
      .limit(limit ?? Number.MAX_SAFE_INTEGER)
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

  /** Counts of `percentage`s in each tenth: 0–10 %, …, 90–100 % (100 % in the last), as an aggregate. */
  const distribution = (percentage: SQLWrapper) =>
    sql<number[]>`array[${sql.join(
      Array.from(
        { length: DISTRIBUTION_BUCKETS },
        (_, bucket) =>
          sql`count(*) filter (where least(floor(${percentage} / 10), ${sql.raw(String(DISTRIBUTION_BUCKETS - 1))}) = ${sql.raw(String(bucket))})::int`,
      ),
      sql`, `,
    )}]`;

  /** As a scalar subquery: one page of the `listed` entries in `order`, as one JSON array. */
  const pageOf = <Entry>(order: SQL[], { page, limit }: { page: number; limit: number }) => {
    const keys = sql.join(order, sql`, `);
    return sql<Entry[]>`(select coalesce(json_agg(shown.entry order by shown.ordinal), '[]')
      from (select listed.entry, row_number() over (order by ${keys}) as ordinal from listed
        order by ${keys} limit ${limit} offset ${(page - 1) * limit}) as shown)`;
  };

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
      const scored = scoredResults(resultsOfExam(exam));
      const listed = db.$with('listed').as(
        db
          .select({
            id: scored.id,
            name: sql<string>`${students.fullname}`.as('name'),
            scorePercentage: sql<number>`${scored.scorePercentage}`.as('listed_score_percentage'),
            dateCompleted: sql`${scored.dateCompleted}`.as('listed_date_completed'),
            entry: jsonObject({
              studentId: students.publicId,
              studentName: students.fullname,
              score: scored.score,
              duration: scored.timeTaken,
              ...resultFigures(scored),
            }).as('entry'),
          })
          .from(scored)
          .innerJoin(students, eq(students.id, scored.studentId)),
      );
      const order = {
        date: [sql`listed.listed_date_completed`, sql`listed.id`],
        score: [sql`listed.listed_score_percentage desc`, sql`listed.name`, sql`listed.id`],
        name: [sql`listed.name`, sql`listed.id`],
      }[sort];
      const [[row], [figures]] = await Promise.all([
        db
          .with(scored, listed)
          .select({
            students: pageOf<ExamAssessmentAnalytics['students'][number]>(order, { page, limit }),
            total: count(),
            distribution: distribution(listed.scorePercentage),
            notAttempted: sql<NamedStudent[]>`(${notAttempted(exam, limit)})`,
            totalNotAttempted: db.$count(students, withoutResult(exam)),
          })
          .from(listed),
        db.with(scored).select(examFigures(exam, scored)).from(scored),
      ]);
      return { ...row!, ...withOverallStatistics(figures!) };
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
      const scored = scoredResults(resultsOfExam(exam));
      const listed = db.$with('listed').as(
        db
          .select({
            id: students.id,
            name: sql<string>`${students.fullname}`.as('name'),
            attempts: count().as('attempts'),
            best: sql<number>`max(${scored.scorePercentage})`.as('best'),
            firstDate: sql`min(${scored.dateCompleted})`.as('first_date'),
            entry: jsonObject({
              studentId: students.publicId,
              studentName: students.fullname,
              totalAttempts: count(),
              bestScorePercentage: sql`max(${scored.scorePercentage})`,
              score: statistics<number>(scored.score),
              duration: statistics<number>(scored.timeTaken),
            }).as('entry'),
          })
          .from(scored)
          .innerJoin(students, eq(students.id, scored.studentId))
          .groupBy(students.id),
      );
      const order = {
        name: [sql`listed.name`, sql`listed.id`],
        score: [sql`listed.best desc`, sql`listed.name`, sql`listed.id`],
        date: [sql`listed.first_date`, sql`listed.id`],
      }[sort];
      const [[list], [figures]] = await Promise.all([
        db
          .with(scored, listed)
          .select({
            students: pageOf<ExamPracticeAnalytics['students'][number]>(order, { page, limit }),
            total: count(),
            distribution: distribution(listed.best),
            overallAttempts: statistics<number | null>(listed.attempts),
          })
          .from(listed),
        db.with(scored).select(examFigures(exam, scored)).from(scored),
      ]);
      return {
        students: list!.students,
        total: list!.total,
        distribution: list!.distribution,
        overallAttempts: statisticsOrNull(list!.overallAttempts),
        ...withOverallStatistics(figures!),
      };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
