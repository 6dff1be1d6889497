import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { createExam, recordResult, type CreatedExam } from '../../helpers/exams.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { expectError } from '../../helpers/envelope.js';

const at = (day: string, time: string) => new Date(`2026-02-${day}T${time}:00.000Z`);
const iso = (day: string, time: string) => at(day, time).toISOString();

describe('exam analytics (#26, #27)', () => {
  const { context, inject, db, get } = useAppCalls();

  let owner: SignedIn;
  let other: SignedIn;
  const pupils: Record<string, SignedIn> = {};
  let assessment: CreatedExam;
  let practice: CreatedExam;

  beforeAll(async () => {
    owner = await createAdmin(context.app);
    other = await createAdmin(context.app);
    // Registered out of name order, so that only the names can put the per-student list in order.
    for (const name of ['Hari', 'Chitra', 'Asha', 'Esha', 'Bala', 'Deepa']) {
      pupils[name] = await createStudent(context.app, owner, { fullname: `${name} Rao`, level: 2 });
    }
    // Not eligible for a level 2 exam of the owner: another level, another admin.
    await createStudent(context.app, owner, { level: 3 });
    await createStudent(context.app, other, { level: 2 });

    assessment = await createExam(context.app, owner, {
      title: 'Term test',
      isSingleAttempt: true,
      duration: 20,
      total_questions: 8,
      total_marks_per_question: 1,
    });
    practice = await createExam(context.app, owner, {
      title: 'Daily drill',
      duration: 10,
      total_questions: 10,
      total_marks_per_question: 2,
    });

    const result = (exam: CreatedExam, name: string, score: number, timeTaken: number, date: Date) =>
      recordResult(db(), exam.exam_id, pupils[name]!.id, { score, timeTaken, dateCompleted: date });
    await result(assessment, 'Asha', 6, 10, at('01', '10:00'));
    await result(assessment, 'Bala', 6, 8, at('01', '10:30'));
    await result(assessment, 'Chitra', 6, 8, at('01', '10:05'));
    await result(assessment, 'Deepa', 1, 20, at('01', '09:00'));
    await result(practice, 'Asha', 10, 5, at('03', '10:00'));
    await result(practice, 'Asha', 18, 12, at('04', '10:00'));
    await result(practice, 'Asha', 18, 9, at('05', '10:00'));
    await result(practice, 'Bala', 18, 9, at('03', '11:00'));
    await result(practice, 'Chitra', 2, 0.5, at('06', '10:00'));
    await result(practice, 'Chitra', 4, 10.01, at('07', '10:00'));

    // A deleted student stays in the results but no longer counts as eligible.
    await inject({ method: 'DELETE', url: `/api/v1/student/${pupils.Deepa!.id}`, headers: owner.auth });
    // The percentages keep the 20 minutes the results were taken against.
    const patched = await inject({
      method: 'PATCH',
      url: `/api/v1/exam/${assessment.exam_id}`,
      headers: owner.auth,
      payload: { duration: 40 },
    });
    assessment = patched.json().data.exam;
  });

  const examSummary = (exam: CreatedExam) => {
    const { settings: _settings, students: _students, ...summary } = exam;
    return summary;
  };
  const student = (name: string) => ({ studentId: pupils[name]!.id, studentName: `${name} Rao` });

  it("gives an assessment's results and figures (#27)", async () => {
    const response = await get(`/api/v1/exam/assessment/${assessment.exam_id}/analytics`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      statusCode: 200,
      data: {
        exam: examSummary(assessment),
        analytics: {
          // by date; scores of 8 marks, minutes of 20
          students: [
            // 1/8 = 12.5; 20/20 = 100
            {
              ...student('Deepa'),
              score: 1,
              duration: 20,
              scorePercentage: 12.5,
              timeUtilizationPercentage: 100,
              date: iso('01', '09:00'),
            },
            // 6/8 = 75; 10/20 = 50
            {
              ...student('Asha'),
              score: 6,
              duration: 10,
              scorePercentage: 75,
              timeUtilizationPercentage: 50,
              date: iso('01', '10:00'),
            },
            // 6/8 = 75; 8/20 = 40
            {
              ...student('Chitra'),
              score: 6,
              duration: 8,
              scorePercentage: 75,
              timeUtilizationPercentage: 40,
              date: iso('01', '10:05'),
            },
            {
              ...student('Bala'),
              score: 6,
              duration: 8,
              scorePercentage: 75,
              timeUtilizationPercentage: 40,
              date: iso('01', '10:30'),
            },
          ],
          // Asha, Bala, Chitra, Esha, Hari: not Deepa (deleted), nor the level 3 or other admin's student
          totalEligibleStudents: 5,
          totalStudentsAttempted: 4,
          // 1 + 6 + 6 + 6 = 19 / 4 = 4.75
          overallScore: { min: 1, max: 6, avg: 4.75 },
          // 20 + 10 + 8 + 8 = 46 / 4 = 11.5
          overallDuration: { min: 8, max: 20, avg: 11.5 },
          // (12.5 + 75 × 3) / 4 = 237.5 / 4 = 59.375 → 59.38
          avgScorePercentage: 59.38,
          // (100 + 50 + 40 + 40) / 4 = 57.5
          avgTimeUtilizationPercentage: 57.5,
          // 75 % three times: Asha took longer; Chitra and Bala tie on time, Chitra finished earlier
          starStudent: { ...student('Chitra'), score: 6, scorePercentage: 75, timeTaken: 8 },
          // 12.5 → 10–20 %; 75 three times → 70–80 %
          distribution: [0, 1, 0, 0, 0, 0, 0, 3, 0, 0],
          // eligible without a result, by name (Deepa has one, and is no longer eligible)
          notAttempted: [student('Esha'), student('Hari')],
          totalNotAttempted: 2,
        },
      },
      meta: { page: 1, limit: 100, total: 4, sort: 'date' },
    });
  });

  it("gives a practice exam's per-student figures (#26)", async () => {
    const response = await get(`/api/v1/exam/practice/${practice.exam_id}/analytics`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      statusCode: 200,
      data: {
        exam: examSummary(practice),
        analytics: {
          // by name; scores of 20 marks, minutes of 10
          students: [
            // 10, 18, 18 → 50, 90, 90 %
            {
              ...student('Asha'),
              totalAttempts: 3,
              bestScorePercentage: 90,
              // 46 / 3 = 15.333… → 15.33
              score: { min: 10, max: 18, avg: 15.33 },
              // 5 + 12 + 9 = 26 / 3 = 8.666… → 8.67
              duration: { min: 5, max: 12, avg: 8.67 },
            },
            {
              ...student('Bala'),
              totalAttempts: 1,
              bestScorePercentage: 90,
              score: { min: 18, max: 18, avg: 18 },
              duration: { min: 9, max: 9, avg: 9 },
            },
            // 2, 4 → 10, 20 %
            {
              ...student('Chitra'),
              totalAttempts: 2,
              bestScorePercentage: 20,
              score: { min: 2, max: 4, avg: 3 },
              // 0.5 + 10.01 = 10.51 / 2 = 5.255 → 5.26 (a double gives 5.25)
              duration: { min: 0.5, max: 10.01, avg: 5.26 },
            },
          ],
          // 3, 1, 2 attempts: 6 / 3 = 2
          overallAttempts: { min: 1, max: 3, avg: 2 },
          totalEligibleStudents: 5,
          totalStudentsAttempted: 3,
          // 10 + 18 + 18 + 18 + 2 + 4 = 70 / 6 = 11.666… → 11.67
          overallScore: { min: 2, max: 18, avg: 11.67 },
          // 5 + 12 + 9 + 9 + 0.5 + 10.01 = 45.51 / 6 = 7.585 → 7.59 (a double gives 7.58)
          overallDuration: { min: 0.5, max: 12, avg: 7.59 },
          // 50 + 90 + 90 + 90 + 10 + 20 = 350 / 6 = 58.333… → 58.33
          avgScorePercentage: 58.33,
          // 50 + 120 + 90 + 90 + 5 + 100.1 = 455.1 / 6 = 75.85 (over 100 % allowed in practice)
          avgTimeUtilizationPercentage: 75.85,
          // 90 % three times: Asha's 12 min loses; Asha's and Bala's 9 min tie, Bala's (the 3rd) is earlier
          starStudent: { ...student('Bala'), score: 18, scorePercentage: 90, timeTaken: 9 },
          // best of each: Asha 90, Bala 90 → 90–100 %; Chitra 20 → 20–30 %
          distribution: [0, 0, 1, 0, 0, 0, 0, 0, 0, 2],
        },
      },
      meta: { page: 1, limit: 100, total: 3, sort: 'name' },
    });
  });

  const listed = async (url: string) => {
    const response = await get(url, owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return {
      names: (body.data.analytics.students as { studentName: string }[]).map((entry) => entry.studentName),
      meta: body.meta,
      distribution: body.data.analytics.distribution,
    };
  };

  it("lists a page of an assessment's results in the order asked, with the figures of the whole class", async () => {
    const url = `/api/v1/exam/assessment/${assessment.exam_id}/analytics`;
    const whole = await listed(url);
    const second = await listed(`${url}?page=2&limit=3`);
    expect(second).toEqual({
      names: ['Bala Rao'],
      meta: { page: 2, limit: 3, total: 4, sort: 'date' },
      distribution: whole.distribution,
    });
    // Highest first; the three at 75 % by name.
    expect((await listed(`${url}?sort=score&limit=3`)).names).toEqual(['Asha Rao', 'Bala Rao', 'Chitra Rao']);
    expect((await listed(`${url}?sort=name&page=2&limit=2`)).names).toEqual(['Chitra Rao', 'Deepa Rao']);
    // notAttempted holds the first `limit` of them; totalNotAttempted counts them all.
    const first = await get(`${url}?limit=1`, owner);
    expect(first.json().data.analytics).toMatchObject({
      notAttempted: [student('Esha')],
      totalNotAttempted: 2,
    });
    // Past the last page: nothing listed, the figures as ever.
    expect(await listed(`${url}?page=3&limit=2`)).toEqual({
      names: [],
      meta: { page: 3, limit: 2, total: 4, sort: 'date' },
      distribution: whole.distribution,
    });
  });

  it("lists a page of a practice exam's students in the order asked, with the figures of the whole class", async () => {
    const url = `/api/v1/exam/practice/${practice.exam_id}/analytics`;
    // Best 90 % twice (by name), then 20 %.
    expect((await listed(`${url}?sort=score`)).names).toEqual(['Asha Rao', 'Bala Rao', 'Chitra Rao']);
    // By first attempt: Asha on the 3rd at 10:00, Bala at 11:00, Chitra on the 6th.
    expect((await listed(`${url}?sort=date&limit=2&page=2`)).names).toEqual(['Chitra Rao']);
    const page = await get(`${url}?limit=1&page=2`, owner);
    expect(page.json()).toMatchObject({
      data: {
        analytics: {
          students: [student('Bala')],
          totalStudentsAttempted: 3,
          overallAttempts: { min: 1, max: 3, avg: 2 },
          distribution: [0, 0, 1, 0, 0, 0, 0, 0, 0, 2],
        },
      },
      meta: { page: 2, limit: 1, total: 3, sort: 'name' },
    });
  });

  it('refuses a sort it does not know, and a page or limit out of range (400)', async () => {
    for (const query of ['sort=attempts', 'page=0', 'limit=501', 'limit=0']) {
      expectError(await get(`/api/v1/exam/practice/${practice.exam_id}/analytics?${query}`, owner), 400);
    }
    expectError(await get(`/api/v1/exam/assessment/${assessment.exam_id}/analytics?sort=best`, owner), 400);
  });

  it('answers 200 with zero counts, empty lists and null statistics without results', async () => {
    const nulls = {
      totalEligibleStudents: 5,
      totalStudentsAttempted: 0,
      overallScore: null,
      overallDuration: null,
      avgScorePercentage: null,
      avgTimeUtilizationPercentage: null,
      starStudent: null,
    };
    const untakenTest = await createExam(context.app, owner, { isSingleAttempt: true });
    const assessmentResponse = await get(`/api/v1/exam/assessment/${untakenTest.exam_id}/analytics`, owner);
    expect(assessmentResponse.statusCode).toBe(200);
    expect(assessmentResponse.json().data).toEqual({
      exam: examSummary(untakenTest),
      analytics: {
        students: [],
        ...nulls,
        distribution: Array(10).fill(0),
        notAttempted: ['Asha', 'Bala', 'Chitra', 'Esha', 'Hari'].map(student),
        totalNotAttempted: 5,
      },
    });

    const untakenDrill = await createExam(context.app, owner);
    const practiceResponse = await get(`/api/v1/exam/practice/${untakenDrill.exam_id}/analytics`, owner);
    expect(practiceResponse.statusCode).toBe(200);
    expect(practiceResponse.json().data).toEqual({
      exam: examSummary(untakenDrill),
      analytics: { students: [], overallAttempts: null, ...nulls, distribution: Array(10).fill(0) },
    });
  });

  it("keeps a deleted exam's analytics readable", async () => {
    const retired = await createExam(context.app, owner, { isSingleAttempt: true });
    await recordResult(db(), retired.exam_id, pupils.Esha!.id, { score: 20, timeTaken: 15 });
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/v1/exam/${retired.exam_id}`,
      headers: owner.auth,
    });
    expect(deleted.json().data.permanently).toBe(false);

    const response = await get(`/api/v1/exam/assessment/${retired.exam_id}/analytics`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.exam).toMatchObject({ exam_id: retired.exam_id, is_deleted: true });
    // 20 of 20 marks = 100 %; 15 of 30 min = 50 %
    expect(response.json().data.analytics).toMatchObject({
      totalStudentsAttempted: 1,
      avgScorePercentage: 100,
      avgTimeUtilizationPercentage: 50,
    });
  });

  describe('errors', () => {
    const urls = (examId: string) => [
      `/api/v1/exam/assessment/${examId}/analytics`,
      `/api/v1/exam/practice/${examId}/analytics`,
    ];

    it('refuses the analytics of the other kind of exam (400)', async () => {
      expectError(
        await get(`/api/v1/exam/assessment/${practice.exam_id}/analytics`, owner),
        400,
        `This is a practice exam: read its analytics at /api/v1/exam/practice/${practice.exam_id}/analytics`,
      );
      expectError(
        await get(`/api/v1/exam/practice/${assessment.exam_id}/analytics`, owner),
        400,
        `This is an assessment exam: read its analytics at /api/v1/exam/assessment/${assessment.exam_id}/analytics`,
      );
    });

    it("answers another admin's exam as an unknown one (404)", async () => {
      for (const url of urls(assessment.exam_id)) {
        expectError(await get(url, other), 404, 'Exam not found');
      }
      for (const url of urls('eUnknownExam00000')) expectError(await get(url, owner), 404, 'Exam not found');
    });

    it('refuses a malformed exam id (400)', async () => {
      for (const url of [...urls('x1'), ...urls(pupils.Asha!.id)]) {
        const response = await get(url, owner);
        expectError(response, 400);
        expect(response.json().errors).toEqual([{ path: 'params.examId', message: expect.any(String) }]);
      }
    });

    it('is for admins (403) with a token (401)', async () => {
      for (const url of urls(assessment.exam_id)) {
        expectError(await get(url, pupils.Asha), 403);
        expectError(await get(url), 401);
      }
    });
  });
});
