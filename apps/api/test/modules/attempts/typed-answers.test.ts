// @driver-neutral: classmates are registered at once only to save time
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { saveAnswers, startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam, examBody } from '../../helpers/exams.js';
import { pdfText } from '../../helpers/pdf.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { TYPED_SETTINGS } from '../../helpers/typed-exams.js';

interface AskedQuestion {
  position: number;
  question: string;
  answer: number;
  option_a: number | null;
  correct_option?: string | null;
  mistakes?: unknown;
}

describe('typed answers: the child writes the number', () => {
  const { context, inject } = useAppCalls();
  let teacher: SignedIn;
  let pupil: SignedIn;
  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    pupil = await createStudent(context.app, teacher, { level: 2 });
  });
  const get = (url: string, who: SignedIn) => inject({ method: 'GET', url, headers: who.auth });
  const typedExam = (overrides: Record<string, unknown> = {}) =>
    createExam(context.app, teacher, { ...TYPED_SETTINGS, total_questions: 6, ...overrides });
  /** The attempt's questions as its owner reads them: in the order the child sees them, with answers. */
  const attemptQuestions = async (attemptId: string) =>
    (await get(`/api/v1/attempt/${attemptId}`, teacher)).json().data.questions as AskedQuestion[];

  it('makes questions with no options, and says how they are answered', async () => {
    const exam = await typedExam();
    expect(exam).toMatchObject({ answerMode: 'typed' });
    const owned = (await get(`/api/v1/exam/${exam.exam_id}/questions`, teacher)).json()
      .data as AskedQuestion[];
    expect(owned).toHaveLength(6);
    for (const question of owned) {
      expect(question).toMatchObject({ option_a: null, option_d: null, correct_option: null });
      expect(question.mistakes).toBeUndefined();
      expect(question.question.split(' ')).toHaveLength(5);
    }
    const started = await startAttempt(context.app, pupil, exam.exam_id);
    expect(started.statusCode).toBe(201);
    const { attempt } = started.json().data;
    expect(attempt.exam.answerMode).toBe('typed');
    for (const question of attempt.questions) {
      expect(question).toMatchObject({ option_a: null, option_b: null, option_c: null, option_d: null });
      expect(question).not.toHaveProperty('answer');
    }
  });

  it('saves written numbers, refuses letters, and scores the numbers exactly', async () => {
    const exam = await typedExam({ questionsPerStudent: true });
    const started = (await startAttempt(context.app, pupil, exam.exam_id)).json().data.attempt;
    const questions = await attemptQuestions(started.attempt_id);
    // Right, one off (a lost bead is still wrong), skipped, right, right, right.
    const written = questions.map((question, index) =>
      index === 1 ? question.answer + 1 : index === 2 ? null : question.answer,
    );

    const letters = await saveAnswers(context.app, pupil, started.attempt_id, [
      'a',
      ...written.slice(1),
    ] as never);
    expectError(
      letters,
      400,
      "answers[0] must be a whole number or null: this exam's answers are written, not chosen",
    );
    const saved = await saveAnswers(context.app, pupil, started.attempt_id, written);
    expect(saved.statusCode).toBe(200);
    const resumed = await get(`/api/v1/attempt/${started.attempt_id}`, pupil);
    expect(resumed.json().data.answers).toEqual(written);

    const submitted = await submitAttempt(context.app, pupil, started.attempt_id);
    expect(submitted.statusCode).toBe(201);
    const { result, feedback } = submitted.json().data;
    expect(result).toMatchObject({ total_correct: 4, score: 8 });
    expect(feedback[1]).toEqual({
      position: 2,
      chosen: questions[1]!.answer + 1,
      is_correct: false,
      correct_option: null,
      correct_answer: questions[1]!.answer,
    });
    expect(feedback[2]).toMatchObject({
      chosen: null,
      is_correct: false,
      correct_answer: questions[2]!.answer,
    });

    const read = await get(`/api/v1/result/${result.result_id}`, pupil);
    expect(read.json().data.answers).toEqual(written);
    const pdf = await get(`/api/v1/result/${result.result_id}?format=pdf`, pupil);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Written');
    expect(text).toContain(String(questions[1]!.answer + 1));
  });

  it('keeps a multiple-choice exam to letters', async () => {
    const exam = await createExam(context.app, teacher, { total_questions: 3 });
    expect(exam).toMatchObject({ answerMode: 'choice' });
    const attempt = (await startAttempt(context.app, pupil, exam.exam_id)).json().data.attempt;
    expect(attempt.exam.answerMode).toBe('choice');
    const numbers = await saveAnswers(context.app, pupil, attempt.attempt_id, [12, null, null] as never);
    expectError(
      numbers,
      400,
      "answers[0] must be a, b, c, d or null: this exam's answers are chosen from its options",
    );
  });

  it('scores typed practice answers sent as a result, and refuses an answer mode of its own', async () => {
    const exam = await typedExam({ total_questions: 4 });
    const owned = (await get(`/api/v1/exam/${exam.exam_id}/questions`, teacher)).json()
      .data as AskedQuestion[];
    const answers = owned.map((question, index) => (index === 0 ? -3 : question.answer));
    const sent = await inject({
      method: 'POST',
      url: '/api/v1/result',
      headers: pupil.auth,
      payload: { exam: exam.exam_id, time_taken: 3, date_completed: new Date().toISOString(), answers },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.result).toMatchObject({ total_correct: 3, score: 6 });

    const odd = await inject({
      method: 'POST',
      url: '/api/v1/exam',
      headers: teacher.auth,
      payload: examBody({ answerMode: 'spoken' }),
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toContain('answerMode');
  });

  it('names the wrong number written most in item analysis, and regenerates as typed', async () => {
    const exam = await typedExam({ total_questions: 3 });
    const classmates = [
      pupil,
      ...(await Promise.all([1, 2].map(() => createStudent(context.app, teacher, { level: 2 })))),
    ];
    const owned = (await get(`/api/v1/exam/${exam.exam_id}/questions`, teacher)).json()
      .data as AskedQuestion[];
    for (const [index, child] of classmates.entries()) {
      const started = (await startAttempt(context.app, child, exam.exam_id)).json().data.attempt;
      const shown = await attemptQuestions(started.attempt_id);
      // Two of the three write the first question's answer 10 too big (a lost carry).
      const written = shown.map((question) => {
        const first = question.question === owned[0]!.question;
        return first && index < 2 ? question.answer + 10 : question.answer;
      });
      expect((await submitAttempt(context.app, child, started.attempt_id, written as never)).statusCode).toBe(
        201,
      );
    }
    const analysis = (await get(`/api/v1/exam/${exam.exam_id}/questions/analytics`, teacher)).json().data
      .analytics;
    expect(analysis.results).toBe(3);
    expect(analysis.questions[0]).toMatchObject({
      correct_option: null,
      answered: 3,
      correctPercentage: 33.33,
      mostChosenWrong: null,
      mostWrittenWrong: { answer: owned[0]!.answer + 10, results: 2 },
    });
    expect(analysis.questions[1]).toMatchObject({ correctPercentage: 100, mostWrittenWrong: null });

    const regenerated = await inject({
      method: 'PATCH',
      url: `/api/v1/exam/${exam.exam_id}/questions`,
      headers: teacher.auth,
      payload: { answerMode: 'choice' },
    });
    expect(regenerated.statusCode).toBe(200);
    const chosen = (await get(`/api/v1/exam/${exam.exam_id}/questions`, teacher)).json()
      .data as AskedQuestion[];
    expect(chosen.every((question) => question.option_a !== null && question.correct_option !== null)).toBe(
      true,
    );
  });

  it('sets 30 rows of ten digits, scores an answer of twelve, and prints four of the sums to a row', async () => {
    const exam = await typedExam({
      title: 'Thirty long rows',
      digits: { min: 10, max: 10 },
      minTerms: 30,
      maxTerms: 30,
      total_questions: 4,
    });
    expect(exam.settings).toMatchObject({
      digits: { min: 10, max: 10 },
      minNumber: 1_000_000_000,
      maxNumber: 9_999_999_999,
      minTerms: 30,
      maxTerms: 30,
    });
    const started = (await startAttempt(context.app, pupil, exam.exam_id)).json().data.attempt;
    const questions = await attemptQuestions(started.attempt_id);
    for (const question of questions) {
      const rows = question.question.split(' ').filter((_, index) => index % 2 === 0);
      expect(rows).toHaveLength(30);
      expect(rows.every((row) => row.length === 10)).toBe(true);
    }
    const written = questions.map((question, index) => (index === 0 ? question.answer + 1 : question.answer));
    expect((await saveAnswers(context.app, pupil, started.attempt_id, written)).statusCode).toBe(200);
    const submitted = await submitAttempt(context.app, pupil, started.attempt_id);
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().data.result).toMatchObject({ total_correct: 3 });
    expect(Math.max(...questions.map((question) => question.answer))).toBeGreaterThan(1e10);

    const response = await get(`/api/v1/exam/${exam.exam_id}/worksheet?format=pdf`, teacher);
    expect(response.statusCode).toBe(200);
    // Kept for looking at: `pdftoppm -png` renders it.
    writeFileSync(join(tmpdir(), 'abacus-long-rows-worksheet.pdf'), response.rawPayload);
    const text = await pdfText(response.rawPayload);
    const [sheet] = text.split('Answer key · Thirty long rows');
    for (const question of questions) {
      for (const row of question.question.split(' ').filter((_, index) => index % 2 === 0)) {
        expect(sheet).toContain(row);
      }
    }
  });

  it('prints a typed exam as a worksheet with blanks and the key on the last page', async () => {
    const exam = await typedExam({ title: 'Three rows, typed', total_questions: 20, zeros: true });
    const response = await get(`/api/v1/exam/${exam.exam_id}/worksheet?format=pdf`, teacher);
    expect(response.statusCode).toBe(200);
    // Kept for looking at: `pdftoppm -png` renders it.
    writeFileSync(join(tmpdir(), 'abacus-typed-worksheet.pdf'), response.rawPayload);
    const text = await pdfText(response.rawPayload);
    const [sheet, key] = text.split('Answer key · Three rows, typed');
    const owned = (await get(`/api/v1/exam/${exam.exam_id}/questions`, teacher)).json()
      .data as AskedQuestion[];
    for (const question of owned) {
      expect(key).toMatch(
        new RegExp(`${question.position}\\.\\s+${String(question.answer).replace('-', '−')}`),
      );
    }
    expect(sheet).toContain('Name:');
  });
});
