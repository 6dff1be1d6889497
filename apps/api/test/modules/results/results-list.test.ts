import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { attemptKeyOf, startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam, recordResult, type CreatedExam } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';

describe('GET /api/v1/result and the review of a result', () => {
  const context = useTestApp();
  const get = (url: string, who: SignedIn) => context.app.inject({ method: 'GET', url, headers: who.auth });
  const ids = (response: { json(): { data: { result_id: string }[] } }) =>
    response.json().data.map((result) => result.result_id);

  let teacher: SignedIn;
  let asha: SignedIn;
  let ravi: SignedIn;
  let drill: CreatedExam;
  let test: CreatedExam;
  let levelFour: CreatedExam;
  const results: Record<string, string> = {};

  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    asha = await createStudent(context.app, teacher, { level: 2, fullname: 'Asha Rao' });
    ravi = await createStudent(context.app, teacher, { level: 2, fullname: 'Ravi Kumar' });
    drill = await createExam(context.app, teacher, { total_questions: 3 });
    test = await createExam(context.app, teacher, { isSingleAttempt: true, total_questions: 3 });
    levelFour = await createExam(context.app, teacher, { level: 4 });
    const db = context.database.connection.db;
    const on = (day: number) => new Date(`2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`);
    results.ashaDrill1 = (await recordResult(db, drill.exam_id, asha.id, { dateCompleted: on(1) })).publicId;
    results.ashaDrill2 = (await recordResult(db, drill.exam_id, asha.id, { dateCompleted: on(5) })).publicId;
    results.ashaTest = (await recordResult(db, test.exam_id, asha.id, { dateCompleted: on(10) })).publicId;
    results.raviDrill = (await recordResult(db, drill.exam_id, ravi.id, { dateCompleted: on(7) })).publicId;
    results.raviFour = (
      await recordResult(db, levelFour.exam_id, ravi.id, { dateCompleted: on(8) })
    ).publicId;
  });

  it("lists a student's own results, newest first, and filters them", async () => {
    expect(ids(await get('/api/v1/result', asha))).toEqual([
      results.ashaTest,
      results.ashaDrill2,
      results.ashaDrill1,
    ]);
    expect(ids(await get('/api/v1/result?type=practice', asha))).toEqual([
      results.ashaDrill2,
      results.ashaDrill1,
    ]);
    expect(ids(await get(`/api/v1/result?exam=${test.exam_id}`, asha))).toEqual([results.ashaTest]);
    expect(ids(await get('/api/v1/result?from=2026-03-05&to=2026-03-09', asha))).toEqual([
      results.ashaDrill2,
    ]);
    const page = await get('/api/v1/result?limit=2&page=2', asha);
    expect(page.json().meta).toEqual({ page: 2, limit: 2, total: 3 });
    expect(ids(page)).toEqual([results.ashaDrill1]);
  });

  it("lists an admin's results of their exams, by student, level and date", async () => {
    expect(ids(await get('/api/v1/result', teacher))).toHaveLength(5);
    expect(ids(await get(`/api/v1/result?student=${ravi.id}`, teacher))).toEqual([
      results.raviFour,
      results.raviDrill,
    ]);
    expect(ids(await get('/api/v1/result?level=4', teacher))).toEqual([results.raviFour]);
    expect(ids(await get('/api/v1/result?to=2026-03-01', teacher))).toEqual([results.ashaDrill1]);
    const stranger = await createAdmin(context.app);
    const empty = await get('/api/v1/result', stranger);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual([]);
  });

  it('refuses filters that do not fit the caller', async () => {
    expectError(
      await get(`/api/v1/result?student=${ravi.id}`, asha),
      400,
      'student is a filter for admins only',
    );
    expectError(
      await get('/api/v1/result?from=2026-03-09&to=2026-03-01', teacher),
      400,
      'from must not be after to',
    );
    expectError(await get('/api/v1/result?from=yesterday', teacher), 400);
    for (const [query, path] of [
      ['from=0000-01-01', 'query.from'],
      ['to=0000-03-01T10:00:00Z', 'query.to'],
      ['from=0001-01-01T00:00:00%2B01:00', 'query.from'],
    ]) {
      for (const who of [teacher, asha]) {
        expectError(
          await get(`/api/v1/result?${query}`, who),
          400,
          `Validation failed: ${path}: must be a date from the year 1 to 9999`,
        );
      }
    }
    expect(ids(await get('/api/v1/result?from=0001-01-01&to=9999-12-31', asha))).toHaveLength(3);
    const stranger = await createAdmin(context.app);
    expectError(await get(`/api/v1/result?student=${ravi.id}`, stranger), 404, 'Student not found');
    expectError(await get(`/api/v1/result?exam=${drill.exam_id}`, stranger), 404, 'Exam not found');
    expectError(await context.app.inject({ method: 'GET', url: '/api/v1/result' }), 401);
  });

  it('shows a result with its answers, feedback and questions side by side', async () => {
    const attempt = (await startAttempt(context.app, ravi, drill.exam_id)).json().data.attempt;
    const key = await attemptKeyOf(context.app, teacher, attempt.attempt_id);
    const chosen = [key[0]!, null, key[2] === 'a' ? 'b' : 'a'];
    const { result } = (await submitAttempt(context.app, ravi, attempt.attempt_id, chosen)).json().data;
    const read = (await get(`/api/v1/result/${result.result_id}`, ravi)).json().data;
    expect(read).toMatchObject({
      questions_version: 1,
      answers: chosen,
      feedback: [
        { position: 1, chosen: key[0], is_correct: true, correct_option: key[0] },
        { position: 2, chosen: null, is_correct: false, correct_option: key[1] },
        { position: 3, chosen: chosen[2], is_correct: false, correct_option: key[2] },
      ],
    });
    expect(read.questions).toEqual(attempt.questions);
    const listed = (await get('/api/v1/result', ravi)).json().data[0];
    expect(listed).toMatchObject({
      result_id: result.result_id,
      score: read.score,
      examDetails: read.examDetails,
    });
    expect(listed).not.toHaveProperty('answers');
    expect(listed).not.toHaveProperty('feedback');
  });

  it("keeps every result in a student's list, whatever their level or the exam's state now", async () => {
    const manage = (method: 'PATCH' | 'DELETE', url: string) =>
      context.app.inject({ method, url, headers: teacher.auth });
    expect((await manage('PATCH', `/api/v1/exam/${levelFour.exam_id}/deactivate`)).statusCode).toBe(200);
    expect((await manage('DELETE', `/api/v1/exam/${levelFour.exam_id}`)).statusCode).toBe(200);
    const listed = (await get('/api/v1/result', ravi)).json().data;
    expect(listed.find((row: { result_id: string }) => row.result_id === results.raviFour)).toMatchObject({
      examDetails: { exam_id: levelFour.exam_id, level: 4 },
      student: { level: 2 },
    });
  });

  it('lists a result of a thousand questions as briefly as one of three', async () => {
    const long = await createExam(context.app, teacher, { total_questions: 1000 });
    const db = context.database.connection.db;
    await recordResult(db, long.exam_id, asha.id, { answers: Array(1000).fill('a') });
    const [newest, ...older] = (await get('/api/v1/result?limit=500', asha)).json().data;
    expect(newest.total_questions).toBe(1000);
    expect(JSON.stringify(newest).length).toBeLessThan(2 * JSON.stringify(older[0]).length);
  });
});
