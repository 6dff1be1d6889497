// @driver-sensitive: simultaneous starts and hand-ins of one attempt
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import {
  ageAttempt,
  attemptKeyOf,
  saveAnswers,
  startAttempt,
  submitAttempt,
} from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam, wrongOption } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';

describe('attempts', () => {
  const context = useTestApp();
  const db = () => context.database.connection.db;

  let teacher: SignedIn;
  let pupil: SignedIn;
  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    pupil = await createStudent(context.app, teacher, { level: 2 });
  });

  describe('POST /api/v1/exam/{examId}/attempt', () => {
    it('starts an attempt timed by the server, with the questions and no answers', async () => {
      const exam = await createExam(context.app, teacher, { total_questions: 5, duration: 20 });
      const before = Date.now();
      const response = await startAttempt(context.app, pupil, exam.exam_id);
      expect(response.statusCode).toBe(201);
      const { message, attempt } = response.json().data;
      expect(message).toBe('Attempt started Successfully');
      expect(attempt).toMatchObject({
        exam_id: exam.exam_id,
        student_id: pupil.id,
        status: 'open',
        exam: {
          title: exam.title,
          type: 'practice',
          duration: 20,
          total_questions: 5,
          total_marks: 10,
          flash: null,
          listening: null,
        },
        questions_version: 1,
        answers: [null, null, null, null, null],
        saved_at: null,
        finished_at: null,
        result: null,
      });
      const started = Date.parse(attempt.started_at);
      expect(started).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(attempt.deadline) - started).toBe(20 * 60_000);
      expect(attempt.questions).toHaveLength(5);
      for (const question of attempt.questions) {
        expect(Object.keys(question).sort()).toEqual(
          ['marks', 'option_a', 'option_b', 'option_c', 'option_d', 'position', 'question'].sort(),
        );
      }
    });

    it('resumes the open attempt as it was', async () => {
      const exam = await createExam(context.app, teacher, { total_questions: 3 });
      const first = (await startAttempt(context.app, pupil, exam.exam_id)).json().data.attempt;
      await saveAnswers(context.app, pupil, first.attempt_id, ['a', null, 'c']);
      const again = await startAttempt(context.app, pupil, exam.exam_id);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({
        message: 'Attempt resumed Successfully',
        attempt: { attempt_id: first.attempt_id, answers: ['a', null, 'c'], deadline: first.deadline },
      });
    });

    it('refuses an inactive exam, another level and another teacher’s exam', async () => {
      const inactive = await createExam(context.app, teacher, { is_active: false });
      expectError(await startAttempt(context.app, pupil, inactive.exam_id), 400, 'This exam is not active');
      const higher = await createExam(context.app, teacher, { level: 5 });
      expectError(
        await startAttempt(context.app, pupil, higher.exam_id),
        400,
        'This exam is for level 5; you are at level 2',
      );
      const stranger = await createAdmin(context.app);
      const theirs = await createExam(context.app, stranger);
      expectError(await startAttempt(context.app, pupil, theirs.exam_id), 404, 'Exam not found');
      expectError(await startAttempt(context.app, teacher, theirs.exam_id), 403);
    });

    it('gives one attempt of an assessment, however many starts arrive at once', async () => {
      const exam = await createExam(context.app, teacher, { isSingleAttempt: true, total_questions: 4 });
      const student = await createStudent(context.app, teacher, { level: 2 });
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => startAttempt(context.app, student, exam.exam_id)),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(19);
      const ids = new Set(responses.map((response) => response.json().data.attempt.attempt_id as string));
      expect(ids.size).toBe(1);

      const [attemptId] = [...ids];
      expect((await submitAttempt(context.app, student, attemptId!)).statusCode).toBe(201);
      expectError(
        await startAttempt(context.app, student, exam.exam_id),
        409,
        'You have already taken this assessment; it takes one attempt',
      );
    });

    it('starts a new practice attempt once the last one is finished', async () => {
      const exam = await createExam(context.app, teacher, { total_questions: 2 });
      const first = (await startAttempt(context.app, pupil, exam.exam_id)).json().data.attempt;
      await submitAttempt(context.app, pupil, first.attempt_id, ['a', 'b']);
      const second = await startAttempt(context.app, pupil, exam.exam_id);
      expect(second.statusCode).toBe(201);
      expect(second.json().data.attempt.attempt_id).not.toBe(first.attempt_id);
    });
  });

  describe('PUT /api/v1/attempt/{attemptId}/answers', () => {
    it('saves the answers so far, and a reload reads them back', async () => {
      const exam = await createExam(context.app, teacher, { total_questions: 3 });
      const attempt = (await startAttempt(context.app, pupil, exam.exam_id)).json().data.attempt;
      const saved = await saveAnswers(context.app, pupil, attempt.attempt_id, ['d', null, 'b']);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({
        message: 'Answers saved Successfully',
        saved_at: expect.any(String),
      });
      const read = await context.app.inject({
        method: 'GET',
        url: `/api/v1/attempt/${attempt.attempt_id}`,
        headers: pupil.auth,
      });
      expect(read.json().data).toMatchObject({
        answers: ['d', null, 'b'],
        saved_at: saved.json().data.saved_at,
      });
    });

    it('refuses the wrong number of answers, unknown letters, someone else and a finished attempt', async () => {
      const exam = await createExam(context.app, teacher, { total_questions: 3 });
      const attempt = (await startAttempt(context.app, pupil, exam.exam_id)).json().data.attempt;
      expectError(
        await saveAnswers(context.app, pupil, attempt.attempt_id, ['a']),
        400,
        'answers must have one entry per question: 3, not 1',
      );
      expectError(await saveAnswers(context.app, pupil, attempt.attempt_id, ['a', 'e', null]), 400);
      const classmate = await createStudent(context.app, teacher, { level: 2 });
      expectError(await saveAnswers(context.app, classmate, attempt.attempt_id, [null, null, null]), 403);
      expectError(await saveAnswers(context.app, pupil, 'tNoSuchAttempt01', [null, null, null]), 404);
      await submitAttempt(context.app, pupil, attempt.attempt_id);
      expectError(
        await saveAnswers(context.app, pupil, attempt.attempt_id, [null, null, null]),
        409,
        'This attempt is already finished',
      );
    });
  });

  describe('POST /api/v1/attempt/{attemptId}/submit', () => {
    it('scores against the questions the attempt showed, even after a regeneration', async () => {
      const exam = await createExam(context.app, teacher, {
        total_questions: 12,
        total_marks_per_question: 2,
      });
      const attempt = (await startAttempt(context.app, pupil, exam.exam_id)).json().data.attempt;
      const key = await attemptKeyOf(context.app, teacher, attempt.attempt_id);
      await saveAnswers(context.app, pupil, attempt.attempt_id, key);

      const regenerated = await context.app.inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}/questions`,
        headers: teacher.auth,
        payload: { total_questions: 4, minNumber: 200, maxNumber: 300 },
      });
      expect(regenerated.json().data.exam.questions_version).toBe(2);

      const submitted = await submitAttempt(context.app, pupil, attempt.attempt_id);
      expect(submitted.statusCode).toBe(201);
      expect(submitted.json().data.result).toMatchObject({
        score: 24,
        total_correct: 12,
        total_questions: 12,
        total_marks: 24,
        type: 'practice',
      });
      expect(submitted.json().data.feedback).toHaveLength(12);
      expect(submitted.json().data.feedback[0]).toEqual({
        position: 1,
        chosen: key[0],
        is_correct: true,
        correct_option: key[0],
      });
    });

    it('takes the last answers with the submission and the time from the start', async () => {
      const exam = await createExam(context.app, teacher, { total_questions: 2, duration: 30 });
      const attempt = (await startAttempt(context.app, pupil, exam.exam_id)).json().data.attempt;
      const key = await attemptKeyOf(context.app, teacher, attempt.attempt_id);
      await ageAttempt(db(), attempt.attempt_id, 12);
      const submitted = await submitAttempt(context.app, pupil, attempt.attempt_id, [
        key[0]!,
        wrongOption(key[1]!),
      ]);
      const { result } = submitted.json().data;
      expect(result).toMatchObject({ total_correct: 1, score: 2 });
      expect(result.time_taken).toBeGreaterThanOrEqual(12);
      expect(result.time_taken).toBeLessThan(14);
    });

    it('gives one result however many submissions arrive at once', async () => {
      const exam = await createExam(context.app, teacher, { isSingleAttempt: true, total_questions: 3 });
      const student = await createStudent(context.app, teacher, { level: 2 });
      const attempt = (await startAttempt(context.app, student, exam.exam_id)).json().data.attempt;
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => submitAttempt(context.app, student, attempt.attempt_id)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      const results = await context.app.inject({
        method: 'GET',
        url: `/api/v1/exam/${exam.exam_id}/results`,
        headers: teacher.auth,
      });
      expect(results.json().meta.total).toBe(1);
    });

    it('refuses a submission after the deadline and its grace, and submits the answers saved in time', async () => {
      const exam = await createExam(context.app, teacher, {
        isSingleAttempt: true,
        total_questions: 3,
        duration: 5,
      });
      const student = await createStudent(context.app, teacher, { level: 2 });
      const attempt = (await startAttempt(context.app, student, exam.exam_id)).json().data.attempt;
      const key = await attemptKeyOf(context.app, teacher, attempt.attempt_id);
      await saveAnswers(context.app, student, attempt.attempt_id, [key[0]!, key[1]!, null]);
      await ageAttempt(db(), attempt.attempt_id, 6);

      expectError(
        await submitAttempt(context.app, student, attempt.attempt_id, [key[0]!, key[1]!, key[2]!]),
        409,
        'Time is up: the attempt was submitted with the answers saved before its deadline',
      );
      const read = await context.app.inject({
        method: 'GET',
        url: `/api/v1/attempt/${attempt.attempt_id}`,
        headers: student.auth,
      });
      const finished = read.json().data;
      expect(finished).toMatchObject({ status: 'finished', answers: [key[0], key[1], null] });
      expect(finished.finished_at).toBe(finished.deadline);
      expect(finished.result).toMatchObject({
        total_correct: 2,
        time_taken: 5,
        answers: [key[0], key[1], null],
      });
    });

    it('still takes answers within the grace after the deadline', async () => {
      const exam = await createExam(context.app, teacher, { total_questions: 1, duration: 5 });
      const attempt = (await startAttempt(context.app, pupil, exam.exam_id)).json().data.attempt;
      await ageAttempt(db(), attempt.attempt_id, 5.2);
      expect((await saveAnswers(context.app, pupil, attempt.attempt_id, ['a'])).statusCode).toBe(200);
      const submitted = await submitAttempt(context.app, pupil, attempt.attempt_id);
      expect(submitted.statusCode).toBe(201);
      expect(submitted.json().data.result.time_taken).toBe(5);
    });

    it('finishes an expired attempt the first time anyone touches it', async () => {
      const exam = await createExam(context.app, teacher, { total_questions: 2, duration: 3 });
      const attempt = (await startAttempt(context.app, pupil, exam.exam_id)).json().data.attempt;
      await saveAnswers(context.app, pupil, attempt.attempt_id, ['a', 'b']);
      await ageAttempt(db(), attempt.attempt_id, 10);

      const byTeacher = await context.app.inject({
        method: 'GET',
        url: `/api/v1/attempt/${attempt.attempt_id}`,
        headers: teacher.auth,
      });
      expect(byTeacher.json().data).toMatchObject({ status: 'finished', result: { answers: ['a', 'b'] } });
      const next = await startAttempt(context.app, pupil, exam.exam_id);
      expect(next.statusCode).toBe(201);
    });
  });
});
