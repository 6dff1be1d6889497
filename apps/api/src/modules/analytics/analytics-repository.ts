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

  /**
   * The eligible students without a result in the exam, by name, as one JSON array. `not in` makes
   * PostgreSQL hash the exam's students once, whatever it knows of the tables: PGlite never analyses
   * them on its own, and without statistics `not exists` ran as a nested loop (5 000 students: 660 ms
   * instead of 27 ms).
   */
  const notAttempted = (exam: AnalysedExam) =>
    db
      .select({
        students: jsonArray<NamedStudent>(
          jsonObject({ studentId: students.publicId, studentName: students.fullname }),
          asc(students.fullname),
          asc(students.id),
        ),
      })
      .from(students)
      .where(
        and(
          eligibleStudents(exam),
          notInArray(
            students.id,
            db.select({ studentId: results.studentId }).from(results).where(resultsOfExam(exam)),
          ),
        ),
      );

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

    /** One entry per result (one per student), oldest first. */
    async examAssessment(exam: AnalysedExam): Promise<ExamAssessmentAnalytics> {
      const scored = scoredResults(resultsOfExam(exam));
      const [row] = await db
        .with(scored)
        .select({
          students: jsonArray<ExamAssessmentAnalytics['students'][number]>(
            jsonObject({
              studentId: students.publicId,
              studentName: students.fullname,
              score: scored.score,
              duration: scored.timeTaken,
              ...resultFigures(scored),
            }),
            ...oldestFirst(scored),
          ),
          ...examFigures(exam, scored),
          notAttempted: sql<NamedStudent[]>`(${notAttempted(exam)})`,
        })
        .from(scored)
        .innerJoin(students, eq(students.id, scored.studentId));
      return withOverallStatistics(row!);
    },

    /** The exam's eligible students who have no result in it, by name. */
    async notAttempted(exam: AnalysedExam): Promise<NamedStudent[]> {
      const [row] = await notAttempted(exam);
      return row!.students;
    },

    /** One entry per student who attempted the exam, by name. */
    async examPractice(exam: AnalysedExam): Promise<ExamPracticeAnalytics> {
      const scored = scoredResults(resultsOfExam(exam));
      const perStudent = db
        .select({
          key: students.id,
          name: students.fullname,
          attempts: count().as('attempts'),
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
        .groupBy(students.id)
        .as('per_student');
      const [[list], [figures]] = await Promise.all([
        db
          .with(scored)
          .select({
            students: jsonArray<ExamPracticeAnalytics['students'][number]>(
              perStudent.entry,
              asc(perStudent.name),
              asc(perStudent.key),
            ),
            overallAttempts: statistics<number | null>(perStudent.attempts),
          })
          .from(perStudent),
        db.with(scored).select(examFigures(exam, scored)).from(scored),
      ]);
      return {
        students: list!.students,
        overallAttempts: statisticsOrNull(list!.overallAttempts),
        ...withOverallStatistics(figures!),
      };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
