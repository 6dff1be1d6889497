// @driver-sensitive: simultaneous results for a one-try test
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { results } from '../../../src/db/schema/index.js';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { takeExam } from '../../helpers/attempts.js';
import { answerKeyOf, createExam, wrongOption } from '../../helpers/exams.js';
import { pdfText } from '../../helpers/pdf.js';
import { useAppCalls } from '../../helpers/app-calls.js';

const RESULT_ID = /^r[A-Za-z0-9_-]{10,}$/;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('results', () => {
  const { context, inject } = useAppCalls();

  let owner: SignedIn;
  let other: SignedIn;
  let student: SignedIn;
  let classmate: SignedIn;
  let higherLevel: SignedIn;
  let outsider: SignedIn;
  beforeAll(async () => {
    owner = await createAdmin(context.app);
    other = await createAdmin(context.app);
    student = await createStudent(context.app, owner, { level: 2, fullname: 'Ravi Kumar' });
    classmate = await createStudent(context.app, owner, { level: 2 });
    higherLevel = await createStudent(context.app, owner, { level: 3 });
    outsider = await createStudent(context.app, other, { level: 2 });
  });
  const submit = (payload: object, auth = student.auth) =>
    inject({ method: 'POST', url: '/api/v1/result', headers: auth, payload });

  describe('POST /api/v1/result', () => {
    it('scores answers on the server and gives feedback per question', async () => {
      const exam = await createExam(context.app, owner, { total_questions: 4, total_marks_per_question: 3 });
      const key = await answerKeyOf(context.app, owner, exam.exam_id);
      const answers = [key[0], wrongOption(key[1]!), null, key[3]];

      const response = await submit({
        exam: exam.exam_id,
        time_taken: 7.5,
        date_completed: minutesAgo(1),
        answers,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        success: true,
        statusCode: 201,
        data: {
          message: 'Result created Successfully',
          result: {
            result_id: expect.stringMatching(RESULT_ID),
            exam: exam.exam_id,
            score: 6,
            total_correct: 2,
            time_taken: 7.5,
            date_completed: expect.any(String),
            createdAt: expect.any(String),
            total_marks: 12,
            total_questions: 4,
            duration: 30,
            type: 'practice',
            superseded: false,
            live_round: false,
            in_analytics: true,
          },
          feedback: [
            { position: 1, correct_option: key[0], chosen: key[0], is_correct: true },
            { position: 2, correct_option: key[1], chosen: wrongOption(key[1]!), is_correct: false },
            { position: 3, correct_option: key[2], chosen: null, is_correct: false },
            { position: 4, correct_option: key[3], chosen: key[3], is_correct: true },
          ],
        },
      });
    });

    it('accepts a reported score and count with answers only when they agree', async () => {
      const exam = await createExam(context.app, owner, { total_questions: 3 });
      const key = await answerKeyOf(context.app, owner, exam.exam_id);
      const base = { exam: exam.exam_id, time_taken: 5, date_completed: minutesAgo(1), answers: key };
      expect((await submit({ ...base, score: 6, total_correct: 3 })).statusCode).toBe(201);
      const wrongScore = await submit({ ...base, score: 4 });
      expect(wrongScore.statusCode).toBe(400);
      expect(wrongScore.json().message).toBe('score does not match the answers: they score 6');
      const wrongCount = await submit({ ...base, total_correct: 1 });
      expect(wrongCount.json().message).toBe('total_correct does not match the answers: they have 3 correct');
    });

    it('takes a practice score from the client when it fits the exam', async () => {
      const exam = await createExam(context.app, owner, { total_questions: 10, total_marks_per_question: 2 });
      const base = { exam: exam.exam_id, time_taken: 45, date_completed: minutesAgo(2) };
      const accepted = await submit({ ...base, score: 14, total_correct: 7 });
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json().data.result).toMatchObject({ score: 14, total_correct: 7, time_taken: 45 });
      expect(accepted.json().data).not.toHaveProperty('feedback');

      expect((await submit({ ...base, score: 15, total_correct: 7 })).json().message).toBe(
        'score must be total_correct × 2 marks per question = 14',
      );
      expect((await submit({ ...base, score: 22, total_correct: 11 })).json().message).toBe(
        'total_correct cannot exceed the 10 questions',
      );
      expect((await submit({ ...base, score: 14 })).json().message).toBe(
        'Send answers, or both score and total_correct',
      );
    });

    it('checks the shape of answers', async () => {
      const exam = await createExam(context.app, owner, { total_questions: 3 });
      const base = { exam: exam.exam_id, time_taken: 5, date_completed: minutesAgo(1) };
      const short = await submit({ ...base, answers: ['a', 'b'] });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('answers must have one entry per question: 3, not 2');
      const letter = await submit({ ...base, answers: ['a', 'e', null] });
      expect(letter.statusCode).toBe(400);
      expect(letter.json().errors).toEqual([
        { path: 'body.answers.1', message: 'must be a, b, c, d, a whole number (typed exams) or null' },
      ]);
    });

    it('refuses a test (assessment), however it is sent: it is taken through an attempt', async () => {
      const exam = await createExam(context.app, owner, { isSingleAttempt: true, total_questions: 5 });
      const pupil = await createStudent(context.app, owner, { level: 2 });
      const base = { exam: exam.exam_id, time_taken: 0.01, date_completed: minutesAgo(1) };
      const bodies = [
        { ...base, answers: ['a', 'b', 'c', 'd', 'a'] },
        { ...base, score: 10, total_correct: 5 },
        ...Array.from({ length: 18 }, () => ({ ...base, answers: ['a', 'a', 'a', 'a', 'a'] })),
      ];
      const responses = await Promise.all(bodies.map((body) => submit(body, pupil.auth)));
      for (const response of responses) {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(
          `Take this test through an attempt (POST /api/v1/exam/${exam.exam_id}/attempt)`,
        );
      }
      const stored = await inject({
        method: 'GET',
        url: `/api/v1/exam/${exam.exam_id}/results`,
        headers: owner.auth,
      });
      expect(stored.json().data).toEqual([]);
    });

    it('refuses inactive exams, other levels, other admins’ exams and odd dates', async () => {
      const inactive = await createExam(context.app, owner, { is_active: false, total_questions: 2 });
      const base = { time_taken: 5, date_completed: minutesAgo(1), score: 0, total_correct: 0 };
      const closed = await submit({ ...base, exam: inactive.exam_id });
      expect(closed.statusCode).toBe(400);
      expect(closed.json().message).toBe('This exam is not active');

      const exam = await createExam(context.app, owner, { level: 2, total_questions: 2 });
      const level = await submit({ ...base, exam: exam.exam_id }, higherLevel.auth);
      expect(level.statusCode).toBe(400);
      expect(level.json().message).toBe('This exam is for level 2; you are at level 3');
      expect((await submit({ ...base, exam: exam.exam_id }, outsider.auth)).statusCode).toBe(404);
      expect((await submit({ ...base, exam: 'eNoSuchExam000000' })).statusCode).toBe(404);
      expect((await submit({ ...base, exam: 'not-an-id' })).statusCode).toBe(400);

      const future = await submit({
        ...base,
        exam: exam.exam_id,
        date_completed: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(future.json().message).toBe('date_completed is in the future');
      expect((await submit({ ...base, exam: exam.exam_id, date_completed: 'yesterday' })).statusCode).toBe(
        400,
      );
      expect((await submit({ ...base, exam: exam.exam_id, time_taken: 0 })).statusCode).toBe(400);
      expect((await submit({ ...base, exam: exam.exam_id, time_taken: 0.001 })).statusCode).toBe(400);
      expect((await submit({ ...base, exam: exam.exam_id, grade: 'A' })).statusCode).toBe(400);
    });

    it('is for students only', async () => {
      const exam = await createExam(context.app, owner, { total_questions: 2 });
      const payload = {
        exam: exam.exam_id,
        time_taken: 5,
        date_completed: minutesAgo(1),
        score: 0,
        total_correct: 0,
      };
      const byAdmin = await submit(payload, owner.auth);
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().message).toBe('Only students may do this');
      expect((await inject({ method: 'POST', url: '/api/v1/result', payload })).statusCode).toBe(401);
    });

    it('keeps the figures it was scored against when the exam changes', async () => {
      const exam = await createExam(context.app, owner, {
        total_questions: 4,
        total_marks_per_question: 2,
        duration: 30,
      });
      const created = await submit({
        exam: exam.exam_id,
        time_taken: 10,
        date_completed: minutesAgo(1),
        score: 4,
        total_correct: 2,
      });
      const resultId = created.json().data.result.result_id as string;
      await inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}`,
        headers: owner.auth,
        payload: { duration: 60 },
      });
      await inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}/questions`,
        headers: owner.auth,
        payload: { total_questions: 8, total_marks_per_question: 5 },
      });
      const read = await inject({ method: 'GET', url: `/api/v1/result/${resultId}`, headers: student.auth });
      expect(read.json().data).toMatchObject({ score: 4, total_marks: 8, total_questions: 4, duration: 30 });
    });
  });

  describe('GET /api/v1/result/{resultId}', () => {
    // A whole millisecond-free instant just after the exam exists, as a client would report it.
    const completed = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000).toISOString();
    let resultId: string;
    let examTitle: string;
    beforeAll(async () => {
      const exam = await createExam(context.app, owner, {
        title: 'Friday speed test',
        total_questions: 20,
        total_marks_per_question: 2,
      });
      examTitle = exam.title as string;
      const created = await submit({
        exam: exam.exam_id,
        time_taken: 12.25,
        date_completed: completed,
        score: 26,
        total_correct: 13,
      });
      resultId = created.json().data.result.result_id as string;
    });
    const read = (auth: Record<string, string>, query = '') =>
      inject({ method: 'GET', url: `/api/v1/result/${resultId}${query}`, headers: auth });

    it('shows a student their own result with its student and exam', async () => {
      const response = await read(student.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        result_id: resultId,
        score: 26,
        total_correct: 13,
        time_taken: 12.25,
        date_completed: completed,
        student: { student_id: student.id, fullname: 'Ravi Kumar', level: 2 },
        examDetails: { title: examTitle, level: 2 },
      });
    });

    it('shows the exam’s admin, and nobody else', async () => {
      expect((await read(owner.auth)).statusCode).toBe(200);
      const foreign = await read(other.auth);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe('This result belongs to someone else');
      expect((await read(classmate.auth)).statusCode).toBe(403);
      expect(
        (await inject({ method: 'GET', url: '/api/v1/result/rNoSuchResult0000', headers: owner.auth }))
          .statusCode,
      ).toBe(404);
      expect(
        (await inject({ method: 'GET', url: '/api/v1/result/12', headers: owner.auth })).statusCode,
      ).toBe(400);
    });

    it('renders a PDF report with real, selectable text', async () => {
      const response = await read(student.auth, '?format=pdf');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="result-${resultId}.pdf"; filename*=UTF-8''result-friday-speed-test-ravi-kumar.pdf`,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        'Result report',
        'Friday speed test',
        'Ravi Kumar',
        'Level 2, class 4',
        '26 / 40',
        '65.00 %',
        // The kind and the counts in the app's words: a test or a practice, right answers.
        'Type Practice',
        'Right answers 13 / 20',
        '12 min 15 s of 30 min',
        // In the reader's time zone, UTC unless asked for another.
        new Intl.DateTimeFormat('en-GB', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: 'UTC',
        }).format(new Date(completed)),
        resultId,
        'Generated',
      ]) {
        expect(text).toContain(expected);
      }
      expect((await read(owner.auth, '?format=pdf')).statusCode).toBe(200);
    });

    it('accepts no other format', async () => {
      const response = await read(student.auth, '?format=csv');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: 'query.format', message: expect.stringContaining('pdf') },
      ]);
    });
  });

  describe('DELETE /api/v1/result/{resultId}', () => {
    async function resultOf(examOverrides: Record<string, unknown>, who = student) {
      const exam = await createExam(context.app, owner, { total_questions: 2, ...examOverrides });
      const created = await takeExam(context.app, owner, who, exam.exam_id, (key) => key);
      return created.json().data.result.result_id as string;
    }
    const remove = (resultId: string, auth: Record<string, string>) =>
      inject({ method: 'DELETE', url: `/api/v1/result/${resultId}`, headers: auth });

    it('lets a student delete their own practice result', async () => {
      const resultId = await resultOf({});
      const response = await remove(resultId, student.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        statusCode: 200,
        data: { message: 'Result Deleted Successfully' },
      });
      expect(
        (await inject({ method: 'GET', url: `/api/v1/result/${resultId}`, headers: student.auth }))
          .statusCode,
      ).toBe(404);
    });

    it('leaves assessment results and other people’s results to their admin', async () => {
      const assessment = await resultOf({ isSingleAttempt: true });
      const denied = await remove(assessment, student.auth);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('An assessment result can only be deleted by your teacher');
      expect((await remove(assessment, classmate.auth)).statusCode).toBe(403);
      expect((await remove(assessment, other.auth)).statusCode).toBe(403);
      expect((await remove(assessment, owner.auth)).statusCode).toBe(200);
      const [row] = await context.database.connection.db
        .select()
        .from(results)
        .where(eq(results.publicId, assessment));
      expect(row).toBeUndefined();
    });
  });
});
