// @driver-sensitive: simultaneous registrations race on PostgreSQL’s connections
import { describe, expect, it } from 'vitest';
import { adminBody, createAdmin, createStudent, PASSWORD } from '../../helpers/accounts.js';
import { JOIN_CODE_PATTERN_SOURCE } from '../../../src/domain/join-code.js';
import { publicIdPattern } from '../../../src/lib/public-id.js';
import { useTestApp } from '../../helpers/test-app.js';
import { useAppCalls } from '../../helpers/app-calls.js';

describe('admin accounts', () => {
  const { context, inject } = useAppCalls();

  describe('POST /api/v1/admin/register', () => {
    it('creates the account and returns it without any secret', async () => {
      const body = adminBody({ fullname: '  Meera  Sharma ', email: 'Meera.Sharma@School.Example' });
      const response = await inject({ method: 'POST', url: '/api/v1/admin/register', payload: body });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        success: true,
        statusCode: 201,
        data: {
          message: 'Admin Registration Successful',
          admin: {
            admin_id: expect.stringMatching(publicIdPattern('admin')),
            fullname: 'Meera  Sharma',
            username: body.username,
            email: 'meera.sharma@school.example',
            join_code: expect.stringMatching(new RegExp(JOIN_CODE_PATTERN_SOURCE)),
            createdAt: expect.any(String),
          },
        },
      });
      expect(response.body).not.toMatch(/password|hash/i);
    });

    it('names every invalid field', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/admin/register',
        payload: { fullname: 'R2-D2', username: 'no spaces allowed', email: 'nope', password: 'short' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual([
        'body.fullname',
        'body.username',
        'body.email',
        'body.password',
      ]);
    });

    it('refuses unknown fields, missing fields and control characters', async () => {
      const unknown = await inject({
        method: 'POST',
        url: '/api/v1/admin/register',
        payload: { ...adminBody(), role: 'superuser' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ path: 'body', message: expect.stringContaining('role') }]);

      const missing = await inject({
        method: 'POST',
        url: '/api/v1/admin/register',
        payload: { username: 'x_teacher' },
      });
      expect(missing.statusCode).toBe(400);
      expect(
        missing
          .json()
          .errors.map((e: { path: string }) => e.path)
          .sort(),
      ).toEqual(['body.email', 'body.fullname', 'body.password']);

      const control = await inject({
        method: 'POST',
        url: '/api/v1/admin/register',
        payload: adminBody({ password: 'has\u0000nul-inside' }),
      });
      expect(control.statusCode).toBe(400);
      expect(control.json().errors).toEqual([
        { path: 'body.password', message: 'must not contain control characters' },
      ]);
    });

    it('refuses a username or email already taken, whatever its case', async () => {
      const first = adminBody();
      await inject({ method: 'POST', url: '/api/v1/admin/register', payload: first });

      const sameName = await inject({
        method: 'POST',
        url: '/api/v1/admin/register',
        payload: adminBody({ username: first.username.toUpperCase() }),
      });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toEqual({
        success: false,
        statusCode: 409,
        data: null,
        message: 'This username is already taken',
      });

      const sameEmail = await inject({
        method: 'POST',
        url: '/api/v1/admin/register',
        payload: adminBody({ email: first.email.toUpperCase() }),
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().message).toBe('This email is already registered');
    });

    it('lets exactly one of ten simultaneous registrations of a username succeed', async () => {
      const username = adminBody().username;
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          inject({
            method: 'POST',
            url: '/api/v1/admin/register',
            payload: adminBody({ username, email: `racer${i}-${username}@school.example` }),
          }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    });
  });

  describe('POST /api/v1/admin/login', () => {
    it('signs in with the right password, whatever the username’s case', async () => {
      const admin = await createAdmin(context.app);
      const response = await inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { username: admin.username.toUpperCase(), password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        statusCode: 200,
        data: { message: 'Login Successful', token: expect.any(String), refreshToken: expect.any(String) },
      });
    });

    it('answers a wrong password and an unknown username alike', async () => {
      const admin = await createAdmin(context.app);
      const wrong = await inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { username: admin.username, password: 'not-the-password' },
      });
      const unknown = await inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { username: 'nobody_here', password: 'not-the-password' },
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          success: false,
          statusCode: 401,
          data: null,
          message: 'Invalid username or password',
        });
        expect(response.headers['www-authenticate']).toBe('Bearer realm="abacus-exam-platform"');
      }
    });

    it('refuses a student’s credentials', async () => {
      const admin = await createAdmin(context.app);
      const student = await createStudent(context.app, admin);
      const response = await inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { username: student.username, password: PASSWORD },
      });
      expect(response.statusCode).toBe(401);
    });

    it('requires a username and a password', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { username: 'meera.sharma' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'body.password', message: expect.any(String) }]);
    });
  });
});

describe('closed admin registration', () => {
  const context = useTestApp({ env: { ADMIN_REGISTRATION: 'closed' } });

  it('answers 403', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/register',
      payload: adminBody(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Admin registration is closed on this server');
  });
});
