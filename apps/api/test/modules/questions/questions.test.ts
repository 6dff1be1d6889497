import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { results } from '../../../src/db/schema/index.js';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { createExam, recordResult } from '../../helpers/exams.js';
import { useAppCalls } from '../../helpers/app-calls.js';

interface QuestionView {
  position: number;
  question: string;
  marks: number;
  option_a: number;
  option_b: number;
  option_c: number;
  option_d: number;
  answer?: number;
  correct_option?: 'a' | 'b' | 'c' | 'd';
  mistakes?: Record<'a' | 'b' | 'c' | 'd', string | null>;
}

/** Evaluates `12 + 7 * 3 - 5` with standard precedence, independently of the generator. */
function evaluate(expression: string): number {
  const tokens = expression.split(' ');
  const terms: number[] = [Number(tokens[0])];
  const signs: string[] = [];
  for (let i = 1; i < tokens.length; i += 2) {
    const operator = tokens[i]!;
    const operand = Number(tokens[i + 1]);
    if (operator === '*') terms.push(terms.pop()! * operand);
    else if (operator === '/') terms.push(terms.pop()! / operand);
    else {
      signs.push(operator);
      terms.push(operand);
    }
  }
  return terms
    .slice(1)
    .reduce((total, term, index) => (signs[index] === '+' ? total + term : total - term), terms[0]!);
}

describe('questions', () => {
  const { context, inject } = useAppCalls();

  let owner: SignedIn;
  let other: SignedIn;
  let levelTwo: SignedIn;
  let levelFive: SignedIn;
  let outsider: SignedIn;
  beforeAll(async () => {
    owner = await createAdmin(context.app);
    other = await createAdmin(context.app);
    levelTwo = await createStudent(context.app, owner, { level: 2 });
    levelFive = await createStudent(context.app, owner, { level: 5 });
    outsider = await createStudent(context.app, other, { level: 2 });
  });
  const read = (examId: string, auth: Record<string, string>, query = '') =>
    inject({ method: 'GET', url: `/api/v1/exam/${examId}/questions${query}`, headers: auth });

  describe('GET /api/v1/exam/{examId}/questions', () => {
    it('shows the owner every question in order, with a correct answer key', async () => {
      const exam = await createExam(context.app, owner, {
        total_questions: 150,
        operators: ['+', '-', '*', '/'],
        maxTerms: 4,
      });
      const response = await read(exam.exam_id, owner.auth, '?limit=500');
      expect(response.statusCode).toBe(200);
      const list = response.json().data as QuestionView[];
      expect(response.json().meta).toEqual({ page: 1, limit: 500, total: 150, questions_version: 1 });
      expect(list.map((q) => q.position)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
      for (const question of list) {
        expect(question.answer).toBe(evaluate(question.question));
        expect(question[`option_${question.correct_option!}`]).toBe(question.answer);
        expect(
          new Set([question.option_a, question.option_b, question.option_c, question.option_d]).size,
        ).toBe(4);
        expect(question.marks).toBe(2);
        // What each option stands for: no mistake for the answer, one named for at least two wrong options.
        expect(question.mistakes![question.correct_option!]).toBeNull();
        expect(
          Object.values(question.mistakes!).filter((mistake) => mistake !== null).length,
        ).toBeGreaterThan(1);
      }
    });

    it('pages through the questions', async () => {
      const exam = await createExam(context.app, owner, { total_questions: 12 });
      const second = await read(exam.exam_id, owner.auth, '?limit=5&page=3');
      expect((second.json().data as QuestionView[]).map((q) => q.position)).toEqual([11, 12]);
      expect(second.json().meta).toEqual({ page: 3, limit: 5, total: 12, questions_version: 1 });
    });

    it('gives a student the answers of a practice exam, never of an assessment, and never the mistakes', async () => {
      const practice = await createExam(context.app, owner, { isSingleAttempt: false });
      const assessment = await createExam(context.app, owner, { isSingleAttempt: true });
      const practiceList = (await read(practice.exam_id, levelTwo.auth)).json().data as QuestionView[];
      expect(practiceList[0]).toEqual(
        expect.objectContaining({ answer: expect.any(Number), correct_option: expect.any(String) }),
      );
      // The mistakes behind the options are the teacher's, even when the answers are shown.
      expect(practiceList.every((question) => !('mistakes' in question))).toBe(true);

      const response = await read(assessment.exam_id, levelTwo.auth);
      expect(response.statusCode).toBe(200);
      const assessmentList = response.json().data as QuestionView[];
      expect(assessmentList).toHaveLength(10);
      for (const question of assessmentList) {
        expect(Object.keys(question).sort()).toEqual(
          ['marks', 'option_a', 'option_b', 'option_c', 'option_d', 'position', 'question'].sort(),
        );
      }
    });

    it('keeps students out of inactive exams (400), other levels (403) and other admins’ exams (404)', async () => {
      const inactive = await createExam(context.app, owner, { is_active: false });
      const closed = await read(inactive.exam_id, levelTwo.auth);
      expect(closed.statusCode).toBe(400);
      expect(closed.json().message).toBe('This exam is not active yet');

      const exam = await createExam(context.app, owner, { level: 2 });
      const wrongLevel = await read(exam.exam_id, levelFive.auth);
      expect(wrongLevel.statusCode).toBe(403);
      expect(wrongLevel.json().message).toBe('This exam is for level 2; you are at level 5');

      const foreign = await read(exam.exam_id, outsider.auth);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Exam not found');
    });

    it('knows no exam of another admin, nor deleted exams (404)', async () => {
      const exam = await createExam(context.app, owner);
      expect((await read(exam.exam_id, other.auth)).statusCode).toBe(404);
      await recordResult(context.database.connection.db, exam.exam_id, levelTwo.id, { score: 2 });
      await inject({ method: 'DELETE', url: `/api/v1/exam/${exam.exam_id}`, headers: owner.auth });
      expect((await read(exam.exam_id, levelTwo.auth)).statusCode).toBe(404);
      expect((await read(exam.exam_id, owner.auth)).statusCode).toBe(404);
      expect(
        (await inject({ method: 'GET', url: `/api/v1/exam/${exam.exam_id}/questions` })).statusCode,
      ).toBe(401);
    });
  });

  describe('PATCH /api/v1/exam/{examId}/questions', () => {
    const regenerate = (examId: string, payload: object, auth = owner.auth) =>
      inject({ method: 'PATCH', url: `/api/v1/exam/${examId}/questions`, headers: auth, payload });

    it('replaces the questions, keeps settings left out and updates the marks', async () => {
      const exam = await createExam(context.app, owner, { total_questions: 10, total_marks_per_question: 2 });
      const before = (await read(exam.exam_id, owner.auth)).json().data as QuestionView[];

      const response = await regenerate(exam.exam_id, {
        total_questions: 15,
        total_marks_per_question: 4,
        operators: ['+', '*'],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        message: 'Questions has been generated successfully',
        exam: expect.objectContaining({
          total_questions: 15,
          total_marks_per_question: 4,
          total_marks: 60,
          settings: expect.objectContaining({
            maxTerms: 3,
            minNumber: 1,
            maxNumber: 99,
            operators: ['+', '*'],
          }),
        }),
      });
      const after = (await read(exam.exam_id, owner.auth)).json().data as QuestionView[];
      expect(after).toHaveLength(15);
      expect(after.every((q) => q.marks === 4 && q.answer === evaluate(q.question))).toBe(true);
      expect(after.map((q) => q.question)).not.toEqual(before.map((q) => q.question).slice(0, 15));
    });

    it('leaves existing results with the figures they were scored against', async () => {
      const exam = await createExam(context.app, owner, { total_questions: 10, total_marks_per_question: 2 });
      const result = await recordResult(context.database.connection.db, exam.exam_id, levelTwo.id, {
        score: 8,
      });
      await regenerate(exam.exam_id, { total_questions: 20, total_marks_per_question: 5 });
      const [kept] = await context.database.connection.db
        .select()
        .from(results)
        .where(eq(results.id, result.id));
      expect(kept).toMatchObject({
        score: 8,
        examTotalQuestions: 10,
        examMarksPerQuestion: 2,
        examTotalMarks: 20,
      });
    });

    it('refuses impossible or contradictory settings and unknown fields', async () => {
      const exam = await createExam(context.app, owner, { minNumber: 10, maxNumber: 20 });
      const backwards = await regenerate(exam.exam_id, { maxNumber: 5 });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toBe('maxNumber (5) must not be smaller than minNumber (10)');
      const impossible = await regenerate(exam.exam_id, {
        minNumber: 3,
        maxNumber: 3,
        operators: ['/'],
        maxTerms: 2,
        total_questions: 3,
      });
      expect(impossible.statusCode).toBe(400);
      expect(impossible.json().message).toMatch(/^Only 1 distinct question exists/);
      expect((await regenerate(exam.exam_id, { level: 3 })).statusCode).toBe(400);
    });

    it('is for the owner only', async () => {
      const exam = await createExam(context.app, owner);
      expect((await regenerate(exam.exam_id, {}, other.auth)).statusCode).toBe(404);
      expect((await regenerate(exam.exam_id, {}, levelTwo.auth)).statusCode).toBe(403);
      expect((await regenerate('eNoSuchExam000000', {})).statusCode).toBe(404);
    });
  });
});
