import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { results } from '../../../src/db/schema/index.js';
import { createAdmin, createStudent, login, PASSWORD, type SignedIn } from '../../helpers/accounts.js';
import { createExam, recordResult } from '../../helpers/exams.js';
import { useAppCalls } from '../../helpers/app-calls.js';

describe('student accounts', () => {
  const { context, inject } = useAppCalls();

  /** Two tenants: admins A and B, each with students of their own. */
  let adminA: SignedIn;
  let adminB: SignedIn;
  beforeAll(async () => {
    adminA = await createAdmin(context.app);
    adminB = await createAdmin(context.app);
  });

  /** Gives a student a result of one of the admin's exams; returns the student's database key. */
  async function giveResult(student: SignedIn, admin: SignedIn) {
    const exam = await createExam(context.app, admin);
    return (await recordResult(context.database.connection.db, exam.exam_id, student.id)).studentId;
  }

  describe('GET /api/v1/student', () => {
    let lister: SignedIn;
    beforeAll(async () => {
      lister = await createAdmin(context.app);
      await createStudent(context.app, lister, { fullname: 'Asha Patel', sclass: 3, level: 1 });
      await createStudent(context.app, lister, { fullname: 'Bala Murugan', sclass: 3, level: 2 });
      await createStudent(context.app, lister, { fullname: 'Chitra Iyer', sclass: 5, level: 2 });
      await createStudent(context.app, adminB, { fullname: 'Asha Other-Tenant', sclass: 3, level: 1 });
    });
    const list = (query: string, auth = lister.auth) =>
      inject({ method: 'GET', url: `/api/v1/student${query}`, headers: auth });
    const names = (response: Awaited<ReturnType<typeof list>>) =>
      (response.json().data as { fullname: string }[]).map((s) => s.fullname);

    it('lists only the admin’s own students, by name, with meta', async () => {
      const response = await list('');
      expect(response.statusCode).toBe(200);
      expect(names(response)).toEqual(['Asha Patel', 'Bala Murugan', 'Chitra Iyer']);
      expect(response.json().meta).toEqual({ page: 1, limit: 100, total: 3 });
    });

    it('filters by class, level and part of the name, any case', async () => {
      expect(names(await list('?class=3'))).toEqual(['Asha Patel', 'Bala Murugan']);
      expect(names(await list('?level=2'))).toEqual(['Bala Murugan', 'Chitra Iyer']);
      expect(names(await list('?class=3&level=2'))).toEqual(['Bala Murugan']);
      expect(names(await list('?name=ASHA'))).toEqual(['Asha Patel']);
      // A % typed by the teacher is a character to find, not a wildcard matching everyone.
      expect((await list('?name=%25')).statusCode).toBe(404);
    });

    it('pages through the list', async () => {
      const second = await list('?limit=2&page=2');
      expect(names(second)).toEqual(['Chitra Iyer']);
      expect(second.json().meta).toEqual({ page: 2, limit: 2, total: 3 });
    });

    it('answers 404 when nothing matches, and 400 for invalid filters', async () => {
      const none = await list('?name=zzz');
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe('No students found');
      const invalid = await list('?class=11&limit=501&page=0&is_deleted=maybe&sort=name');
      expect(invalid.statusCode).toBe(400);
    });

    it('is for admins only', async () => {
      const student = await createStudent(context.app, lister);
      expect((await list('', student.auth)).statusCode).toBe(403);
      expect((await inject({ method: 'GET', url: '/api/v1/student' })).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/v1/student (the student themselves)', () => {
    it('changes what a student may change', async () => {
      const student = await createStudent(context.app, adminA);
      const newName = `${student.username}_x`;
      const response = await inject({
        method: 'PATCH',
        url: '/api/v1/student',
        headers: student.auth,
        payload: {
          username: newName,
          fullname: 'Ravi K',
          email: `${newName}@example.com`,
          sclass: 5,
          phone_no: '9876500000',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        message: 'Student updated Successfully',
        student: expect.objectContaining({
          username: newName,
          fullname: 'Ravi K',
          sclass: 5,
          phone_no: '9876500000',
        }),
      });
    });

    it('removes their email and phone number with null or an empty field, and adds them back', async () => {
      const student = await createStudent(context.app, adminA);
      const patch = (payload: object) =>
        inject({ method: 'PATCH', url: '/api/v1/student', headers: student.auth, payload });
      const removed = await patch({ email: null, phone_no: '' });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.student).toMatchObject({ email: null, phone_no: null });
      const me = await inject({ method: 'GET', url: '/api/v1/student/me', headers: student.auth });
      expect(me.json().data).toMatchObject({ email: null, phone_no: null });

      const added = await patch({ email: `${student.username}@example.org`, phone_no: '9876500001' });
      expect(added.json().data.student).toMatchObject({
        email: `${student.username}@example.org`,
        phone_no: '9876500001',
      });
      expect((await patch({ email: 'not-an-email' })).statusCode).toBe(400);
    });

    it('refuses level (403), unknown fields (400) and an empty body (400)', async () => {
      const student = await createStudent(context.app, adminA);
      const patch = (payload: object) =>
        inject({ method: 'PATCH', url: '/api/v1/student', headers: student.auth, payload });
      const level = await patch({ level: 9 });
      expect(level.statusCode).toBe(403);
      expect(level.json().message).toBe('Your level is set by your teacher');
      expect((await patch({ admin_id: adminB.id })).statusCode).toBe(400);
      expect((await patch({ is_deleted: true })).statusCode).toBe(400);
      expect((await patch({})).statusCode).toBe(400);
    });

    it('changes the password with the current one and signs other sessions out', async () => {
      const student = await createStudent(context.app, adminA);
      const patch = (payload: object) =>
        inject({ method: 'PATCH', url: '/api/v1/student', headers: student.auth, payload });
      expect((await patch({ password: 'a-new-password' })).statusCode).toBe(400);
      expect((await patch({ password: 'a-new-password', currentPassword: 'wrong-one' })).statusCode).toBe(
        401,
      );
      expect((await patch({ password: 'a-new-password', currentPassword: PASSWORD })).statusCode).toBe(200);
      const refreshed = await inject({
        method: 'POST',
        url: '/api/v1/student/token',
        payload: { refreshToken: student.refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
      expect((await login(context.app, 'student', student.username, 'a-new-password')).token).toEqual(
        expect.any(String),
      );
    });
  });

  describe('PATCH /api/v1/student/{studentId} (the admin)', () => {
    it('changes what an admin may change of their own student', async () => {
      const student = await createStudent(context.app, adminA);
      const response = await inject({
        method: 'PATCH',
        url: `/api/v1/student/${student.id}`,
        headers: adminA.auth,
        payload: {
          level: 7,
          sclass: 6,
          fullname: 'Ravi Kumar S',
          email: `x-${student.username}@example.com`,
          phone_no: '+4412345678901',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.student).toMatchObject({ level: 7, sclass: 6, fullname: 'Ravi Kumar S' });
    });

    it('removes a student’s email and phone number with null', async () => {
      const student = await createStudent(context.app, adminA);
      const response = await inject({
        method: 'PATCH',
        url: `/api/v1/student/${student.id}`,
        headers: adminA.auth,
        payload: { email: null, phone_no: null },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.student).toMatchObject({ email: null, phone_no: null });
      const read = await inject({
        method: 'GET',
        url: `/api/v1/student/${student.id}`,
        headers: adminA.auth,
      });
      expect(read.json().data).toMatchObject({ email: null, phone_no: null });
    });

    it('refuses username and password (403), unknown fields and empty bodies (400)', async () => {
      const student = await createStudent(context.app, adminA);
      const patch = (payload: object) =>
        inject({ method: 'PATCH', url: `/api/v1/student/${student.id}`, headers: adminA.auth, payload });
      const username = await patch({ username: 'renamed_by_admin' });
      expect(username.statusCode).toBe(403);
      expect(username.json().message).toBe("An admin cannot change a student's username");
      expect((await patch({ password: 'something-new' })).statusCode).toBe(403);
      expect((await patch({ score: 100 })).statusCode).toBe(400);
      expect((await patch({})).statusCode).toBe(400);
    });

    it('cannot see another admin’s student (404), and checks the id (400)', async () => {
      const student = await createStudent(context.app, adminB);
      const other = await inject({
        method: 'PATCH',
        url: `/api/v1/student/${student.id}`,
        headers: adminA.auth,
        payload: { level: 3 },
      });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Student not found');
      const malformed = await inject({
        method: 'PATCH',
        url: '/api/v1/student/123',
        headers: adminA.auth,
        payload: { level: 3 },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual([{ path: 'params.studentId', message: expect.any(String) }]);
      const byStudent = await inject({
        method: 'PATCH',
        url: `/api/v1/student/${student.id}`,
        headers: student.auth,
        payload: { level: 3 },
      });
      expect(byStudent.statusCode).toBe(403);
    });
  });

  describe('DELETE /api/v1/student/{studentId}', () => {
    it('removes a student without results permanently, and their tokens stop working', async () => {
      const student = await createStudent(context.app, adminA);
      const response = await inject({
        method: 'DELETE',
        url: `/api/v1/student/${student.id}`,
        headers: adminA.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ message: 'Student deleted Successfully', permanently: true });
      expect(
        (await inject({ method: 'GET', url: '/api/v1/student/me', headers: student.auth })).statusCode,
      ).toBe(401);
      const again = await inject({
        method: 'DELETE',
        url: `/api/v1/student/${student.id}`,
        headers: adminA.auth,
      });
      expect(again.statusCode).toBe(404);
    });

    it('soft-deletes a student with results: hidden from the list, shown with is_deleted=true, cannot sign in', async () => {
      const admin = await createAdmin(context.app);
      const student = await createStudent(context.app, admin, { fullname: 'Has Results' });
      await createStudent(context.app, admin, { fullname: 'Stays Active' });
      await giveResult(student, admin);

      const response = await inject({
        method: 'DELETE',
        url: `/api/v1/student/${student.id}`,
        headers: admin.auth,
      });
      expect(response.json().data).toEqual({ message: 'Student deleted Successfully', permanently: false });

      const active = await inject({ method: 'GET', url: '/api/v1/student', headers: admin.auth });
      expect(active.json().data.map((s: { fullname: string }) => s.fullname)).toEqual(['Stays Active']);
      const deleted = await inject({
        method: 'GET',
        url: '/api/v1/student?is_deleted=true',
        headers: admin.auth,
      });
      expect(deleted.json().data).toEqual([
        expect.objectContaining({ student_id: student.id, is_deleted: true, deletedAt: expect.any(String) }),
      ]);
      await expect(login(context.app, 'student', student.username)).rejects.toThrow();
    });

    it('cannot delete another admin’s student', async () => {
      const student = await createStudent(context.app, adminB);
      const response = await inject({
        method: 'DELETE',
        url: `/api/v1/student/${student.id}`,
        headers: adminA.auth,
      });
      expect(response.statusCode).toBe(404);
      expect(
        (await inject({ method: 'GET', url: '/api/v1/student/me', headers: student.auth })).statusCode,
      ).toBe(200);
    });
  });

  describe('DELETE /api/v1/student/{studentId}/clear', () => {
    it('deletes the student’s results and keeps the student', async () => {
      const student = await createStudent(context.app, adminA);
      const internalId = await giveResult(student, adminA);

      const response = await inject({
        method: 'DELETE',
        url: `/api/v1/student/${student.id}/clear`,
        headers: adminA.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        message: 'Student results cleared Successfully',
        deletedResults: 1,
      });
      const left = await context.database.connection.db
        .select()
        .from(results)
        .where(eq(results.studentId, internalId));
      expect(left).toEqual([]);
      expect(
        (await inject({ method: 'GET', url: '/api/v1/student/me', headers: student.auth })).statusCode,
      ).toBe(200);
    });

    it('cannot clear another admin’s student', async () => {
      const student = await createStudent(context.app, adminB);
      const response = await inject({
        method: 'DELETE',
        url: `/api/v1/student/${student.id}/clear`,
        headers: adminA.auth,
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
