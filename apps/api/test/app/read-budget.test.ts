// @driver-neutral: the budget is counted in memory or Redis, whatever the database
import { describe, expect, it, onTestFinished } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../helpers/accounts.js';
import { expectError } from '../helpers/envelope.js';
import { createExam } from '../helpers/exams.js';
import { buildApp } from '../../src/app.js';
import { createTestApp, testConfig, useTestApp, type TestApp } from '../helpers/test-app.js';

/** A budget a few of the biggest pages spend. */
const SMALL_BUDGET = { READ_BUDGET_MIB_PER_MINUTE: '1' };
/** More reads than the budget allows, so a budget that does not hold fails the test rather than hangs it. */
const MOST_READS = 40;

const readAll = (context: TestApp, who: SignedIn, url: string) =>
  context.app.inject({ method: 'GET', url, headers: who.auth });

/** Reads the page until the budget refuses it: how many were answered, and the refusal. */
async function readUntilRefused(context: TestApp, who: SignedIn, url: string) {
  for (let read = 0; read < MOST_READS; read++) {
    const response = await readAll(context, who, url);
    if (response.statusCode !== 200) return { answered: read, refusal: response };
  }
  throw new Error(`${MOST_READS} reads of ${url} were all answered`);
}

describe('the read budget of an account', () => {
  const context = useTestApp({ env: SMALL_BUDGET });

  it('refuses an account pulling the biggest pages, not another school reading beside it', async () => {
    const greedy = await createAdmin(context.app);
    const neighbour = await createAdmin(context.app);
    const long = await createExam(context.app, greedy, { total_questions: 1000 });
    const page = `/api/v1/exam/${long.exam_id}/questions?limit=500`;
    const size = (await readAll(context, greedy, page)).body.length;

    const { answered, refusal } = await readUntilRefused(context, greedy, page);
    expectError(refusal, 429, /^This account has read too much at once; try again in \d+ seconds$/);
    const retryAfter = Number(refusal.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // One MiB of pages: the first read and those of the loop, within one page of the budget.
    expect((answered + 1) * size).toBeGreaterThanOrEqual(1024 * 1024 - size);
    expect((answered + 1) * size).toBeLessThanOrEqual(1024 * 1024 + size);

    expect((await readAll(context, neighbour, '/api/v1/admin/me')).statusCode).toBe(200);
    expect((await readAll(context, neighbour, '/api/v1/exam')).statusCode).toBe(200);
  });

  it('counts small reads too, each at least 4 KiB', async () => {
    const teacher = await createAdmin(context.app);
    // 1 MiB of 4 KiB reads is 256 of them: the 257th is refused.
    const answers = [];
    for (let read = 0; read < 257; read++) {
      answers.push((await readAll(context, teacher, '/api/v1/admin/me')).statusCode);
    }
    expect(answers.slice(0, 256).every((status) => status === 200)).toBe(true);
    expect(answers[256]).toBe(429);
  });

  it('leaves writes to their own limits', async () => {
    const teacher = await createAdmin(context.app);
    const long = await createExam(context.app, teacher, { total_questions: 1000 });
    await readUntilRefused(context, teacher, `/api/v1/exam/${long.exam_id}/questions?limit=500`);
    const created = await context.app.inject({
      method: 'PATCH',
      url: `/api/v1/exam/${long.exam_id}/deactivate`,
      headers: teacher.auth,
    });
    expect(created.statusCode).toBe(200);
  });
});

describe('the read budget of a school', () => {
  // Each child may read 1 MiB a minute; the children of one school, 2 MiB together.
  const context = useTestApp({ env: { ...SMALL_BUDGET, SCHOOL_READ_BUDGET_MIB_PER_MINUTE: '2' } });

  it('refuses a school whose children together pull the biggest pages, not its teacher nor another school', async () => {
    const teacher = await createAdmin(context.app);
    const long = await createExam(context.app, teacher, { level: 2, total_questions: 1000 });
    const children = await Promise.all(
      [1, 2, 3, 4].map(() => createStudent(context.app, teacher, { level: 2 })),
    );
    const page = `/api/v1/exam/${long.exam_id}/questions?limit=500`;

    // The children take turns, so none of them reaches a budget of their own: the school's refuses first.
    let answered = 0;
    let size = 0;
    for (; answered < 4 * MOST_READS; answered++) {
      const response = await readAll(context, children[answered % children.length]!, page);
      if (response.statusCode !== 200) {
        expectError(response, 429, /^This school has read too much at once; try again in \d+ seconds$/);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
      size = response.body.length;
    }
    expect(answered * size).toBeGreaterThanOrEqual(2 * 1024 * 1024 - size);
    expect(answered * size).toBeLessThanOrEqual(2 * 1024 * 1024 + size);
    for (const child of children) expectError(await readAll(context, child, page), 429);

    // Their teacher still sees the class; another school reads on.
    expect((await readAll(context, teacher, `/api/v1/exam/${long.exam_id}/results`)).statusCode).toBe(200);
    const elsewhere = await createAdmin(context.app);
    const theirExam = await createExam(context.app, elsewhere, { level: 2, total_questions: 1000 });
    const theirChild = await createStudent(context.app, elsewhere, { level: 2 });
    const theirs = await readAll(
      context,
      theirChild,
      `/api/v1/exam/${theirExam.exam_id}/questions?limit=500`,
    );
    expect(theirs.statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the read budget shared through Redis', () => {
  it('counts what an account reads from every API process', async () => {
    const env = { ...SMALL_BUDGET, REDIS_URL: redisUrl! };
    const first = await createTestApp({ env });
    onTestFinished(() => first.close());
    // A second process over the same database: it leaves closing the database to the first.
    const shared = first.database.connection;
    const secondApp = await buildApp({
      config: testConfig(env),
      database: {
        db: shared.db,
        driver: shared.driver,
        serverUrl: shared.serverUrl,
        ping: () => shared.ping(),
        migrate: async () => {},
        close: async () => {},
      },
    });
    onTestFinished(() => secondApp.close());
    const second = { ...first, app: secondApp };

    const teacher = await createAdmin(first.app);
    const long = await createExam(first.app, teacher, { total_questions: 1000 });
    const page = `/api/v1/exam/${long.exam_id}/questions?limit=500`;
    const size = (await readAll(first, teacher, page)).body.length;
    const { answered } = await readUntilRefused(second, teacher, page);
    // The first process's read counted in the second's budget.
    expect((answered + 1) * size).toBeLessThanOrEqual(1024 * 1024 + size);
    expectError(await readAll(first, teacher, page), 429);
  });
});
