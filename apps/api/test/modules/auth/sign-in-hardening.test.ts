// @driver-sensitive: a refresh token spent twice at once
import { SignJWT } from 'jose';
import type { Response } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, login, PASSWORD } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { testConfig, useTestApp } from '../../helpers/test-app.js';

function expectThrottled(response: Response) {
  expectError(response, 429, /^Too many attempts; try again in \d+ (minutes|seconds)$/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in under attack', () => {
  const context = useTestApp({
    env: {
      LOGIN_RATE_LIMIT_MAX: '3',
      LOGIN_FAILURE_RATE_LIMIT_MAX: '5',
      PROFILE_CONFLICT_RATE_LIMIT_MAX: '2',
    },
  });
  const post = (url: string, payload: object, extra: { remoteAddress?: string; headers?: object } = {}) =>
    context.app.inject({ method: 'POST', url, payload, ...extra } as never);
  const me = (token: string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });

  it('leaves no working token to the winner of refreshes racing with one token', async () => {
    for (let trial = 0; trial < 4; trial++) {
      const admin = await createAdmin(context.app);
      const responses = await Promise.all(
        Array.from({ length: 3 }, (_, index) =>
          post(
            '/api/v1/admin/token',
            { refreshToken: admin.refreshToken },
            { remoteAddress: `10.9.${trial}.${index}` },
          ),
        ),
      );
      const winners = responses.filter((response) => response.statusCode === 200);
      expect(winners.length).toBeLessThanOrEqual(1);
      expect(responses.filter((response) => response.statusCode === 401).length).toBeGreaterThanOrEqual(2);
      for (const winner of winners) {
        const { token, refreshToken } = winner.json().data;
        expectError(await me(token), 401);
        expectError(await post('/api/v1/admin/token', { refreshToken }, { remoteAddress: '10.9.9.9' }), 401);
      }
      expectError(await me(admin.token), 401, /used twice/);
    }
  });

  it('refuses usernames that could never have been registered, and keys the limit as the lookup compares', async () => {
    const admin = await createAdmin(context.app, { username: `kiwi_${Date.now() % 100_000}` });
    expectError(await post('/api/v1/admin/login', { username: 'kİwi', password: PASSWORD }), 400);
    const attempt = (username: string, password: string) =>
      post('/api/v1/admin/login', { username, password }, { remoteAddress: '10.8.0.1' });
    for (let i = 0; i < 3; i++)
      expect((await attempt(admin.username, 'wrong-password')).statusCode).toBe(401);
    expectThrottled(await attempt(admin.username.toUpperCase(), PASSWORD));
  });

  it('limits failed logins from one address across usernames, and counts no success', async () => {
    const admin = await createAdmin(context.app);
    const from = { remoteAddress: '10.7.0.1' };
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/v1/admin/login', { username: admin.username, password: PASSWORD }, from))
          .statusCode,
      ).toBe(200);
    }
    for (let i = 0; i < 5; i++) {
      const response = await post(
        '/api/v1/admin/login',
        { username: `sprayed_${i}`, password: 'password1' },
        from,
      );
      expect(response.statusCode).toBe(401);
    }
    expectThrottled(
      await post('/api/v1/admin/login', { username: 'sprayed_x', password: 'password1' }, from),
    );
    expect(
      (
        await post(
          '/api/v1/admin/login',
          { username: admin.username, password: PASSWORD },
          { remoteAddress: '10.7.0.2' },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('counts a wrong current password as a failed login of the account', async () => {
    const admin = await createAdmin(context.app);
    const change = (currentPassword: string) =>
      context.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin',
        headers: admin.auth,
        payload: { password: 'another-horse-77', currentPassword },
      });
    for (let i = 0; i < 3; i++)
      expectError(await change(`guess-${i}-wrong`), 401, 'The current password is incorrect');
    expectThrottled(await change(PASSWORD));
  });

  it('limits the taken usernames and emails one account may meet', async () => {
    const taken = await createAdmin(context.app);
    const admin = await createAdmin(context.app);
    const probe = (email: string) =>
      context.app.inject({ method: 'PATCH', url: '/api/v1/admin', headers: admin.auth, payload: { email } });
    for (let i = 0; i < 2; i++) expectError(await probe(`${taken.username}@school.example`), 409);
    expectThrottled(await probe('free-address@school.example'));
  });

  it('refuses a token without an expiry, even signed with the secret', async () => {
    const admin = await createAdmin(context.app);
    const secret = new TextEncoder().encode(testConfig().tokens.accessSecret);
    const claims = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const { exp: _exp, ...forever } = claims;
    const forged = await new SignJWT(forever).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
    expectError(await me(forged), 401, 'Invalid access token');
  });

  it("ends a student's access tokens with the sign-in a reused refresh token revoked", async () => {
    const admin = await createAdmin(context.app);
    const student = await createStudent(context.app, admin);
    const first = await post('/api/v1/student/token', { refreshToken: student.refreshToken });
    expect(first.statusCode).toBe(200);
    expectError(
      await post('/api/v1/student/token', { refreshToken: student.refreshToken }),
      401,
      /already used/,
    );
    const profile = (token: string) =>
      context.app.inject({
        method: 'GET',
        url: '/api/v1/student/me',
        headers: { authorization: `Bearer ${token}` },
      });
    expectError(await profile(student.token), 401, /used twice/);
    expectError(await profile(first.json().data.token), 401, /used twice/);
    const fresh = await login(context.app, 'student', student.username);
    expect((await profile(fresh.token)).statusCode).toBe(200);
  });
});
