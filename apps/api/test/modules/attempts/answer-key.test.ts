import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { answerKeyOf, createExam, type CreatedExam } from '../../helpers/exams.js';
import { pdfText } from '../../helpers/pdf.js';
import { useTestApp } from '../../helpers/test-app.js';

const QUESTIONS = 6;

/**
 * The answer key of an open assessment never reaches a student, by any endpoint: otherwise one student
 * (or a blank second account) submits, reads the key and hands it to the class.
 */
describe('the answer key of an open assessment', () => {
  const context = useTestApp();
  const get = (url: string, who: SignedIn) => context.app.inject({ method: 'GET', url, headers: who.auth });

  let teacher: SignedIn;
  let blank: SignedIn;
  let exam: CreatedExam;
  let key: string[];
  let attemptId: string;
  let attemptResultId: string;
  let submittedResultId: string;
  /** Every response a student got, as text: none may contain the key. */
  const seen: string[] = [];

  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    blank = await createStudent(context.app, teacher, { level: 2 });
    const other = await createStudent(context.app, teacher, { level: 2 });
    exam = await createExam(context.app, teacher, { isSingleAttempt: true, total_questions: QUESTIONS });
    key = await answerKeyOf(context.app, teacher, exam.exam_id);

    const started = await startAttempt(context.app, blank, exam.exam_id);
    attemptId = started.json().data.attempt.attempt_id;
    const submitted = await submitAttempt(context.app, blank, attemptId);
    attemptResultId = submitted.json().data.result.result_id;
    seen.push(started.body, submitted.body);

    const direct = await context.app.inject({
      method: 'POST',
      url: '/api/v1/result',
      headers: other.auth,
      payload: {
        exam: exam.exam_id,
        time_taken: 3,
        date_completed: new Date().toISOString(),
        answers: Array.from({ length: QUESTIONS }, () => null),
      },
    });
    expect(direct.statusCode).toBe(201);
    submittedResultId = direct.json().data.result.result_id;
    seen.push(direct.body);
  });

  it('is not in what a student is sent when taking, submitting or reading', async () => {
    seen.push(
      (await get(`/api/v1/exam/${exam.exam_id}/questions`, blank)).body,
      (await get(`/api/v1/attempt/${attemptId}`, blank)).body,
      (await get(`/api/v1/result/${attemptResultId}`, blank)).body,
      (await get('/api/v1/result', blank)).body,
      (await get(`/api/v1/exam/${exam.exam_id}/results`, blank)).body,
    );
    for (const body of seen) {
      expect(body).not.toContain('correct_option');
      expect(body).not.toMatch(/"answer":/);
    }
    const feedback = JSON.parse(seen[1]!).data.feedback;
    expect(feedback).toHaveLength(QUESTIONS);
    expect(feedback[0]).toEqual({ position: 1, chosen: null, is_correct: false });
  });

  it('is not in a student’s PDF report', async () => {
    const response = await get(`/api/v1/result/${attemptResultId}?format=pdf`, blank);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Question by question');
    expect(text).toContain('The correct answers are shown once your teacher closes the assessment.');
    expect(text).toMatch(/Chosen\s+Result/);
    expect(text).not.toMatch(/Chosen\s+Correct/);
  });

  it('is shown to the teacher', async () => {
    const response = await get(`/api/v1/result/${submittedResultId}`, teacher);
    expect(
      response.json().data.feedback.map((item: { correct_option: string }) => item.correct_option),
    ).toEqual(key);
    const pdf = await pdfText(
      (await get(`/api/v1/result/${submittedResultId}?format=pdf`, teacher)).rawPayload,
    );
    expect(pdf).toMatch(/Chosen\s+Correct\s+Result/);
  });

  it('reaches students once the teacher closes the assessment', async () => {
    await context.app.inject({
      method: 'PATCH',
      url: `/api/v1/exam/${exam.exam_id}/deactivate`,
      headers: teacher.auth,
    });
    const response = await get(`/api/v1/result/${attemptResultId}`, blank);
    expect(
      response.json().data.feedback.map((item: { correct_option: string }) => item.correct_option),
    ).toEqual(key);
  });
});
