import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { results } from '../../../src/db/schema/index.js';
import {
  createAdmin,
  createStudent,
  login,
  PASSWORD,
  studentBody,
  type SignedIn,
} from '../../helpers/accounts.js';
import { insertExam, resultValues } from '../../helpers/rows.js';
import { useTestApp } from '../../helpers/test-app.js';

const STUDENT_ID = /^s[A-Za-z0-9_-]{10,}$/;

describe('student accounts', () => {
  const context = useTestApp();
  const inject = (options: InjectOptions) => context.app.inject(options);

  /** Two tenants: admins A and B, each with students of their own. */
  let adminA: SignedIn;
  let adminB: SignedIn;
  beforeAll(async () => {
    adminA = await createAdmin(context.app);
    adminB = await createAdmin(context.app);
  });

  /** Gives a student a result straight in the database (results have endpoints of their own elsewhere). */
  async function giveResult(studentId: string, adminId: string) {
    const db = context.database.connection.db;
    const student = await db.query.students.findFirst({
      where: (s, { eq: equals }) => equals(s.publicId, studentId),
    });
    const admin = await db.query.admins.findFirst({
      where: (a, { eq: equals }) => equals(a.publicId, adminId),
    });
    const exam = await insertExam(db, admin!.id);
    await db.insert(results).values(resultValues(exam.id, student!.id));
    return student!.id;
  }

  describe('POST /api/v1/student/register', () => {
    it('lets an admin register a student into their class', async () => {
      const body = studentBody({ email: 'Ravi.K@Example.com' });
      const response = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: adminA.auth,
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        success: true,
        statusCode: 201,
        data: {
          message: 'Student Registration Successful',
          student: {
            student_id: expect.stringMatching(STUDENT_ID),
            admin_id: adminA.id,
            fullname: 'Ravi Kumar',
            username: body.username,
            email: 'ravi.k@example.com',
            phone_no: '+919876543210',
            sclass: 4,
            level: 2,
            is_deleted: false,
            deletedAt: null,
            createdAt: expect.any(String),
          },
        },
      });
      expect(response.body).not.toMatch(/password|hash/i);
    });

    it('lets a student register themselves with the class code', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        payload: studentBody({ admin_id: adminB.id }),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.student.admin_id).toBe(adminB.id);
    });

    it('needs an admin token or a class code, and a class code that exists', async () => {
      const neither = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        payload: studentBody(),
      });
      expect(neither.statusCode).toBe(400);
      expect(neither.json().message).toBe(
        "A student belongs to an admin: send the admin's token, or admin_id (the class code your teacher gave you)",
      );

      const unknown = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        payload: studentBody({ admin_id: 'aUnknownAdmin0000' }),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No admin has this admin_id; check the class code');

      const malformed = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        payload: studentBody({ admin_id: 'not-an-id' }),
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual([{ path: 'body.admin_id', message: expect.any(String) }]);

      const otherClass = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: adminA.auth,
        payload: studentBody({ admin_id: adminB.id }),
      });
      expect(otherClass.statusCode).toBe(400);
    });

    it('refuses a student token, and an invalid token', async () => {
      const student = await createStudent(context.app, adminA);
      const byStudent = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: student.auth,
        payload: studentBody({ admin_id: adminA.id }),
      });
      expect(byStudent.statusCode).toBe(403);
      const badToken = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: { authorization: 'Bearer nonsense' },
        payload: studentBody({ admin_id: adminA.id }),
      });
      expect(badToken.statusCode).toBe(401);
    });

    it('validates and sanitises every field', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: adminA.auth,
        payload: {
          fullname: 'X',
          username: 'ab',
          email: 'ravi@',
          phone_no: '12345',
          sclass: 11,
          level: '3',
          password: 'x'.repeat(129),
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual([
        'body.fullname',
        'body.username',
        'body.email',
        'body.phone_no',
        'body.sclass',
        'body.level',
        'body.password',
      ]);

      const accepted = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: adminA.auth,
        payload: studentBody({ fullname: "  Zoë O'Brien-Nair Jr. ", phone_no: ' 9876543210 ' }),
      });
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json().data.student).toMatchObject({
        fullname: "Zoë O'Brien-Nair Jr.",
        phone_no: '9876543210',
      });
      const devanagari = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: adminA.auth,
        payload: studentBody({ fullname: 'अनन्या शर्मा' }),
      });
      expect(devanagari.statusCode).toBe(201);
    });

    it('keeps usernames and emails unique among all students, ignoring case', async () => {
      const first = studentBody();
      await inject({ method: 'POST', url: '/api/v1/student/register', headers: adminA.auth, payload: first });
      const sameName = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: adminB.auth,
        payload: studentBody({ username: first.username.toUpperCase() }),
      });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json().message).toBe('This username is already taken');
      const sameEmail = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: adminB.auth,
        payload: studentBody({ email: first.email.toUpperCase() }),
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().message).toBe('This email is already registered');
    });

    it('lets exactly one of ten simultaneous registrations of a username succeed', async () => {
      const { username } = studentBody();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          inject({
            method: 'POST',
            url: '/api/v1/student/register',
            headers: adminA.auth,
            payload: studentBody({ username, email: `racer${i}-${username}@example.com` }),
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    });
  });

  describe('login, token and profile', () => {
    it('signs a student in, renews the pair and shows the profile', async () => {
      const student = await createStudent(context.app, adminA, { level: 5 });
      const me = await inject({ method: 'GET', url: '/api/v1/student/me', headers: student.auth });
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ student_id: student.id, admin_id: adminA.id, level: 5 });

      const renewed = await inject({
        method: 'POST',
        url: '/api/v1/student/token',
        payload: { refreshToken: student.refreshToken },
      });
      expect(renewed.statusCode).toBe(200);
      const reused = await inject({
        method: 'POST',
        url: '/api/v1/student/token',
        payload: { refreshToken: student.refreshToken },
      });
      expect(reused.statusCode).toBe(401);

      const asAdmin = await inject({
        method: 'POST',
        url: '/api/v1/student/token',
        payload: { refreshToken: adminA.refreshToken },
      });
      expect(asAdmin.statusCode).toBe(403);
    });

    it('refuses an admin token on student-only routes', async () => {
      const me = await inject({ method: 'GET', url: '/api/v1/student/me', headers: adminA.auth });
      expect(me.statusCode).toBe(403);
      expect(me.json().message).toBe('Only students may do this');
      const patch = await inject({
        method: 'PATCH',
        url: '/api/v1/student',
        headers: adminA.auth,
        payload: { sclass: 5 },
      });
      expect(patch.statusCode).toBe(403);
    });
  });

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
      await giveResult(student.id, admin.id);

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
      const internalId = await giveResult(student.id, adminA.id);

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
