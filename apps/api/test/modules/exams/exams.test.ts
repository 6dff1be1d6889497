import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { exams, questions } from '../../../src/db/schema/index.js';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { createExam, examBody, recordResult } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';

const EXAM_ID = /^e[A-Za-z0-9_-]{10,}$/;

describe('exams', () => {
  const context = useTestApp();
  const inject = (options: InjectOptions) => context.app.inject(options);
  const db = () => context.database.connection.db;

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
        exam_id: expect.stringMatching(EXAM_ID),
        title: 'Weekly sums',
        duration: 30,
        level: 2,
        total_questions: 25,
        total_marks: 75,
        total_marks_per_question: 3,
        is_active: true,
        isSingleAttempt: false,
        type: 'practice',
        is_deleted: false,
        deletedAt: null,
        createdAt: expect.any(String),
        settings: {
          maxTerms: 3,
          minNumber: 1,
          maxNumber: 99,
          operators: ['+', '-'],
          seed: expect.any(Number),
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

    it('refuses another admin (403), a student (403), unknown (404) and malformed ids (400)', async () => {
      const exam = await createExam(context.app, owner);
      const url = `/api/v1/exam/${exam.exam_id}/activate`;
      const foreign = await inject({ method: 'PATCH', url, headers: other.auth });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe('This exam belongs to another admin');
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

  describe('GET /api/v1/exam', () => {
    let lister: SignedIn;
    let pupil: SignedIn;
    let classmate: SignedIn;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      lister = await createAdmin(context.app, { fullname: 'Lakshmi Rao' });
      pupil = await createStudent(context.app, lister, { level: 3 });
      classmate = await createStudent(context.app, lister, { level: 3 });
      ids.drill = (await createExam(context.app, lister, { title: 'Addition drill', level: 3 })).exam_id;
      ids.test = (
        await createExam(context.app, lister, { title: 'Term test', level: 3, isSingleAttempt: true })
      ).exam_id;
      ids.closed = (
        await createExam(context.app, lister, { title: 'Closed drill', level: 3, is_active: false })
      ).exam_id;
      ids.higher = (await createExam(context.app, lister, { title: 'Level 4 drill', level: 4 })).exam_id;
      ids.gone = (await createExam(context.app, lister, { title: 'Gone drill', level: 3 })).exam_id;
      await createExam(context.app, other, { title: 'Other tenant drill', level: 3 });

      await recordResult(db(), ids.drill, pupil.id, {
        score: 10,
        dateCompleted: new Date('2026-11-01T10:00:00Z'),
      });
      await recordResult(db(), ids.drill, pupil.id, {
        score: 14,
        dateCompleted: new Date('2026-11-02T10:00:00Z'),
      });
      await recordResult(db(), ids.drill, classmate.id, { score: 6 });
      await recordResult(db(), ids.gone, pupil.id, { score: 2 });
      await inject({ method: 'DELETE', url: `/api/v1/exam/${ids.gone}`, headers: lister.auth });
    });
    const list = (query: string, auth = lister.auth) =>
      inject({ method: 'GET', url: `/api/v1/exam${query}`, headers: auth });
    const titles = (response: Awaited<ReturnType<typeof list>>) =>
      (response.json().data as { title: string }[]).map((exam) => exam.title);

    it('gives an admin their own live exams, newest first, with attempt statistics', async () => {
      const response = await list('');
      expect(response.statusCode).toBe(200);
      expect(titles(response)).toEqual(['Level 4 drill', 'Closed drill', 'Term test', 'Addition drill']);
      expect(response.json().meta).toEqual({ page: 1, limit: 100, total: 4 });
      const drill = response.json().data.find((exam: { exam_id: string }) => exam.exam_id === ids.drill);
      expect(drill).toMatchObject({
        total_attended: 3,
        highest_score: 14,
        unique_students: 2,
        settings: expect.any(Object),
      });
      const untouched = response.json().data.find((exam: { exam_id: string }) => exam.exam_id === ids.test);
      expect(untouched).toMatchObject({ total_attended: 0, highest_score: null, unique_students: 0 });
      expect(response.body).not.toMatch(/"(question|option_a|answer)"/);
    });

    it('filters by title, level, state and type, and lists deleted exams on request', async () => {
      expect(titles(await list('?title=DRILL'))).toEqual(['Level 4 drill', 'Closed drill', 'Addition drill']);
      expect(titles(await list('?level=4'))).toEqual(['Level 4 drill']);
      expect(titles(await list('?is_active=false'))).toEqual(['Closed drill']);
      expect(titles(await list('?type=assessment'))).toEqual(['Term test']);
      expect(titles(await list('?isSingleAttempt=false&level=3'))).toEqual([
        'Closed drill',
        'Addition drill',
      ]);
      expect(titles(await list('?type=assessment&isSingleAttempt=false'))).toEqual([]);
      const deleted = await list('?is_deleted=true');
      expect(titles(deleted)).toEqual(['Gone drill']);
      expect(deleted.json().data[0]).toMatchObject({ is_deleted: true, deletedAt: expect.any(String) });
    });

    it('pages, answers an empty page with [] and refuses invalid filters', async () => {
      const page = await list('?limit=3&page=2');
      expect(titles(page)).toEqual(['Addition drill']);
      expect(page.json().meta).toEqual({ page: 2, limit: 3, total: 4 });
      const empty = await list('?title=nothing-like-this');
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({
        success: true,
        statusCode: 200,
        data: [],
        meta: { page: 1, limit: 100, total: 0 },
      });
      for (const query of ['?type=quiz', '?is_active=yes', '?level=11', '?limit=0', '?unknown=1']) {
        expect((await list(query)).statusCode).toBe(400);
      }
    });

    it('gives a student their admin’s live exams at their level, with their own attempts', async () => {
      const response = await list('', pupil.auth);
      expect(response.statusCode).toBe(200);
      expect(titles(response)).toEqual(['Closed drill', 'Term test', 'Addition drill']);
      const drill = response.json().data.find((exam: { exam_id: string }) => exam.exam_id === ids.drill);
      expect(drill).toMatchObject({
        created_by: { fullname: 'Lakshmi Rao' },
        totalAttempted: 2,
        hasAttempted: { attempted: true, attempt_date: '2026-11-02T10:00:00.000Z' },
      });
      expect(drill).not.toHaveProperty('settings');
      expect(drill).not.toHaveProperty('total_attended');
      const fresh = response.json().data.find((exam: { exam_id: string }) => exam.exam_id === ids.test);
      expect(fresh).toMatchObject({
        totalAttempted: 0,
        hasAttempted: { attempted: false, attempt_date: null },
      });

      const deletedFilter = await list('?is_deleted=true', pupil.auth);
      expect(deletedFilter.statusCode).toBe(400);
      expect(deletedFilter.json().message).toBe('is_deleted is a filter for admins only');
    });
  });

  describe('PATCH /api/v1/exam/{examId}', () => {
    it('changes title, duration, level and state', async () => {
      const exam = await createExam(context.app, owner);
      const response = await inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}`,
        headers: owner.auth,
        payload: { title: 'Renamed exam', duration: 45, level: 3, is_active: false, isSingleAttempt: true },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        message: 'Exam updated Successfully',
        exam: expect.objectContaining({
          title: 'Renamed exam',
          duration: 45,
          level: 3,
          is_active: false,
          isSingleAttempt: true,
          type: 'assessment',
        }),
      });
    });

    it('refuses other fields, an empty body and another admin', async () => {
      const exam = await createExam(context.app, owner);
      const patch = (payload: object, auth = owner.auth) =>
        inject({ method: 'PATCH', url: `/api/v1/exam/${exam.exam_id}`, headers: auth, payload });
      expect((await patch({ total_questions: 5 })).statusCode).toBe(400);
      expect((await patch({})).statusCode).toBe(400);
      expect((await patch({ title: 'Mine now' }, other.auth)).statusCode).toBe(403);
      expect((await patch({ title: 'Mine now' }, student.auth)).statusCode).toBe(403);
    });

    it('keeps the type of an exam that has results', async () => {
      const exam = await createExam(context.app, owner);
      await recordResult(db(), exam.exam_id, student.id, { score: 4 });
      const response = await inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}`,
        headers: owner.auth,
        payload: { isSingleAttempt: true },
      });
      expect(response.statusCode).toBe(409);
      const renamed = await inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}`,
        headers: owner.auth,
        payload: { title: 'Still practice', isSingleAttempt: false },
      });
      expect(renamed.statusCode).toBe(200);
    });
  });

  describe('DELETE /api/v1/exam/{examId}', () => {
    it('removes an exam without results with its questions', async () => {
      const exam = await createExam(context.app, owner);
      const [row] = await db().select().from(exams).where(eq(exams.publicId, exam.exam_id));
      const response = await inject({
        method: 'DELETE',
        url: `/api/v1/exam/${exam.exam_id}`,
        headers: owner.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ message: 'Exam deleted Successfully', permanently: true });
      expect(await db().$count(questions, eq(questions.examId, row!.id))).toBe(0);
      const again = await inject({
        method: 'DELETE',
        url: `/api/v1/exam/${exam.exam_id}`,
        headers: owner.auth,
      });
      expect(again.statusCode).toBe(404);
    });

    it('keeps an exam with results, hidden from students and closed to changes', async () => {
      const exam = await createExam(context.app, owner);
      await recordResult(db(), exam.exam_id, student.id, { score: 2 });
      const response = await inject({
        method: 'DELETE',
        url: `/api/v1/exam/${exam.exam_id}`,
        headers: owner.auth,
      });
      expect(response.json().data).toEqual({ message: 'Exam deleted Successfully', permanently: false });

      const studentList = await inject({
        method: 'GET',
        url: '/api/v1/exam?limit=500',
        headers: student.auth,
      });
      expect(studentList.json().data.map((e: { exam_id: string }) => e.exam_id)).not.toContain(exam.exam_id);
      const activate = await inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}/activate`,
        headers: owner.auth,
      });
      expect(activate.statusCode).toBe(404);
    });

    it('refuses another admin and students', async () => {
      const exam = await createExam(context.app, owner);
      expect(
        (await inject({ method: 'DELETE', url: `/api/v1/exam/${exam.exam_id}`, headers: other.auth }))
          .statusCode,
      ).toBe(403);
      expect(
        (await inject({ method: 'DELETE', url: `/api/v1/exam/${exam.exam_id}`, headers: student.auth }))
          .statusCode,
      ).toBe(403);
    });
  });
});
