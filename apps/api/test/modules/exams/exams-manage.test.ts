import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exams, questions } from '../../../src/db/schema/index.js';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { createExam, recordResult } from '../../helpers/exams.js';
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
      expect((await patch({ title: 'Mine now' }, other.auth)).statusCode).toBe(404);
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
      ).toBe(404);
      expect(
        (await inject({ method: 'DELETE', url: `/api/v1/exam/${exam.exam_id}`, headers: student.auth }))
          .statusCode,
      ).toBe(403);
    });
  });
});
