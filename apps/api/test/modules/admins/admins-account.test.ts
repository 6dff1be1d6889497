import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { adminBody, createAdmin, createStudent, login, PASSWORD } from '../../helpers/accounts.js';
import { createTestApp } from '../../helpers/test-app.js';
import { useAppCalls } from '../../helpers/app-calls.js';

describe('admin accounts', () => {
  const { context, inject } = useAppCalls();

  describe('GET /api/v1/admin/me', () => {
    it('returns the signed-in admin', async () => {
      const admin = await createAdmin(context.app);
      const response = await inject({ method: 'GET', url: '/api/v1/admin/me', headers: admin.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        admin_id: admin.id,
        fullname: 'Meera Sharma',
        username: admin.username,
        email: `${admin.username}@school.example`,
        join_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
        createdAt: expect.any(String),
      });
    });

    it('asks for a token when none is sent', async () => {
      const response = await inject({ method: 'GET', url: '/api/v1/admin/me' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Missing access token: send Authorization: Bearer <token>');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="abacus-exam-platform"');
    });

    it('refuses a malformed or forged token with invalid_token', async () => {
      for (const authorization of [
        'Token abc',
        'Bearer not.a.jwt',
        'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA',
      ]) {
        const response = await inject({ method: 'GET', url: '/api/v1/admin/me', headers: { authorization } });
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(
          /^Bearer realm="abacus-exam-platform", error="invalid_token"/,
        );
      }
    });

    it('refuses a refresh token used as an access token', async () => {
      const admin = await createAdmin(context.app);
      const response = await inject({
        method: 'GET',
        url: '/api/v1/admin/me',
        headers: { authorization: `Bearer ${admin.refreshToken}` },
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a student’s token with 403', async () => {
      const admin = await createAdmin(context.app);
      const student = await createStudent(context.app, admin);
      const response = await inject({ method: 'GET', url: '/api/v1/admin/me', headers: student.auth });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        statusCode: 403,
        data: null,
        message: 'Only admins may do this',
      });
    });
  });

  describe('POST /api/v1/admin/token', () => {
    it('spends the refresh token for a new pair; reusing it signs the whole family out', async () => {
      const admin = await createAdmin(context.app);
      const refresh = (refreshToken: string) =>
        inject({ method: 'POST', url: '/api/v1/admin/token', payload: { refreshToken } });

      const first = await refresh(admin.refreshToken);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual({
        message: 'Token refreshed Successfully',
        token: expect.any(String),
        refreshToken: expect.any(String),
      });
      const next = first.json().data.refreshToken as string;
      expect(next).not.toBe(admin.refreshToken);
      const me = await inject({
        method: 'GET',
        url: '/api/v1/admin/me',
        headers: { authorization: `Bearer ${first.json().data.token}` },
      });
      expect(me.statusCode).toBe(200);

      const reused = await refresh(admin.refreshToken);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().message).toBe(
        'This refresh token was already used; every session it started has been signed out',
      );
      expect(reused.headers['www-authenticate']).toContain('error="invalid_token"');
      expect((await refresh(next)).statusCode).toBe(401);
    });

    it('refuses garbage, an access token, and a student’s refresh token', async () => {
      const admin = await createAdmin(context.app);
      const student = await createStudent(context.app, admin);
      const refresh = (refreshToken: string) =>
        inject({ method: 'POST', url: '/api/v1/admin/token', payload: { refreshToken } });

      expect((await refresh('garbage')).statusCode).toBe(401);
      expect((await refresh(admin.token)).statusCode).toBe(401);
      const studentToken = await refresh(student.refreshToken);
      expect(studentToken.statusCode).toBe(403);
      expect(studentToken.json().message).toBe('This is a student refresh token; use /api/v1/student/token');
      const missing = await inject({ method: 'POST', url: '/api/v1/admin/token', payload: {} });
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('PATCH /api/v1/admin', () => {
    it('changes the profile', async () => {
      const admin = await createAdmin(context.app);
      const response = await inject({
        method: 'PATCH',
        url: '/api/v1/admin',
        headers: admin.auth,
        payload: { fullname: 'Meera R. Sharma', email: 'NEW-' + admin.username + '@school.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        message: 'Admin updated Successfully',
        admin: expect.objectContaining({
          fullname: 'Meera R. Sharma',
          email: `new-${admin.username}@school.example`,
        }),
      });
    });

    it('changes the password only with the current one, and then signs other sessions out', async () => {
      const admin = await createAdmin(context.app);
      const patch = (payload: object) =>
        inject({ method: 'PATCH', url: '/api/v1/admin', headers: admin.auth, payload });

      const without = await patch({ password: 'brand-new-password' });
      expect(without.statusCode).toBe(400);
      expect(without.json().message).toBe('Send currentPassword to change the password');
      const wrong = await patch({ password: 'brand-new-password', currentPassword: 'not-it' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('The current password is incorrect');
      const alone = await patch({ currentPassword: PASSWORD });
      expect(alone.statusCode).toBe(400);

      const changed = await patch({ password: 'brand-new-password', currentPassword: PASSWORD });
      expect(changed.statusCode).toBe(200);

      const oldRefresh = await inject({
        method: 'POST',
        url: '/api/v1/admin/token',
        payload: { refreshToken: admin.refreshToken },
      });
      expect(oldRefresh.statusCode).toBe(401);
      await expect(login(context.app, 'admin', admin.username)).rejects.toThrow();
      expect((await login(context.app, 'admin', admin.username, 'brand-new-password')).token).toEqual(
        expect.any(String),
      );
    });

    it('refuses an empty body, unknown fields and a taken username', async () => {
      const admin = await createAdmin(context.app);
      const other = await createAdmin(context.app);
      const patch = (payload: object) =>
        inject({ method: 'PATCH', url: '/api/v1/admin', headers: admin.auth, payload });

      const empty = await patch({});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Nothing to update: send at least one field');
      expect((await patch({ admin_id: 'aXXXXXXXXXXXX' })).statusCode).toBe(400);
      const taken = await patch({ username: other.username });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('This username is already taken');
    });
  });

  describe('DELETE /api/v1/admin', () => {
    it('removes an admin without students permanently, and their tokens stop working at once', async () => {
      const admin = await createAdmin(context.app);
      const response = await inject({ method: 'DELETE', url: '/api/v1/admin', headers: admin.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ message: 'Admin deleted Successfully', permanently: true });

      const me = await inject({ method: 'GET', url: '/api/v1/admin/me', headers: admin.auth });
      expect(me.statusCode).toBe(401);
      expect(me.json().message).toBe('This account no longer exists');
      const refreshed = await inject({
        method: 'POST',
        url: '/api/v1/admin/token',
        payload: { refreshToken: admin.refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
    });

    it('keeps an admin with students (soft delete) but signs them out and frees the username', async () => {
      const admin = await createAdmin(context.app);
      await createStudent(context.app, admin);
      const response = await inject({ method: 'DELETE', url: '/api/v1/admin', headers: admin.auth });
      expect(response.json().data).toEqual({ message: 'Admin deleted Successfully', permanently: false });

      await expect(login(context.app, 'admin', admin.username)).rejects.toThrow();
      const again = await inject({
        method: 'POST',
        url: '/api/v1/admin/register',
        payload: adminBody({ username: admin.username }),
      });
      expect(again.statusCode).toBe(201);
    });
  });
});

describe('an expired access token', () => {
  it('is refused with invalid_token; the refresh token renews the pair once', async () => {
    const testApp = await createTestApp({ env: { ACCESS_TOKEN_EXPIRY: '1s' } });
    onTestFinished(() => testApp.close());
    const { app } = testApp;
    const admin = await createAdmin(app);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const expired = await app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: admin.auth });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Access token expired');
    expect(expired.headers['www-authenticate']).toBe(
      'Bearer realm="abacus-exam-platform", error="invalid_token", error_description="Access token expired"',
    );

    const renewed = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/token',
      payload: { refreshToken: admin.refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/me',
      headers: { authorization: `Bearer ${renewed.json().data.token}` },
    });
    expect(me.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/token',
      payload: { refreshToken: admin.refreshToken },
    });
    expect(again.statusCode).toBe(401);
  });
});
