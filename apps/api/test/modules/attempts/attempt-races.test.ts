// @driver-sensitive: starts, hand-ins and regenerations racing on several connections
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { ageAttempt, attemptKeyOf, startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';
import { submitResult } from '../../helpers/results.js';

/**
 * The ways a test's attempts were broken by a teacher's change at the wrong moment, each tried as it was
 * found: never an empty attempt, never a 500, never a second key.
 */
describe('attempts and a teacher’s changes at the same time', () => {
  const context = useTestApp();
  const db = () => context.database.connection.db;
  let teacher: SignedIn;

  beforeAll(async () => {
    teacher = await createAdmin(context.app);
  });

  const regenerate = (examId: string) =>
    context.app.inject({
      method: 'PATCH',
      url: `/api/v1/exam/${examId}/questions`,
      headers: teacher.auth,
      payload: {},
    });

  it('gives every start racing regenerations a working attempt with all its questions', async () => {
    for (const questionsPerStudent of [false, true]) {
      const exam = await createExam(context.app, teacher, {
        isSingleAttempt: true,
        questionsPerStudent,
        total_questions: 8,
        duration: 5,
      });
      const students = await Promise.all(
        Array.from({ length: 12 }, () => createStudent(context.app, teacher, { level: 2 })),
      );
      const [starts, regenerations] = await Promise.all([
        Promise.all(students.map((student) => startAttempt(context.app, student, exam.exam_id))),
        Promise.all(Array.from({ length: 6 }, () => regenerate(exam.exam_id))),
      ]);
      expect(regenerations.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
      for (const [index, started] of starts.entries()) {
        expect([201, 409]).toContain(started.statusCode);
        if (started.statusCode !== 201) continue;
        const attempt = started.json().data.attempt;
        expect(attempt.questions).toHaveLength(8);
        expect(attempt.answers).toHaveLength(8);
        const student = students[index]!;
        if (index % 2 === 0) {
          const key = await attemptKeyOf(context.app, teacher, attempt.attempt_id);
          const submitted = await submitAttempt(context.app, student, attempt.attempt_id, key);
          expect(submitted.json().data.result).toMatchObject({ total_correct: 8 });
        } else {
          // Left to run out: every touch after the deadline finishes it with its saved answers.
          await ageAttempt(db(), attempt.attempt_id, 6);
          const read = await context.app.inject({
            method: 'GET',
            url: `/api/v1/attempt/${attempt.attempt_id}`,
            headers: student.auth,
          });
          expect(read.statusCode).toBe(200);
          expect(read.json().data).toMatchObject({ status: 'finished', result: { total_correct: 0 } });
          expectError(await startAttempt(context.app, student, exam.exam_id), 409);
        }
      }
    }
  });

  it('scores a practice result racing regenerations, or says the questions changed', async () => {
    const exam = await createExam(context.app, teacher, { total_questions: 6 });
    const student = await createStudent(context.app, teacher, { level: 2 });
    const submit = () =>
      submitResult(
        context.app,
        student,
        exam.exam_id,
        Array.from({ length: 6 }, () => 'a'),
        2,
      );
    const [submissions] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, submit)),
      Promise.all(Array.from({ length: 5 }, () => regenerate(exam.exam_id))),
    ]);
    for (const response of submissions) expect([201, 409]).toContain(response.statusCode);
  });

  it('keeps a test a test once a student has started it', async () => {
    const exam = await createExam(context.app, teacher, { total_questions: 4 });
    const student = await createStudent(context.app, teacher, { level: 2 });
    expect((await startAttempt(context.app, student, exam.exam_id)).statusCode).toBe(201);
    expectError(
      await context.app.inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}`,
        headers: teacher.auth,
        payload: { isSingleAttempt: true },
      }),
      409,
      'Students have already taken this exam, so it can no longer switch between test and practice',
    );
  });

  it('keeps the answers an attempt was scored with as its answers', async () => {
    const exam = await createExam(context.app, teacher, { total_questions: 3 });
    const student = await createStudent(context.app, teacher, { level: 2 });
    const attempt = (await startAttempt(context.app, student, exam.exam_id)).json().data.attempt;
    await context.app.inject({
      method: 'PUT',
      url: `/api/v1/attempt/${attempt.attempt_id}/answers`,
      headers: student.auth,
      payload: { answers: ['a', 'a', 'a'] },
    });
    const submitted = await submitAttempt(context.app, student, attempt.attempt_id, ['b', null, 'c']);
    expect(submitted.statusCode).toBe(201);
    const read = await context.app.inject({
      method: 'GET',
      url: `/api/v1/attempt/${attempt.attempt_id}`,
      headers: student.auth,
    });
    expect(read.json().data.answers).toEqual(['b', null, 'c']);
    expect(read.json().data.result.answers).toEqual(['b', null, 'c']);
  });
});
