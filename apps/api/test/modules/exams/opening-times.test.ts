import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { saveAnswers, startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { createExam, examBody, recordResult } from '../../helpers/exams.js';
import { useAppCalls } from '../../helpers/app-calls.js';

/** An instant `minutes` from now (before now when negative), as a client writes it. */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('an exam that opens and closes itself (opensAt, closesAt)', () => {
  const { context, inject } = useAppCalls();

  let teacher: SignedIn;
  let student: SignedIn;
  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    student = await createStudent(context.app, teacher, { level: 2 });
  });

  const create = (overrides: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/api/v1/exam', headers: teacher.auth, payload: examBody(overrides) });
  const patch = (examId: string, payload: object) =>
    inject({ method: 'PATCH', url: `/api/v1/exam/${examId}`, headers: teacher.auth, payload });
  const switchExam = (examId: string, action: 'activate' | 'deactivate') =>
    inject({ method: 'PATCH', url: `/api/v1/exam/${examId}/${action}`, headers: teacher.auth });
  const asStudent = (examId: string) =>
    inject({ method: 'GET', url: `/api/v1/exam/${examId}`, headers: student.auth });
  const studentList = async () => {
    const response = await inject({ method: 'GET', url: '/api/v1/exam', headers: student.auth });
    return response.json().data as { exam_id: string; is_active: boolean }[];
  };
  const adminIds = async (query: string) => {
    const response = await inject({ method: 'GET', url: `/api/v1/exam${query}`, headers: teacher.auth });
    return (response.json().data as { exam_id: string }[]).map((exam) => exam.exam_id);
  };

  /** What the student gets trying the exam's questions, an attempt and a practice result. */
  const tries = async (examId: string) => {
    const questions = await inject({
      method: 'GET',
      url: `/api/v1/exam/${examId}/questions`,
      headers: student.auth,
    });
    const attempt = await startAttempt(context.app, student, examId);
    const result = await inject({
      method: 'POST',
      url: '/api/v1/result',
      headers: student.auth,
      payload: {
        exam: examId,
        time_taken: 3,
        date_completed: new Date().toISOString(),
        score: 2,
        total_correct: 1,
      },
    });
    return [questions.statusCode, attempt.statusCode, result.statusCode];
  };

  it('is closed before its opening time, open within its times, and closed after', async () => {
    const opensAt = inMinutes(60);
    const closesAt = inMinutes(120);
    const before = await create({ opensAt, closesAt });
    expect(before.statusCode).toBe(201);
    expect(before.json().data.exam).toMatchObject({ is_active: false, opensAt, closesAt });
    const beforeId = before.json().data.exam.exam_id as string;

    const within = await create({ opensAt: inMinutes(-60), closesAt: inMinutes(60) });
    const withinId = within.json().data.exam.exam_id as string;
    expect(within.json().data.exam.is_active).toBe(true);

    const after = await create({ opensAt: inMinutes(-60), closesAt: inMinutes(60) });
    const afterId = after.json().data.exam.exam_id as string;
    const closedAt = inMinutes(-1);
    const passed = await patch(afterId, { closesAt: closedAt });
    expect(passed.json().data.exam).toMatchObject({ is_active: false, closesAt: closedAt });

    expect((await asStudent(beforeId)).json().data).toMatchObject({ is_active: false, opensAt });
    expect((await asStudent(withinId)).json().data.is_active).toBe(true);
    expect((await asStudent(afterId)).json().data.is_active).toBe(false);
    // The student's list keeps closed exams, marked closed, as for an exam the teacher switched off.
    const listed = new Map((await studentList()).map((exam) => [exam.exam_id, exam.is_active]));
    expect([listed.get(beforeId), listed.get(withinId), listed.get(afterId)]).toEqual([false, true, false]);

    expect(await adminIds('?is_active=true')).toContain(withinId);
    expect(await adminIds('?is_active=true')).not.toContain(beforeId);
    expect(await adminIds('?is_active=false')).toEqual(expect.arrayContaining([beforeId, afterId]));
    expect(await adminIds('?is_active=false')).not.toContain(withinId);

    expect(await tries(beforeId)).toEqual([400, 400, 400]);
    expect(await tries(afterId)).toEqual([400, 400, 400]);
    expect(await tries(withinId)).toEqual([200, 201, 201]);
  });

  it('opens now when activated, and closes now when deactivated, clearing the times that say otherwise', async () => {
    const closesAt = inMinutes(180);
    const scheduled = (await create({ opensAt: inMinutes(60), closesAt })).json().data.exam.exam_id as string;
    const activated = await switchExam(scheduled, 'activate');
    expect(activated.json().data.exam).toMatchObject({ is_active: true, opensAt: null, closesAt });

    const opensAt = inMinutes(-60);
    const ended = (await create({ opensAt, closesAt: inMinutes(60) })).json().data.exam.exam_id as string;
    await patch(ended, { closesAt: inMinutes(-1) });
    const reopened = await switchExam(ended, 'activate');
    expect(reopened.json().data.exam).toMatchObject({ is_active: true, opensAt, closesAt: null });

    const deactivated = await switchExam(scheduled, 'deactivate');
    expect(deactivated.json().data.exam).toMatchObject({ is_active: false, opensAt: null, closesAt: null });
    // Reopened, it is due when it was before it was closed: closing a test never drops its deadline.
    expect((await switchExam(scheduled, 'activate')).json().data.exam).toMatchObject({
      is_active: true,
      opensAt: null,
      closesAt,
    });
  });

  it('keeps a due date through closing and reopening, unless it has passed or the teacher drops it', async () => {
    const closesAt = inMinutes(180);
    const exam = (await create({ closesAt })).json().data.exam.exam_id as string;
    expect((await patch(exam, { is_active: false })).json().data.exam).toMatchObject({ closesAt: null });
    expect((await asStudent(exam)).json().data).toMatchObject({ is_active: false, closesAt: null });
    expect((await patch(exam, { is_active: true })).json().data.exam).toMatchObject({
      is_active: true,
      closesAt,
    });

    // Closed again, then told there is no due date: reopened, it stays open until the teacher closes it.
    await patch(exam, { is_active: false });
    await patch(exam, { closesAt: null });
    expect((await patch(exam, { is_active: true })).json().data.exam).toMatchObject({ closesAt: null });

    // A due date that passes while the test is closed is not brought back.
    await patch(exam, { closesAt: inMinutes(60) });
    await patch(exam, { is_active: false });
    await context.database.connection.db.execute(
      sql`update exams set kept_closes_at = now() - interval '1 minute' where public_id = ${exam}`,
    );
    expect((await patch(exam, { is_active: true })).json().data.exam).toMatchObject({
      is_active: true,
      closesAt: null,
    });
  });

  it('takes the times on PATCH: a time switches the exam on, null removes it, is_active true opens it now', async () => {
    const exam = (await create({ is_active: false })).json().data.exam.exam_id as string;
    const opensAt = inMinutes(30);
    const scheduled = await patch(exam, { opensAt });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data.exam).toMatchObject({ is_active: false, opensAt, closesAt: null });

    const openNow = await patch(exam, { is_active: true });
    expect(openNow.json().data.exam).toMatchObject({ is_active: true, opensAt: null });

    const closesAt = inMinutes(90);
    const closing = await patch(exam, { closesAt });
    expect(closing.json().data.exam).toMatchObject({ is_active: true, closesAt });
    const unlimited = await patch(exam, { closesAt: null, title: 'Open until I close it' });
    expect(unlimited.json().data.exam).toMatchObject({
      is_active: true,
      closesAt: null,
      title: 'Open until I close it',
    });

    const off = await patch(exam, { is_active: false });
    expect(off.json().data.exam).toMatchObject({ is_active: false, opensAt: null, closesAt: null });
  });

  it('refuses times that contradict the switch or each other, and a closing time already past', async () => {
    const expectRefusal = async (response: Awaited<ReturnType<typeof create>>, message: string) => {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, statusCode: 400, message });
    };
    await expectRefusal(
      await create({ is_active: false, opensAt: inMinutes(60) }),
      'An exam with opening times must be switched on',
    );
    // One moment for both: read twice, the clock may tick between them and close a millisecond later.
    const inAnHour = inMinutes(60);
    await expectRefusal(
      await create({ opensAt: inAnHour, closesAt: inAnHour }),
      'closesAt must be after opensAt',
    );
    await expectRefusal(await create({ closesAt: inMinutes(-5) }), 'closesAt must be still to come');
    const malformed = await create({ opensAt: 'tomorrow at nine' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ path: 'body.opensAt', message: expect.any(String) }]);

    const exam = (await create({ opensAt: inMinutes(60) })).json().data.exam.exam_id as string;
    await expectRefusal(
      await patch(exam, { is_active: false, closesAt: inMinutes(90) }),
      'An exam with opening times must be switched on',
    );
    await expectRefusal(await patch(exam, { closesAt: inMinutes(30) }), 'closesAt must be after opensAt');
    expect((await asStudent(exam)).json().data).toMatchObject({ is_active: false, closesAt: null });
  });

  it('refuses an instant outside the years 1–9999 in a body with a 400 naming it, on every route that takes one', async () => {
    const refusedAt = async (response: Awaited<ReturnType<typeof create>>, path: string) => {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual([{ path, message: 'must be a date from the year 1 to 9999' }]);
    };
    // Year 0000 is valid ISO 8601 but no PostgreSQL date: it failed in the database with a 500.
    await refusedAt(await create({ opensAt: '0000-01-01T00:00:00Z' }), 'body.opensAt');
    // Within 9999 as written, but 10000 in UTC.
    await refusedAt(await create({ closesAt: '9999-12-31T23:30:00-01:00' }), 'body.closesAt');
    const exam = (await create({})).json().data.exam.exam_id as string;
    await refusedAt(await patch(exam, { closesAt: '0000-06-01T00:00:00Z' }), 'body.closesAt');
    const fromTemplate = await inject({
      method: 'POST',
      url: '/api/v1/grading/from-template',
      headers: teacher.auth,
      payload: { template: 'jcci-6-kyu', level: 6, is_active: true, opensAt: '0000-01-01T00:00:00Z' },
    });
    await refusedAt(fromTemplate, 'body.opensAt');
  });

  it('keeps a read key spent: a test closed after results opens again, now or later, only with new questions', async () => {
    const test = (
      await createExam(context.app, teacher, { isSingleAttempt: true, questionsPerStudent: false })
    ).exam_id;
    // A result scored on the exam's questions, whose review shows the key once the test is closed.
    await recordResult(context.database.connection.db, test, student.id, { answers: Array(10).fill('a') });
    // A closing time for a test that stays open until then shows nobody anything.
    expect((await patch(test, { closesAt: inMinutes(120) })).statusCode).toBe(200);
    const later = await patch(test, { opensAt: inMinutes(60) });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe('Regenerate the questions before reopening');
    await switchExam(test, 'deactivate');
    expect((await patch(test, { closesAt: inMinutes(60) })).statusCode).toBe(409);
    expect((await switchExam(test, 'activate')).statusCode).toBe(409);
  });

  describe('an attempt still running when the exam closes', () => {
    /** Starts an attempt of a new test and saves an answer; the test and the attempt. */
    async function running(overrides: Record<string, unknown> = {}) {
      const exam = await createExam(context.app, teacher, {
        isSingleAttempt: true,
        total_questions: 3,
        ...overrides,
      });
      const started = await startAttempt(context.app, student, exam.exam_id);
      expect(started.statusCode).toBe(201);
      const attemptId = started.json().data.attempt.attempt_id as string;
      expect((await saveAnswers(context.app, student, attemptId, ['a', null, null])).statusCode).toBe(200);
      return { examId: exam.exam_id, attemptId };
    }

    /** What saving and then submitting other answers gets once the exam is closed. */
    async function afterClosing(attemptId: string) {
      const saved = await saveAnswers(context.app, student, attemptId, ['b', 'b', 'b']);
      const submitted = await submitAttempt(context.app, student, attemptId, ['c', 'c', 'c']);
      return {
        saved: [saved.statusCode, saved.json().message],
        submitted: submitted.statusCode,
        scored: (submitted.json().data.feedback as { chosen: string | null }[]).map((item) => item.chosen),
      };
    }

    it('ends at closesAt exactly as when the teacher closes the exam: the saved answers are final', async () => {
      const deactivated = await running();
      await switchExam(deactivated.examId, 'deactivate');
      const byTeacher = await afterClosing(deactivated.attemptId);

      const timed = await running({ closesAt: inMinutes(60) });
      // The closing time passes.
      await context.database.connection.db.execute(
        sql`update exams set closes_at = now() - interval '1 second' where public_id = ${timed.examId}`,
      );
      expect((await asStudent(timed.examId)).json().data.is_active).toBe(false);
      const byTime = await afterClosing(timed.attemptId);

      expect(byTeacher).toEqual({
        saved: [409, 'Your teacher has closed this exam: the answers saved so far are final'],
        submitted: 201,
        scored: ['a', null, null],
      });
      expect(byTime).toEqual(byTeacher);
    });
  });
});
