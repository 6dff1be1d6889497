import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { startAttempt } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam, examBody } from '../../helpers/exams.js';
import { useAppCalls } from '../../helpers/app-calls.js';

interface Listed {
  question: string;
  answer: number;
}

/** The numbers of a question's stored text. */
const rowsOf = ({ question }: { question: string }) =>
  question
    .split(' ')
    .filter((_, index) => index % 2 === 0)
    .map(Number);

describe('exams shaped like abacus examinations', () => {
  const { context, inject } = useAppCalls();
  let owner: SignedIn;
  beforeAll(async () => {
    owner = await createAdmin(context.app);
  });
  const questionsOf = async (examId: string) =>
    (
      await inject({ method: 'GET', url: `/api/v1/exam/${examId}/questions?limit=100`, headers: owner.auth })
    ).json().data as Listed[];
  const create = (overrides: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/api/v1/exam', headers: owner.auth, payload: examBody(overrides) });

  it('sets "3 rows of 1–2 digits" with zeros, and says so in its settings', async () => {
    const exam = await createExam(context.app, owner, {
      minNumber: undefined,
      maxNumber: undefined,
      digits: { min: 1, max: 2 },
      minTerms: 3,
      maxTerms: 3,
      zeros: true,
      total_questions: 40,
    });
    expect(exam.settings).toMatchObject({
      minTerms: 3,
      maxTerms: 3,
      digits: { min: 1, max: 2 },
      minNumber: 1,
      maxNumber: 99,
      zeros: true,
      operandDigits: null,
      negativeAnswers: false,
    });
    const questions = await questionsOf(exam.exam_id);
    expect(questions).toHaveLength(40);
    for (const question of questions) {
      const rows = rowsOf(question);
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row >= 1 && row <= 99)).toBe(true);
    }
  });

  it('sets "4 rows, 6 digits in all", keeps it for each child’s own numbers, and drops it with the digits', async () => {
    const exam = await createExam(context.app, owner, {
      minNumber: undefined,
      maxNumber: undefined,
      digits: { min: 1, max: 2 },
      minTerms: 4,
      maxTerms: 4,
      totalDigits: 6,
      total_questions: 30,
      questionsPerStudent: true,
    });
    expect(exam.settings).toMatchObject({ digits: { min: 1, max: 2 }, totalDigits: 6 });
    const digitsInAll = (question: Listed) => rowsOf(question).join('').length;
    expect((await questionsOf(exam.exam_id)).map(digitsInAll)).toEqual(Array(30).fill(6));
    const student = await createStudent(context.app, owner, { level: 2 });
    const attempt = (await startAttempt(context.app, student, exam.exam_id)).json().data.attempt;
    expect((attempt.questions as Listed[]).map(digitsInAll)).toEqual(Array(30).fill(6));

    const ranged = await inject({
      method: 'PATCH',
      url: `/api/v1/exam/${exam.exam_id}/questions`,
      headers: owner.auth,
      payload: { minNumber: 1, maxNumber: 50 },
    });
    expect(ranged.json().data.exam.settings).toMatchObject({ digits: null, totalDigits: null });
    expectError(
      await create({ totalDigits: 6 }),
      400,
      "Invalid settings: totalDigits needs digits: the rows' digit counts to make it up",
    );
  });

  it('sets 2-digit × 1-digit and 3-digit ÷ 1-digit drills by their digits', async () => {
    const times = await createExam(context.app, owner, {
      minNumber: undefined,
      maxNumber: undefined,
      operators: ['*'],
      maxTerms: 2,
      operandDigits: { left: 2, right: 1 },
    });
    expect(times.settings).toMatchObject({
      operandDigits: { left: 2, right: 1 },
      minNumber: 2,
      maxNumber: 99,
    });
    for (const question of await questionsOf(times.exam_id)) {
      const [left, right] = rowsOf(question) as [number, number];
      expect(question.question).toContain(' * ');
      expect(left >= 10 && left <= 99 && right >= 2 && right <= 9).toBe(true);
    }
    const divide = await createExam(context.app, owner, {
      minNumber: undefined,
      maxNumber: undefined,
      operators: ['/'],
      maxTerms: 2,
      operandDigits: { left: 3, right: 1 },
    });
    for (const question of await questionsOf(divide.exam_id)) {
      expect(question.answer).toBeGreaterThanOrEqual(100);
      expect(question.answer).toBeLessThanOrEqual(999);
    }
  });

  it('ends one upper-grade question in ten below zero, or the share the teacher sets', async () => {
    const upperGrade = {
      minNumber: undefined,
      maxNumber: undefined,
      digits: { min: 2, max: 3 },
      minTerms: 5,
      maxTerms: 5,
      negativeAnswers: true,
      total_questions: 40,
    };
    const byDefault = await createExam(context.app, owner, upperGrade);
    expect(byDefault.settings).toMatchObject({ negativeAnswers: true, negativeShare: 10 });
    const answers = (await questionsOf(byDefault.exam_id)).map((question) => question.answer);
    expect(answers.filter((answer) => answer < 0)).toHaveLength(4);

    const half = await createExam(context.app, owner, { ...upperGrade, negativeShare: 50 });
    expect(half.settings).toMatchObject({ negativeShare: 50 });
    const halfAnswers = (await questionsOf(half.exam_id)).map((question) => question.answer);
    expect(halfAnswers.filter((answer) => answer < 0)).toHaveLength(20);

    const read = await inject({ method: 'GET', url: `/api/v1/exam/${half.exam_id}`, headers: owner.auth });
    expect(read.json().data.settings.negativeShare).toBe(50);
    // Without answers below zero there is no share to keep.
    expect((await createExam(context.app, owner, {})).settings).toMatchObject({ negativeShare: null });
  });

  it('refuses a share of answers below zero without them, or above half', async () => {
    expectError(
      await create({ negativeShare: 20 }),
      400,
      'Invalid settings: negativeShare needs negativeAnswers: true',
    );
    const tooMany = await create({ negativeAnswers: true, negativeShare: 60 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'Validation failed: body.negativeShare: must be a whole number from 0 to 50',
    );
  });

  it('draws a child’s own numbers in the same shape', async () => {
    const exam = await createExam(context.app, owner, {
      minNumber: undefined,
      maxNumber: undefined,
      digits: { min: 1, max: 1 },
      minTerms: 4,
      maxTerms: 4,
      isSingleAttempt: true,
      questionsPerStudent: true,
    });
    const student = await createStudent(context.app, owner, { level: 2 });
    const attempt = (await startAttempt(context.app, student, exam.exam_id)).json().data.attempt;
    for (const question of attempt.questions as Listed[]) {
      const rows = rowsOf(question);
      expect(rows).toHaveLength(4);
      expect(rows.every((row) => row <= 9)).toBe(true);
    }
  });

  it('changes the way the numbers are given on regeneration, keeping what is left out', async () => {
    const exam = await createExam(context.app, owner, { minNumber: 5, maxNumber: 60 });
    const regenerate = (payload: Record<string, unknown>) =>
      inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}/questions`,
        headers: owner.auth,
        payload,
      });
    const byDigits = await regenerate({ digits: { min: 2, max: 2 }, minTerms: 3 });
    expect(byDigits.statusCode).toBe(200);
    expect(byDigits.json().data.exam.settings).toMatchObject({
      digits: { min: 2, max: 2 },
      minNumber: 10,
      maxNumber: 99,
      minTerms: 3,
    });
    const byRange = await regenerate({ maxNumber: 50 });
    expect(byRange.json().data.exam.settings).toMatchObject({
      digits: null,
      minNumber: 10,
      maxNumber: 50,
      minTerms: 3,
    });
  });

  describe('errors', () => {
    it('refuses impossible or contradictory shapes with the generator’s reason (400)', async () => {
      expectError(
        await create({ digits: { min: 1, max: 2 } }),
        400,
        'Invalid settings: give the numbers one way: minNumber and maxNumber, or digits, or operandDigits',
      );
      expectError(
        await create({
          minNumber: undefined,
          maxNumber: undefined,
          maxTerms: 2,
          operandDigits: { left: 2, right: 1 },
        }),
        400,
        'Invalid settings: operandDigits drills use * and / only (got operators ["+", "-"])',
      );
      expectError(
        await create({ minTerms: 4 }),
        400,
        'Invalid settings: minTerms (4) must not be larger than maxTerms (3)',
      );
      expectError(
        await create({
          minNumber: undefined,
          maxNumber: undefined,
          operators: ['*'],
          maxTerms: 2,
          operandDigits: { left: 1, right: 1 },
          total_questions: 100,
        }),
        400,
        'Only 64 distinct questions exist for these settings (1-digit × 1-digit); ask for at most 64 or give the numbers more digits or add the other operator',
      );
    });

    it('refuses malformed digits before generating (400)', async () => {
      const response = await create({
        minNumber: undefined,
        maxNumber: undefined,
        digits: { min: 0, max: 11 },
      });
      expectError(response, 400);
      expect(
        response
          .json()
          .errors.map((error: { path: string }) => error.path)
          .sort(),
      ).toEqual(['body.digits.max', 'body.digits.min']);
    });
  });
});
