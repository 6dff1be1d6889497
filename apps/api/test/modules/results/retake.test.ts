import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { startAttempt, takeExam } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam, type CreatedExam } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';

describe('POST /api/v1/exam/{examId}/students/{studentId}/retake', () => {
  const context = useTestApp();
  let teacher: SignedIn;
  let student: SignedIn;
  let exam: CreatedExam;

  const retake = (examId: string, studentId: string, who: SignedIn = teacher) =>
    context.app.inject({
      method: 'POST',
      url: `/api/v1/exam/${examId}/students/${studentId}/retake`,
      headers: who.auth,
    });
  const get = (url: string, who: SignedIn = teacher) =>
    context.app.inject({ method: 'GET', url, headers: who.auth });

  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    student = await createStudent(context.app, teacher, { level: 2 });
    exam = await createExam(context.app, teacher, { isSingleAttempt: true, total_questions: 4 });
  });

  it('refuses before the student has handed the test in, and while they are taking it', async () => {
    expectError(await retake(exam.exam_id, student.id), 409, /has not handed in this test yet/);
    const other = await createStudent(context.app, teacher, { level: 2 });
    await startAttempt(context.app, other, exam.exam_id);
    expectError(await retake(exam.exam_id, other.id), 409, /is taking this test right now/);
  });

  it('lets the student take the test once more; the first result stays, superseded, and analytics count the latest', async () => {
    const first = await takeExam(context.app, teacher, student, exam.exam_id, () => [null, null, null, null]);
    expect(first.json().data.result.total_correct).toBe(0);
    expectError(await startAttempt(context.app, student, exam.exam_id), 409);

    const allowed = await retake(exam.exam_id, student.id);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toMatchObject({
      message: 'Retake allowed Successfully',
      result: { result_id: first.json().data.result.result_id, superseded: true },
    });

    type Listed = { exam_id: string; hasAttempted: { attempted: boolean }; another_try: boolean };
    const listed = async () =>
      ((await get('/api/v1/exam', student)).json().data as Listed[]).find(
        (item) => item.exam_id === exam.exam_id,
      );
    // The child's list says they have another try, not that they never tried.
    expect(await listed()).toMatchObject({ hasAttempted: { attempted: false }, another_try: true });
    const second = await takeExam(context.app, teacher, student, exam.exam_id, (key) => key);
    expect(second.statusCode).toBe(201);
    expect(await listed()).toMatchObject({ hasAttempted: { attempted: true }, another_try: false });
    expect(second.json().data.result).toMatchObject({ total_correct: 4, superseded: false });

    const history = (await get(`/api/v1/exam/${exam.exam_id}/students/${student.id}/results`)).json().data;
    expect(history.map((result: { superseded: boolean }) => result.superseded).sort()).toEqual([false, true]);
    const analytics = (await get(`/api/v1/exam/assessment/${exam.exam_id}/analytics`)).json().data.analytics;
    expect(analytics.students).toHaveLength(1);
    expect(analytics.students[0]).toMatchObject({
      studentId: student.id,
      score: second.json().data.result.score,
    });
    const own = (await get('/api/v1/student/exam/assessment/analytics', student)).json().data.analytics;
    expect(own.exams).toHaveLength(1);
    expect(own.exams[0].scorePercentage).toBe(100);
  });

  it('refuses practice, another teacher and an unknown student', async () => {
    const practice = await createExam(context.app, teacher);
    expectError(await retake(practice.exam_id, student.id), 400);
    const stranger = await createAdmin(context.app);
    expectError(await retake(exam.exam_id, student.id, stranger), 404, 'Exam not found');
    const theirs = await createStudent(context.app, stranger, { level: 2 });
    expectError(await retake(exam.exam_id, theirs.id), 404);
    expectError(await retake(exam.exam_id, student.id, student), 403);
  });
});
