import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminBody, studentBody, uniqueName } from '../helpers/accounts.js';
import { call, send, signIn, startProcessPair } from '../helpers/api-processes.js';
import { examBody } from '../helpers/exams.js';

const source = inject('testDatabase');
const redisUrl = process.env.TEST_REDIS_URL;
const LOGIN_LIMIT = 6;

/**
 * What one process alone could decide for itself, decided once for all: two API processes on one
 * PostgreSQL and one Redis, as docker-compose.prod.yml runs its replicas behind the proxy.
 */
describe.runIf(source.driver === 'postgres' && redisUrl)(
  'several API processes on one PostgreSQL and Redis',
  () => {
    let pair: Awaited<ReturnType<typeof startProcessPair>>;
    beforeAll(async () => {
      if (source.driver !== 'postgres' || !redisUrl) return;
      pair = await startProcessPair(source.serverUrl, {
        REDIS_URL: redisUrl,
        TRUST_PROXY: 'loopback',
        LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
      });
    });
    afterAll(() => pair?.close());

    async function classOfOne() {
      const { first } = pair;
      const teacherBody = adminBody();
      await call(first.url, 'POST', '/admin/register', { body: teacherBody });
      const teacher = await signIn(first.url, 'admin', teacherBody.username);
      const childBody = studentBody({ level: 2 });
      await call(first.url, 'POST', '/student/register', { token: teacher.token, body: childBody });
      return { teacher, childBody, child: await signIn(first.url, 'student', childBody.username) };
    }

    it('gives a child one attempt of a test when starts race on both processes', async () => {
      const { first, second } = pair;
      const { teacher, child } = await classOfOne();
      const { exam } = await call(first.url, 'POST', '/exam', {
        token: teacher.token,
        body: examBody({ level: 2, isSingleAttempt: true }),
      });
      const path = `/exam/${(exam as { exam_id: string }).exam_id}/attempt`;
      const starts = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          send(index % 2 === 0 ? first.url : second.url, 'POST', path, { token: child.token }),
        ),
      );
      // One start made it (201); every other, on either process, resumed that very attempt (200).
      expect(starts.map(({ status }) => status).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      const attempts = new Set(starts.map(({ data }) => (data.attempt as { attempt_id: string }).attempt_id));
      expect(attempts.size).toBe(1);
    });

    it('counts one client’s sign-ins against one limit, whichever process each reaches', async () => {
      const { first, second } = pair;
      // Redis outlives this run and may serve another at the same time: an address of this test's own.
      const from = `10.3.${randomInt(256)}.${randomInt(256)}`;
      const body = { username: uniqueName('nobody'), password: 'not-the-password' };
      const statuses: number[] = [];
      for (let tried = 0; tried <= LOGIN_LIMIT; tried++) {
        const url = tried % 2 === 0 ? first.url : second.url;
        statuses.push((await send(url, 'POST', '/student/login', { body, from })).status);
      }
      expect(statuses).toEqual([...Array.from({ length: LOGIN_LIMIT }, () => 401), 429]);
    });

    it('refuses a refresh token used again on the other process, and ends the sign-in it belonged to', async () => {
      const { first, second } = pair;
      const { child } = await classOfOne();
      const renewed = await call(first.url, 'POST', '/student/token', {
        body: { refreshToken: child.refreshToken },
      });
      const reused = await send(second.url, 'POST', '/student/token', {
        body: { refreshToken: child.refreshToken },
      });
      expect(reused.status).toBe(401);
      // The thief's use revoked the whole sign-in: the renewed token is refused too, on either process.
      const afterTheft = await send(first.url, 'POST', '/student/token', {
        body: { refreshToken: renewed.refreshToken },
      });
      expect(afterTheft.status).toBe(401);
    });
  },
);
