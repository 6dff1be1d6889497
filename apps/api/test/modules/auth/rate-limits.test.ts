import { randomInt } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import type { Response } from 'light-my-request';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  adminBody,
  createAdmin,
  createStudent,
  joinCodeOf,
  PASSWORD,
  studentBody,
  uniqueName,
} from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { createTestApp, useTestApp } from '../../helpers/test-app.js';

const LIMITS = {
  LOGIN_RATE_LIMIT_MAX: '3',
  LOGIN_RATE_LIMIT_WINDOW: '15m',
  REGISTRATION_RATE_LIMIT_MAX: '2',
  REGISTRATION_RATE_LIMIT_WINDOW: '10m',
};

function expectTooManyRequests(response: Response) {
  expectError(response, 429, /^Too many attempts; try again in \d+ (minutes|seconds)$/);
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

  it('counts wrong passwords, not sign-ins: a child signed in twice still has every wrong try of the limit', async () => {
    const school = await createTestApp({ env: { ...LIMITS, LOGIN_RATE_LIMIT_MAX: '10' } });
    onTestFinished(() => school.close());
    const teacher = await createAdmin(school.app);
    const child = await createStudent(school.app, teacher);
    const signIn = (password: string) =>
      school.app.inject({
        method: 'POST',
        url: '/api/v1/student/login',
        remoteAddress: '10.0.0.9',
        payload: { username: child.username, password },
      });
    for (let device = 0; device < 2; device++) expect((await signIn(PASSWORD)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn('wrong-password')).statusCode, `wrong try ${attempt}`).toBe(401);
    }
    expectTooManyRequests(await signIn('wrong-password'));
    expectTooManyRequests(await signIn(PASSWORD));
  });

  it('counts forged refresh tokens per client address, and spends nothing of any account on them', async () => {
    const limited = await createTestApp({ env: { ...LIMITS, LOGIN_FAILURE_RATE_LIMIT_MAX: '3' } });
    onTestFinished(() => limited.close());
    const teacher = await createAdmin(limited.app);
    const renew = (refreshToken: string, remoteAddress = '10.0.0.3') =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/admin/token',
        remoteAddress,
        payload: { refreshToken },
      });
    // Anyone at the school can write a token that claims to be the teacher's: the teacher's id is
    // admin_id on every child's GET /student/me. One unsigned, one signed with a guessed secret.
    const claims = { sub: teacher.id, typ: 'refresh', role: 'admin', iss: 'abacus-exam-platform' };
    const unsigned = [
      { alg: 'none', typ: 'JWT' },
      { ...claims, iat: 1, exp: 4_000_000_000 },
    ]
      .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
      .join('.');
    const guessed = createSigner({ key: 'a guessed secret', expiresIn: 3_600_000 })(claims);
    for (const forged of [`${unsigned}.`, guessed, 'not a token at all']) {
      expectError(await renew(forged), 401);
    }
    expectTooManyRequests(await renew(guessed));
    // The teacher's own renewals from that address are no attempts: more of them than LOGIN_RATE_LIMIT_MAX.
    let refreshToken = teacher.refreshToken;
    for (let renewal = 0; renewal < 5; renewal++) {
      const renewed = await renew(refreshToken);
      expect(renewed.statusCode, renewed.body).toBe(200);
      refreshToken = renewed.json().data.refreshToken;
    }
    // Another address's forgeries are its own to count.
    expectError(await renew(guessed, '10.0.0.4'), 401);
  });

  it('limits registrations without a token per client address, but not an admin registering a class', async () => {
    const register = (url: string, payload: object, remoteAddress: string, headers = {}) =>
      context.app.inject({ method: 'POST', url, remoteAddress, payload, headers });

    expect((await register('/api/v1/admin/register', adminBody(), '10.0.1.1')).statusCode).toBe(201);
    expect((await register('/api/v1/admin/register', adminBody(), '10.0.1.1')).statusCode).toBe(201);
    expectTooManyRequests(await register('/api/v1/admin/register', adminBody(), '10.0.1.1'));

    const admin = await createAdmin(context.app);
    const joinCode = await joinCodeOf(context.app, admin);
    const selfSignup = () =>
      register('/api/v1/student/register', studentBody({ join_code: joinCode }), '10.0.1.2');
    expect((await selfSignup()).statusCode).toBe(201);
    expect((await selfSignup()).statusCode).toBe(201);
    expectTooManyRequests(await selfSignup());

    for (let i = 0; i < 4; i++) {
      const byAdmin = await register('/api/v1/student/register', studentBody(), '10.0.1.2', admin.auth);
      expect(byAdmin.statusCode).toBe(201);
    }
  });
});

describe('registration limits by default', () => {
  // '' → unset: the server's default limit and window.
  const context = useTestApp({
    env: { REGISTRATION_RATE_LIMIT_MAX: '', REGISTRATION_RATE_LIMIT_WINDOW: '' },
  });

  it('let a whole class of 60 register themselves from one school address', async () => {
    const admin = await createAdmin(context.app);
    const joinCode = await joinCodeOf(context.app, admin);
    const statuses: number[] = [];
    for (let pupil = 0; pupil < 60; pupil++) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/student/register',
        remoteAddress: '10.0.3.1',
        payload: studentBody({ join_code: joinCode }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array<number>(60).fill(201));
    const list = await context.app.inject({
      method: 'GET',
      url: '/api/v1/student?limit=500',
      headers: admin.auth,
    });
    expect(list.json().meta.total).toBe(60);
  });

  it('still refuse a flood from one address, such as a script guessing join codes', async () => {
    const guess = (joinCode: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/student/register',
        remoteAddress: '10.0.3.2',
        payload: studentBody({ join_code: joinCode }),
      });
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 100; attempt++) statuses.add((await guess('ZZZZZZZZ')).statusCode);
    expect([...statuses]).toEqual([404]);
    expectTooManyRequests(await guess('YYYYYYYY'));
  });
});

describe('rate limits with their Redis unreachable', () => {
  // Nothing listens on port 1: every command fails at once.
  const context = useTestApp({
    env: { ...LIMITS, LOGIN_FAILURE_RATE_LIMIT_MAX: '2', REDIS_URL: 'redis://127.0.0.1:1' },
  });

  it('pause, and lock nobody out', async () => {
    const admin = await createAdmin(context.app);
    const from = { remoteAddress: '10.0.4.1' };
    const login = (username: string, password: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { username, password },
        ...from,
      });
    for (let i = 0; i < 5; i++) expect((await login(`nobody_${i}`, 'password1')).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(admin.username, 'wrong-password')).statusCode).toBe(401);
    expect((await login(admin.username, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const change = await context.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin',
        headers: admin.auth,
        payload: { password: 'another-horse-77', currentPassword: `guess-${i}-wrong` },
      });
      expect(change.statusCode).toBe(401);
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
    // Redis outlives this run and may serve another at the same time: an address of this test's own.
    const remoteAddress = `10.2.${randomInt(256)}.${randomInt(256)}`;
    const attempt = (app: typeof first.app) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/student/login',
        remoteAddress,
        payload: { username, password: PASSWORD },
      });

    expect((await attempt(first.app)).statusCode).toBe(401);
    expect((await attempt(second.app)).statusCode).toBe(401);
    expect((await attempt(first.app)).statusCode).toBe(401);
    expectTooManyRequests(await attempt(second.app));
  });
});
