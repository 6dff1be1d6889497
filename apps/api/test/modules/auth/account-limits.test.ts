// @driver-neutral: the burst tests a limit counted in memory or Redis
import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, studentBody, type SignedIn } from '../../helpers/accounts.js';
import { saveAnswers, startAttempt } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam, examBody } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';
import { submitResult } from '../../helpers/results.js';

/** One account cannot slow everyone else down: what it may do per window is limited, each kind apart. */
describe('limits per account', () => {
  const context = useTestApp({
    env: {
      EXAM_CREATION_RATE_LIMIT_MAX: '2',
      STUDENT_CREATION_RATE_LIMIT_MAX: '2',
      RESULT_RATE_LIMIT_MAX: '2',
      REPORT_RATE_LIMIT_MAX: '2',
      AUTOSAVE_RATE_LIMIT_MAX: '5',
    },
  });
  const expectLimited = (response: Awaited<ReturnType<typeof context.app.inject>>) => {
    expectError(response, 429, /^Too many requests; try again in \d+ (minutes|seconds)$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('on generating exams: creating and regenerating count together, per admin', async () => {
    const admin = await createAdmin(context.app);
    const exam = await createExam(context.app, admin);
    const regenerate = () =>
      context.app.inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}/questions`,
        headers: admin.auth,
        payload: {},
      });
    expect((await regenerate()).statusCode).toBe(200);
    expectLimited(await regenerate());
    expectLimited(
      await context.app.inject({
        method: 'POST',
        url: '/api/v1/exam',
        headers: admin.auth,
        payload: examBody(),
      }),
    );
    const colleague = await createAdmin(context.app);
    expect((await createExam(context.app, colleague)).exam_id).toBeTruthy();
  });

  it('on registering students and setting their passwords, per admin', async () => {
    const admin = await createAdmin(context.app);
    const register = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: admin.auth,
        payload: studentBody(),
      });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    expectLimited(await register());
  });

  it('on submitting results and starting attempts, per student', async () => {
    const admin = await createAdmin(context.app);
    const exam = await createExam(context.app, admin, { total_questions: 2 });
    const submit = (student: { auth: Record<string, string> }) =>
      submitResult(context.app, student, exam.exam_id, ['a', null], 3);
    const pupil = await createStudent(context.app, admin);
    expect((await submit(pupil)).statusCode).toBe(201);
    expect((await submit(pupil)).statusCode).toBe(201);
    expectLimited(await submit(pupil));
    expectLimited(
      await context.app.inject({
        method: 'POST',
        url: `/api/v1/exam/${exam.exam_id}/attempt`,
        headers: pupil.auth,
      }),
    );
    expect((await submit(await createStudent(context.app, admin))).statusCode).toBe(201);
  });

  it('on autosaving answers, per student', async () => {
    const admin = await createAdmin(context.app);
    const exam = await createExam(context.app, admin, { total_questions: 2 });
    const attemptOf = async (pupil: SignedIn) =>
      (await startAttempt(context.app, pupil, exam.exam_id)).json().data.attempt.attempt_id as string;
    const pupil = await createStudent(context.app, admin);
    const attemptId = await attemptOf(pupil);
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => saveAnswers(context.app, pupil, attemptId, ['a', null])),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    for (const response of burst.filter((each) => each.statusCode !== 200)) expectLimited(response);
    const classmate = await createStudent(context.app, admin);
    expect(
      (await saveAnswers(context.app, classmate, await attemptOf(classmate), ['b', 'c'])).statusCode,
    ).toBe(200);
  });

  it('on PDF reports only, per account', async () => {
    const admin = await createAdmin(context.app);
    const exam = await createExam(context.app, admin);
    const read = (format: string) =>
      context.app.inject({
        method: 'GET',
        url: `/api/v1/exam/${exam.exam_id}/results${format}`,
        headers: admin.auth,
      });
    for (let i = 0; i < 3; i++) expect((await read('')).statusCode).toBe(200);
    expect((await read('?format=pdf')).statusCode).toBe(200);
    expect((await read('?format=pdf')).statusCode).toBe(200);
    expectLimited(await read('?format=pdf'));
    expect((await read('')).statusCode).toBe(200);
  });
});
