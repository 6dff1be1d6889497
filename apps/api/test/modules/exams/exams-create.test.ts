import { GENERATOR_VERSION, generateQuestions, type Operator } from '@abacus/generator';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exams, questions } from '../../../src/db/schema/index.js';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { createExam, examBody } from '../../helpers/exams.js';
import { publicIdPattern } from '../../../src/lib/public-id.js';
import { useAppCalls } from '../../helpers/app-calls.js';

describe('exams', () => {
  const { context, inject, db } = useAppCalls();

  let owner: SignedIn;
  let other: SignedIn;
  let student: SignedIn;
  beforeAll(async () => {
    owner = await createAdmin(context.app);
    other = await createAdmin(context.app);
    student = await createStudent(context.app, owner, { level: 2 });
  });

  describe('POST /api/v1/exam', () => {
    it('creates the exam with its generated questions', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/exam',
        headers: owner.auth,
        payload: examBody({
          title: '  Weekly sums ',
          total_questions: 25,
          total_marks_per_question: 3,
          operators: ['-', '+'],
        }),
      });
      expect(response.statusCode).toBe(201);
      const { message, exam } = response.json().data;
      expect(message).toBe('Exam Created Successfully');
      expect(exam).toEqual({
        exam_id: expect.stringMatching(publicIdPattern('exam')),
        title: 'Weekly sums',
        duration: 30,
        level: 2,
        total_questions: 25,
        total_marks: 75,
        total_marks_per_question: 3,
        is_active: true,
        opensAt: null,
        closesAt: null,
        isSingleAttempt: false,
        type: 'practice',
        questions_version: 1,
        flash: null,
        listening: null,
        answerMode: 'choice',
        questionsPerStudent: false,
        reviewWhileOpen: 'answers',
        is_deleted: false,
        deletedAt: null,
        createdAt: expect.any(String),
        students: null,
        settings: {
          maxTerms: 3,
          minTerms: 2,
          minNumber: 1,
          maxNumber: 99,
          digits: null,
          totalDigits: null,
          zeros: false,
          operandDigits: null,
          negativeAnswers: false,
          negativeShare: null,
          operators: ['+', '-'],
          abacusMethod: null,
          focus: [],
          seed: expect.any(Number),
          version: GENERATOR_VERSION,
        },
      });
      const [row] = await db().select().from(exams).where(eq(exams.publicId, exam.exam_id));
      expect(await db().$count(questions, eq(questions.examId, row!.id))).toBe(25);
    });

    it('calls a single-attempt exam an assessment and repeats itself for a seed', async () => {
      const first = await createExam(context.app, owner, { isSingleAttempt: true, seed: 42 });
      const second = await createExam(context.app, owner, { isSingleAttempt: true, seed: 42 });
      expect(first.type).toBe('assessment');
      const texts = async (examId: string) => {
        const [row] = await db().select().from(exams).where(eq(exams.publicId, examId));
        const list = await db()
          .select()
          .from(questions)
          .where(eq(questions.examId, row!.id))
          .orderBy(questions.position);
        return list.map((q) => `${q.question}=${q.answer}`);
      };
      expect(await texts(second.exam_id)).toEqual(await texts(first.exam_id));
    });

    it('names every invalid setting', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/exam',
        headers: owner.auth,
        payload: examBody({
          title: 'ab',
          level: 0,
          duration: 361,
          maxTerms: 1,
          minNumber: 0,
          operators: ['+', '%'],
          total_questions: 1001,
          total_marks_per_question: 11,
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual([
        'body.title',
        'body.level',
        'body.duration',
        'body.maxTerms',
        'body.minNumber',
        'body.operators.1',
        'body.total_questions',
        'body.total_marks_per_question',
      ]);
    });

    it('refuses a backwards number range, repeated operators, missing and unknown fields', async () => {
      const post = (payload: object) =>
        inject({ method: 'POST', url: '/api/v1/exam', headers: owner.auth, payload });
      const backwards = await post(examBody({ minNumber: 50, maxNumber: 10 }));
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errors).toEqual([
        { path: 'body.maxNumber', message: 'must not be smaller than minNumber' },
      ]);
      expect((await post(examBody({ operators: ['+', '+'] }))).statusCode).toBe(400);
      expect((await post(examBody({ operators: [] }))).statusCode).toBe(400);
      const { is_active: _omitted, ...missing } = examBody();
      expect((await post(missing)).json().errors).toEqual([
        { path: 'body.is_active', message: expect.any(String) },
      ]);
      expect((await post(examBody({ total_marks: 100 }))).statusCode).toBe(400);
    });

    it('explains settings that cannot give enough distinct questions', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/exam',
        headers: owner.auth,
        payload: examBody({ minNumber: 1, maxNumber: 1, operators: ['+'], maxTerms: 2, total_questions: 5 }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Only 1 distinct question exists for these settings/);
    });

    it("makes a large exam on a worker thread: the generator's questions for the seed, or its refusal", async () => {
      const settings = { maxTerms: 3, minNumber: 10, maxNumber: 99, operators: ['+', '-'] as Operator[] };
      const large = await createExam(context.app, owner, { ...settings, total_questions: 1000, seed: 7 });
      const [row] = await db().select().from(exams).where(eq(exams.publicId, large.exam_id));
      const stored = await db()
        .select()
        .from(questions)
        .where(eq(questions.examId, row!.id))
        .orderBy(questions.position);
      const expected = generateQuestions({ ...settings, totalQuestions: 1000, marksPerQuestion: 2, seed: 7 });
      expect(stored.map((q) => [q.question, q.answer, q.correctOption])).toEqual(
        expected.questions.map((q) => [q.question, q.answer, q.correct_option]),
      );

      const impossible = await inject({
        method: 'POST',
        url: '/api/v1/exam',
        headers: owner.auth,
        payload: examBody({
          minNumber: 1,
          maxNumber: 2,
          operators: ['+'],
          maxTerms: 2,
          total_questions: 500,
        }),
      });
      expect(impossible.statusCode).toBe(400);
      expect(impossible.json().message).toMatch(/^Only \d+ distinct questions exist for these settings/);
    });

    it('is for admins only', async () => {
      const byStudent = await inject({
        method: 'POST',
        url: '/api/v1/exam',
        headers: student.auth,
        payload: examBody(),
      });
      expect(byStudent.statusCode).toBe(403);
      expect((await inject({ method: 'POST', url: '/api/v1/exam', payload: examBody() })).statusCode).toBe(
        401,
      );
    });
  });

  describe('PATCH /api/v1/exam/{examId}/activate and /deactivate', () => {
    it('opens and closes the owner’s exam', async () => {
      const exam = await createExam(context.app, owner, { is_active: false });
      const activated = await inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}/activate`,
        headers: owner.auth,
      });
      expect(activated.statusCode).toBe(200);
      expect(activated.json().data).toEqual({
        message: 'Exam Activated Successfully',
        exam: expect.objectContaining({ exam_id: exam.exam_id, is_active: true }),
      });
      const deactivated = await inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}/deactivate`,
        headers: owner.auth,
      });
      expect(deactivated.json().data).toEqual({
        message: 'Exam Deactivated Successfully',
        exam: expect.objectContaining({ is_active: false }),
      });
    });

    it('refuses a student (403), and knows no exam of another admin (404), as no unknown one, nor malformed ids (400)', async () => {
      const exam = await createExam(context.app, owner);
      const url = `/api/v1/exam/${exam.exam_id}/activate`;
      const foreign = await inject({ method: 'PATCH', url, headers: other.auth });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Exam not found');
      expect((await inject({ method: 'PATCH', url, headers: student.auth })).statusCode).toBe(403);
      const unknown = await inject({
        method: 'PATCH',
        url: '/api/v1/exam/eUnknownExam00000/activate',
        headers: owner.auth,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Exam not found');
      const malformed = await inject({
        method: 'PATCH',
        url: '/api/v1/exam/x1/activate',
        headers: owner.auth,
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual([{ path: 'params.examId', message: expect.any(String) }]);
    });
  });
});
