import { describe, expect, it, onTestFinished } from 'vitest';
import { adminBody, createAdmin, PASSWORD, studentBody, uniqueName } from '../../helpers/accounts.js';
import { createTestApp, useTestApp } from '../../helpers/test-app.js';

const LIMITS = {
  LOGIN_RATE_LIMIT_MAX: '3',
  LOGIN_RATE_LIMIT_WINDOW: '15m',
  REGISTRATION_RATE_LIMIT_MAX: '2',
  REGISTRATION_RATE_LIMIT_WINDOW: '10m',
};

function expectTooManyRequests(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    success: false,
    statusCode: 429,
    data: null,
    message: expect.stringMatching(/^Too many attempts; try again in \d+ (minutes|seconds)$/),
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits (in memory)', () => {
  const context = useTestApp({ env: LIMITS });

  it('limits logins per username and client address', async () => {
    const admin = await createAdmin(context.app);
    const attempt = (username: string, remoteAddress = '10.0.0.1') =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        remoteAddress,
        payload: { username, password: 'wrong-password' },
      });

    for (let i = 0; i < 3; i++) expect((await attempt(admin.username)).statusCode).toBe(401);
    expectTooManyRequests(await attempt(admin.username));
    expectTooManyRequests(await attempt(admin.username.toUpperCase()));
    // Another username from the same address, and the same username from another address, still get through.
    expect((await attempt('someone_else')).statusCode).toBe(401);
    expect((await attempt(admin.username, '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits token refreshes per account and client address', async () => {
    const admin = await createAdmin(context.app);
    const refresh = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/admin/token',
        remoteAddress: '10.0.0.3',
        payload: { refreshToken: admin.refreshToken },
      });
    for (let i = 0; i < 3; i++) expect((await refresh()).statusCode).not.toBe(429);
    expectTooManyRequests(await refresh());
  });

  it('limits registrations without a token per client address, but not an admin registering a class', async () => {
    const register = (url: string, payload: object, remoteAddress: string, headers = {}) =>
      context.app.inject({ method: 'POST', url, remoteAddress, payload, headers });

    expect((await register('/api/v1/admin/register', adminBody(), '10.0.1.1')).statusCode).toBe(201);
    expect((await register('/api/v1/admin/register', adminBody(), '10.0.1.1')).statusCode).toBe(201);
    expectTooManyRequests(await register('/api/v1/admin/register', adminBody(), '10.0.1.1'));

    const admin = await createAdmin(context.app);
    const selfSignup = () =>
      register('/api/v1/student/register', studentBody({ admin_id: admin.id }), '10.0.1.2');
    expect((await selfSignup()).statusCode).toBe(201);
    expect((await selfSignup()).statusCode).toBe(201);
    expectTooManyRequests(await selfSignup());

    for (let i = 0; i < 4; i++) {
      const byAdmin = await register('/api/v1/student/register', studentBody(), '10.0.1.2', admin.auth);
      expect(byAdmin.statusCode).toBe(201);
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  it('count one client’s attempts across every API process', async () => {
    const env = { ...LIMITS, REDIS_URL: redisUrl! };
    const first = await createTestApp({ env });
    onTestFinished(() => first.close());
    const second = await createTestApp({ env });
    onTestFinished(() => second.close());

    const username = uniqueName('nobody');
    const attempt = (app: typeof first.app) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/student/login',
        remoteAddress: '10.0.2.1',
        payload: { username, password: PASSWORD },
      });

    expect((await attempt(first.app)).statusCode).toBe(401);
    expect((await attempt(second.app)).statusCode).toBe(401);
    expect((await attempt(first.app)).statusCode).toBe(401);
    expectTooManyRequests(await attempt(second.app));
  });
});
