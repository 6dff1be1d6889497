import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exams } from '../../../src/db/schema/index.js';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { createExam, recordResult } from '../../helpers/exams.js';
import { useAppCalls } from '../../helpers/app-calls.js';

const on = (day: string) => new Date(`2026-01-${day}T10:00:00.000Z`);
const iso = (day: string) => on(day).toISOString();

describe('student analytics (#5–#8)', () => {
  const { context, inject, db, get } = useAppCalls();

  let owner: SignedIn;
  let pupil: SignedIn;
  let classmate: SignedIn;
  let newcomer: SignedIn;
  const exam = {} as Record<
    'eighths' | 'eighthsAgain' | 'thirds' | 'thirdsAgain' | 'hundredSixty' | 'drill' | 'marathon',
    string
  >;

  beforeAll(async () => {
    owner = await createAdmin(context.app);
    pupil = await createStudent(context.app, owner, { fullname: 'Asha Rao', sclass: 5, level: 2 });
    classmate = await createStudent(context.app, owner, { level: 2 });
    newcomer = await createStudent(context.app, owner, { fullname: 'Bala Nair', sclass: 3, level: 2 });

    const assessment = async (title: string, totalQuestions: number, duration: number) =>
      (
        await createExam(context.app, owner, {
          title,
          duration,
          isSingleAttempt: true,
          total_questions: totalQuestions,
          total_marks_per_question: 1,
        })
      ).exam_id;
    exam.eighths = await assessment('Eighths test', 8, 60);
    exam.hundredSixty = await assessment('Long test', 160, 8);
    exam.thirds = await assessment('Thirds test', 3, 200);
    exam.thirdsAgain = await assessment('Thirds retest', 3, 30);
    exam.eighthsAgain = await assessment('Eighths retest', 8, 60);
    const practice = async (title: string, totalQuestions: number, marks: number, duration: number) =>
      (
        await createExam(context.app, owner, {
          title,
          duration,
          total_questions: totalQuestions,
          total_marks_per_question: marks,
        })
      ).exam_id;
    // Created in the opposite order to their first attempts, which alone must order them.
    exam.marathon = await practice('Marathon drill', 400, 1, 60);
    exam.drill = await practice('Daily drill', 10, 2, 10);

    // Ties are recorded later-dated first, so only the date (not insertion order) can break them.
    const result = (examId: string, score: number, timeTaken: number, day: string) =>
      recordResult(db(), examId, pupil.id, { score, timeTaken, dateCompleted: on(day) });
    await result(exam.eighthsAgain, 1, 45, '14');
    await result(exam.eighths, 1, 0.5, '10');
    await result(exam.thirdsAgain, 2, 12, '13');
    await result(exam.thirds, 2, 2.01, '11');
    await result(exam.hundredSixty, 23, 0.29, '12');
    await result(exam.drill, 4, 12.5, '05');
    await result(exam.drill, 10, 7.25, '02');
    await result(exam.drill, 18, 10, '08');
    await result(exam.marathon, 201, 0.5, '03');
    await result(exam.marathon, 0, 61.01, '04');
    // Other students' results must not leak into the pupil's analytics.
    await recordResult(db(), exam.drill, classmate.id, { score: 20, timeTaken: 1, dateCompleted: on('01') });
    await recordResult(db(), exam.eighths, classmate.id, { score: 8, timeTaken: 1, dateCompleted: on('01') });

    // Editing an exam later must not rewrite the results taken against its old figures …
    for (const [examId, duration] of [
      [exam.eighths, 90],
      [exam.marathon, 45],
    ] as const) {
      await inject({
        method: 'PATCH',
        url: `/api/v1/exam/${examId}`,
        headers: owner.auth,
        payload: { duration },
      });
    }
    // … and deleting an exam with results keeps them in the student's analytics.
    await inject({ method: 'DELETE', url: `/api/v1/exam/${exam.hundredSixty}`, headers: owner.auth });
  });

  const assessmentAnalytics = () => ({
    exams: [
      // 1/8 = 12.5 %; 0.5 of 60 min (the duration at submission, since raised to 90) = 0.8333… → 0.83
      {
        examId: exam.eighths,
        title: 'Eighths test',
        level: 2,
        totalMarks: 8,
        duration: 60,
        score: 1,
        durationTaken: 0.5,
        scorePercentage: 12.5,
        timeUtilizationPercentage: 0.83,
        date: iso('10'),
      },
      // 2/3 = 66.666… → 66.67; 2.01 of 200 = 1.005 → 1.01 (a double would give 1.00)
      {
        examId: exam.thirds,
        title: 'Thirds test',
        level: 2,
        totalMarks: 3,
        duration: 200,
        score: 2,
        durationTaken: 2.01,
        scorePercentage: 66.67,
        timeUtilizationPercentage: 1.01,
        date: iso('11'),
      },
      // 23/160 = 14.375 → 14.38 and 0.29 of 8 = 3.625 → 3.63 (a double gives 14.37 and 3.62); exam deleted
      {
        examId: exam.hundredSixty,
        title: 'Long test',
        level: 2,
        totalMarks: 160,
        duration: 8,
        score: 23,
        durationTaken: 0.29,
        scorePercentage: 14.38,
        timeUtilizationPercentage: 3.63,
        date: iso('12'),
      },
      // 2/3 → 66.67; 12 of 30 = 40
      {
        examId: exam.thirdsAgain,
        title: 'Thirds retest',
        level: 2,
        totalMarks: 3,
        duration: 30,
        score: 2,
        durationTaken: 12,
        scorePercentage: 66.67,
        timeUtilizationPercentage: 40,
        date: iso('13'),
      },
      // 1/8 = 12.5; 45 of 60 = 75
      {
        examId: exam.eighthsAgain,
        title: 'Eighths retest',
        level: 2,
        totalMarks: 8,
        duration: 60,
        score: 1,
        durationTaken: 45,
        scorePercentage: 12.5,
        timeUtilizationPercentage: 75,
        date: iso('14'),
      },
    ],
    totalAssessmentExams: 5,
    // (12.5 + 66.67 + 14.38 + 66.67 + 12.5) / 5 = 172.72 / 5 = 34.544 → 34.54
    avgScorePercentage: 34.54,
    // (0.83 + 1.01 + 3.63 + 40 + 75) / 5 = 120.47 / 5 = 24.094 → 24.09
    avgTimeUtilizationPercentage: 24.09,
    // 66.67 twice: the 11th beats the 13th; 12.5 twice: the 10th beats the 14th
    topExam: { examId: exam.thirds, title: 'Thirds test', scorePercentage: 66.67 },
    lowestExam: { examId: exam.eighths, title: 'Eighths test', scorePercentage: 12.5 },
    // scores 1, 2, 23, 2, 1: sum 29 / 5 = 5.8
    overallScore: { min: 1, max: 23, avg: 5.8 },
    // 0.5 + 2.01 + 0.29 + 12 + 45 = 59.8 / 5 = 11.96
    overallDuration: { min: 0.29, max: 45, avg: 11.96 },
  });

  const practiceAnalytics = () => ({
    exams: [
      // first attempted on the 2nd, so before the marathon (3rd)
      {
        examId: exam.drill,
        title: 'Daily drill',
        level: 2,
        totalMarks: 20,
        duration: 10,
        totalAttempts: 3,
        // 4 + 10 + 18 = 32 / 3 = 10.666… → 10.67
        score: { min: 4, max: 18, avg: 10.67 },
        // 12.5 + 7.25 + 10 = 29.75 / 3 = 9.9166… → 9.92
        time_taken: { min: 7.25, max: 12.5, avg: 9.92 },
        attempts: [
          // 10/20 = 50; 7.25/10 = 72.5
          {
            score: 10,
            durationTaken: 7.25,
            scorePercentage: 50,
            date: iso('02'),
            timeUtilizationPercentage: 72.5,
          },
          // 4/20 = 20; 12.5/10 = 125 (practice may overrun)
          {
            score: 4,
            durationTaken: 12.5,
            scorePercentage: 20,
            date: iso('05'),
            timeUtilizationPercentage: 125,
          },
          // 18/20 = 90; 10/10 = 100
          {
            score: 18,
            durationTaken: 10,
            scorePercentage: 90,
            date: iso('08'),
            timeUtilizationPercentage: 100,
          },
        ],
      },
      {
        examId: exam.marathon,
        title: 'Marathon drill',
        level: 2,
        totalMarks: 400,
        // the exam's current duration; the attempts keep the 60 they were taken against
        duration: 45,
        totalAttempts: 2,
        // 201 + 0 = 201 / 2 = 100.5
        score: { min: 0, max: 201, avg: 100.5 },
        // 0.5 + 61.01 = 61.51 / 2 = 30.755 → 30.76 (a double gives 30.75)
        time_taken: { min: 0.5, max: 61.01, avg: 30.76 },
        attempts: [
          // 201/400 = 50.25; 0.5/60 = 0.8333… → 0.83
          {
            score: 201,
            durationTaken: 0.5,
            scorePercentage: 50.25,
            date: iso('03'),
            timeUtilizationPercentage: 0.83,
          },
          // 0/400 = 0; 61.01/60 = 1.016833… → 101.68
          {
            score: 0,
            durationTaken: 61.01,
            scorePercentage: 0,
            date: iso('04'),
            timeUtilizationPercentage: 101.68,
          },
        ],
      },
    ],
    totalPracticeExams: 2,
    // 4 + 10 + 18 + 201 + 0 = 233 / 5 = 46.6
    overallScore: { min: 0, max: 201, avg: 46.6 },
    // 12.5 + 7.25 + 10 + 0.5 + 61.01 = 91.26 / 5 = 18.252 → 18.25
    overallDuration: { min: 0.5, max: 61.01, avg: 18.25 },
  });

  const pupilSummary = () => ({
    student_id: pupil.id,
    fullname: 'Asha Rao',
    username: pupil.username,
    sclass: 5,
    level: 2,
  });

  describe('assessment analytics', () => {
    it("gives a student their own, from each result's snapshot (#5)", async () => {
      const response = await get('/api/v1/student/exam/assessment/analytics', pupil);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        statusCode: 200,
        data: { student: pupilSummary(), analytics: assessmentAnalytics() },
      });
    });

    it('gives an admin the same for one of their students (#7)', async () => {
      const response = await get(`/api/v1/student/${pupil.id}/exam/assessment/analytics`, owner);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ student: pupilSummary(), analytics: assessmentAnalytics() });
    });
  });

  describe('practice analytics', () => {
    it('gives a student their own, per exam and attempt (#6)', async () => {
      const response = await get('/api/v1/student/exam/practice/analytics', pupil);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        statusCode: 200,
        data: { student: pupilSummary(), analytics: practiceAnalytics() },
      });
    });

    it('gives an admin the same for one of their students (#8)', async () => {
      const response = await get(`/api/v1/student/${pupil.id}/exam/practice/analytics`, owner);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ student: pupilSummary(), analytics: practiceAnalytics() });
    });
  });

  describe('without results', () => {
    const newcomerSummary = () => ({
      student_id: newcomer.id,
      fullname: 'Bala Nair',
      username: newcomer.username,
      sclass: 3,
      level: 2,
    });
    const emptyAssessment = {
      exams: [],
      totalAssessmentExams: 0,
      avgScorePercentage: null,
      avgTimeUtilizationPercentage: null,
      topExam: null,
      lowestExam: null,
      overallScore: null,
      overallDuration: null,
    };
    const emptyPractice = { exams: [], totalPracticeExams: 0, overallScore: null, overallDuration: null };

    it('answers 200 with zero counts, empty lists and null statistics on all four', async () => {
      for (const [url, who, analytics] of [
        ['/api/v1/student/exam/assessment/analytics', newcomer, emptyAssessment],
        [`/api/v1/student/${newcomer.id}/exam/assessment/analytics`, owner, emptyAssessment],
        ['/api/v1/student/exam/practice/analytics', newcomer, emptyPractice],
        [`/api/v1/student/${newcomer.id}/exam/practice/analytics`, owner, emptyPractice],
      ] as const) {
        const response = await get(url, who);
        expect(response.statusCode, url).toBe(200);
        expect(response.json().data, url).toEqual({ student: newcomerSummary(), analytics });
      }
    });
  });

  it("keeps a deleted student's analytics readable for their admin", async () => {
    const leaver = await createStudent(context.app, owner, { level: 2 });
    await recordResult(db(), exam.thirds, leaver.id, { score: 3, timeTaken: 20, dateCompleted: on('20') });
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/v1/student/${leaver.id}`,
      headers: owner.auth,
    });
    expect(deleted.json().data.permanently).toBe(false);

    const response = await get(`/api/v1/student/${leaver.id}/exam/assessment/analytics`, owner);
    expect(response.statusCode).toBe(200);
    // 3/3 = 100 %; 20 of 200 min = 10 %
    expect(response.json().data.analytics).toMatchObject({
      totalAssessmentExams: 1,
      avgScorePercentage: 100,
      avgTimeUtilizationPercentage: 10,
    });
  });

  it("sorts results by the kind of exam they were taken as (the result's snapshot)", async () => {
    const taker = await createStudent(context.app, owner, { level: 2 });
    const drill = await createExam(context.app, owner, { title: 'Switched drill' });
    await recordResult(db(), drill.exam_id, taker.id, { score: 10, timeTaken: 5, dateCompleted: on('21') });
    // The API refuses to switch an exam with results; only the database can, which is the point here.
    await db().update(exams).set({ isSingleAttempt: true }).where(eq(exams.publicId, drill.exam_id));

    const practice = await get(`/api/v1/student/${taker.id}/exam/practice/analytics`, owner);
    expect(practice.json().data.analytics.totalPracticeExams).toBe(1);
    const assessment = await get(`/api/v1/student/${taker.id}/exam/assessment/analytics`, owner);
    expect(assessment.json().data.analytics.totalAssessmentExams).toBe(0);
  });
});
