// @driver-neutral: the bursts test limits counted in memory or Redis
import { randomInt } from 'node:crypto';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import { createAdmin, PASSWORD, uniqueName } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

const LIMITS = {
  LOGIN_RATE_LIMIT_MAX: '10',
  LOGIN_FAILURE_RATE_LIMIT_MAX: '10',
  PROFILE_CONFLICT_RATE_LIMIT_MAX: '10',
};

/** Redis outlives this run and may serve another at the same time: addresses of this run's own. */
const freshAddress = () => `10.${randomInt(100, 200)}.${randomInt(256)}.${randomInt(256)}`;

const statusesOf = (responses: Response[]) => responses.map((response) => response.statusCode);
const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

function expectRefused(responses: Response[]) {
  for (const response of responses) {
    expectError(response, 429, /^Too many attempts; try again in \d+ (minutes|seconds)$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }
}

/**
 * A burst arrives all at once, spread over every instance of the API: each limit must count a request
 * before its password (or username) is checked, or the whole burst passes the check together.
 */
function burstTests(name: string, env: Record<string, string>, instances: number) {
  describe(name, () => {
    let started: TestApp[] = [];
    beforeAll(async () => {
      started = await Promise.all(
        Array.from({ length: instances }, () => createTestApp({ env: { ...LIMITS, ...env } })),
      );
    });
    afterAll(() => Promise.all(started.map((each) => each.close())));
    const apps = () => started.map((each) => each.app);
    /** Sends the i-th request of a burst to the i-th instance, round the instances. */
    const burst = (targets: App[], requests: ((app: App) => Promise<Response>)[]) =>
      Promise.all(requests.map((send, index) => send(targets[index % targets.length]!)));

    it('checks no more than LOGIN_FAILURE_RATE_LIMIT_MAX usernames of a spray, and lets none of the rest in', async () => {
      const targets = apps();
      const sprayed = await createAdmin(targets[0]!);
      const remoteAddress = freshAddress();
      const login = (username: string, password: string) => (app: App) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/admin/login',
          remoteAddress,
          payload: { username, password },
        });
      const responses = await burst(targets, [
        ...Array.from({ length: 30 }, () => login(uniqueName('sprayed'), 'password1')),
        // The account the spray is after, its password guessed at last: past the limit, it is never checked.
        login(sprayed.username, PASSWORD),
      ]);
      const statuses = statusesOf(responses);
      expect(countOf(statuses, 401)).toBe(10);
      expect(countOf(statuses, 429)).toBe(21);
      expectRefused(responses.filter((response) => response.statusCode === 429));
      expect(statuses.at(-1)).toBe(429);
    });

    it('checks no more than LOGIN_RATE_LIMIT_MAX passwords of one username', async () => {
      const targets = apps();
      const admin = await createAdmin(targets[0]!);
      const remoteAddress = freshAddress();
      const statuses = statusesOf(
        await burst(
          targets,
          Array.from(
            { length: 30 },
            (_, index) => (app: App) =>
              app.inject({
                method: 'POST',
                url: '/api/v1/admin/login',
                remoteAddress,
                payload: { username: admin.username, password: `guess-${index}-wrong` },
              }),
          ),
        ),
      );
      expect(countOf(statuses, 401)).toBe(10);
      expect(countOf(statuses, 429)).toBe(20);
    });

    // An account lives in one database, and each instance here has its own: its requests go to the first.
    it('checks no more than LOGIN_RATE_LIMIT_MAX current passwords of one account', async () => {
      const [app] = apps();
      const admin = await createAdmin(app!);
      const responses = await burst(
        [app!],
        Array.from(
          { length: 40 },
          (_, index) => (app: App) =>
            app.inject({
              method: 'PATCH',
              url: '/api/v1/admin',
              headers: admin.auth,
              payload: { password: 'another-horse-77', currentPassword: `guess-${index}-wrong` },
            }),
        ),
      );
      const statuses = statusesOf(responses);
      expect(countOf(statuses, 401)).toBe(10);
      expect(countOf(statuses, 401) + countOf(statuses, 429)).toBe(40);
      expectRefused(responses.filter((response) => response.statusCode === 429));
    });

    it('answers no more than PROFILE_CONFLICT_RATE_LIMIT_MAX taken emails to one account', async () => {
      const [app] = apps();
      const taken = await createAdmin(app!);
      const admin = await createAdmin(app!);
      const statuses = statusesOf(
        await burst(
          [app!],
          Array.from(
            { length: 30 },
            () => (app: App) =>
              app.inject({
                method: 'PATCH',
                url: '/api/v1/admin',
                headers: admin.auth,
                payload: { email: `${taken.username}@school.example` },
              }),
          ),
        ),
      );
      expect(countOf(statuses, 409)).toBe(10);
      expect(countOf(statuses, 409) + countOf(statuses, 429)).toBe(30);
    });
  });
}

burstTests('limits under a burst (in memory)', {}, 1);

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) burstTests('limits under a burst shared through Redis', { REDIS_URL: redisUrl }, 2);
