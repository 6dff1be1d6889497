import { and, asc, count, countDistinct, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isoTimestamp } from '../../db/queries.js';
import { exams, results } from '../../db/schema/index.js';
import type {
  PracticeAttempt,
  RankedExam,
  StudentAssessmentAnalytics,
  StudentPracticeAnalytics,
} from './analytics-model.js';
import {
  jsonArray,
  jsonObject,
  roundedAverage,
  scorePercentage,
  statistics,
  timeUtilizationPercentage,
  withOverallStatistics,
} from './analytics-sql.js';

// A result the teacher let the student take again stays in history, but analytics count the latest; a
// live round's results count only when the teacher said so.
const resultsOfStudent = (studentId: number, { assessments }: { assessments: boolean }) =>
  and(
    eq(results.studentId, studentId),
    eq(results.examIsSingleAttempt, assessments),
    not(results.superseded),
    results.inAnalytics,
  );

/**
 * The results in question with their percentages (`scored`): each statement takes them first, so each
 * percentage is computed once.
 */
const scoredResults = (db: Database, where: SQL | undefined) =>
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
const rankedExam = (db: Database, scored: Scored, order: SQL) =>
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

/** One entry per assessment result, oldest first (soft-deleted exams included). */
export async function studentAssessmentAnalytics(
  db: Database,
  studentId: number,
): Promise<StudentAssessmentAnalytics> {
  const scored = scoredResults(db, resultsOfStudent(studentId, { assessments: true }));
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
      topExam: rankedExam(db, scored, desc(scored.scorePercentage)),
      lowestExam: rankedExam(db, scored, asc(scored.scorePercentage)),
      ...overallStatistics(scored),
    })
    .from(scored)
    .innerJoin(exams, eq(exams.id, scored.examId));
  return withOverallStatistics(row!);
}

/** The practice exams the student attempted (by first attempt), each with its attempts. */
export async function studentPracticeAnalytics(
  db: Database,
  studentId: number,
): Promise<StudentPracticeAnalytics> {
  const scored = scoredResults(db, resultsOfStudent(studentId, { assessments: false }));
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
}
