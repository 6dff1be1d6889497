// @driver-sensitive: simultaneous registrations race on PostgreSQL’s connections
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createStudent,
  joinCodeOf,
  login,
  studentBody,
  type SignedIn,
} from '../../helpers/accounts.js';
import { publicIdPattern } from '../../../src/lib/public-id.js';
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
            student_id: expect.stringMatching(publicIdPattern('student')),
            admin_id: adminA.id,
            fullname: 'Ravi Kumar',
            username: body.username,
            email: 'ravi.k@example.com',
            phone_no: '+919876543210',
            sclass: 4,
            level: 2,
            level_confirmed: true,
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
        payload: studentBody({ join_code: (await joinCodeOf(context.app, adminB))! }),
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
        "A student belongs to an admin: send the admin's token, or join_code (the class code your teacher gave you)",
      );

      const unknown = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        payload: studentBody({ join_code: 'ZZZZ-ZZZZ' }),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No class has this join code; check it with your teacher');

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
      for (const fullname of [
        'अनन्या शर्मा',
        'Anika (Annie) Shah',
        'Siobhán O’Brien',
        'أنيكا شاه',
        '约翰·史密斯',
      ]) {
        const named = await inject({
          method: 'POST',
          url: '/api/v1/student/register',
          headers: adminA.auth,
          payload: studentBody({ fullname }),
        });
        expect(named.statusCode, fullname).toBe(201);
        expect(named.json().data.student.fullname).toBe(fullname);
      }
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

    it('registers a child without email or phone number, as many as the class has', async () => {
      const joinCode = (await joinCodeOf(context.app, adminB))!;
      const { email: _email, phone_no: _phone, ...withoutContacts } = studentBody({ join_code: joinCode });
      const first = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        payload: withoutContacts,
      });
      expect(first.statusCode).toBe(201);
      expect(first.json().data.student).toMatchObject({
        username: withoutContacts.username,
        email: null,
        phone_no: null,
      });

      // A form's empty boxes, and null, mean none as well.
      const second = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: adminB.auth,
        payload: studentBody({ email: '', phone_no: '   ' }),
      });
      const third = await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: adminB.auth,
        payload: studentBody({ email: null, phone_no: null }),
      });
      expect([second.statusCode, third.statusCode]).toEqual([201, 201]);
      expect(second.json().data.student).toMatchObject({ email: null, phone_no: null });
      expect(third.json().data.student).toMatchObject({ email: null, phone_no: null });

      const me = await inject({
        method: 'GET',
        url: '/api/v1/student/me',
        headers: (await login(context.app, 'student', withoutContacts.username)).auth,
      });
      expect(me.json().data).toMatchObject({ email: null, phone_no: null });
    });

    it('still checks an email or phone number that is given', async () => {
      const { email: _email, phone_no: _phone, ...withoutContacts } = studentBody();
      for (const [field, value] of [
        ['email', 'ravi@'],
        ['phone_no', '12345'],
      ] as const) {
        const response = await inject({
          method: 'POST',
          url: '/api/v1/student/register',
          headers: adminA.auth,
          payload: { ...withoutContacts, [field]: value },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ path: `body.${field}`, message: expect.any(String) }]);
      }
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
});
