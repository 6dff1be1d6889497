import { Writable } from 'node:stream';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseConnection } from '../../src/db/database.js';
import { openPostgres } from '../../src/db/postgres-connection.js';
import { createLogger } from '../../src/logger.js';
import { createAdmin, type SignedIn } from '../helpers/accounts.js';
import { expectError } from '../helpers/envelope.js';
import { examBody } from '../helpers/exams.js';
import { startPrivateCluster, type PrivateCluster } from '../helpers/private-cluster.js';
import { testConfig } from '../helpers/test-app.js';

const source = inject('testDatabase');
const UNAVAILABLE = 'The database is not available right now; please try again in a few seconds';
/** DATABASE_TIMEOUT in these tests: a frozen database is given up on after about two seconds. */
const TIMEOUT = '1s';

function expectUnavailable(response: Response) {
  expectError(response, 503, UNAVAILABLE);
  expect(response.headers['retry-after']).toBe('5');
}

describe.runIf(source.driver === 'postgres')('when PostgreSQL stops answering', () => {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    { env: 'test', log: { level: 'info', dir: 'unused' } },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
  let cluster: PrivateCluster;
  let database: DatabaseConnection;
  let app: App;
  let admin: SignedIn;

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    database = openPostgres({ url: cluster.url, timeout: 1 });
    await database.migrate();
    app = await buildApp({ config: testConfig({ DATABASE_TIMEOUT: TIMEOUT }), database, logger });
    admin = await createAdmin(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    cluster?.remove();
  });

  const me = () => app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: admin.auth });
  const createExam = () =>
    app.inject({ method: 'POST', url: '/api/v1/exam', headers: admin.auth, payload: examBody() });
  async function servesAgain() {
    let response = await me();
    for (let waited = 0; response.statusCode !== 200 && waited < 60_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      response = await me();
    }
    expect(response.statusCode).toBe(200);
    expect((await createExam()).statusCode).toBe(201);
  }

  it('answers 503 with Retry-After within seconds while the server is frozen, and serves again after', async () => {
    expect((await me()).statusCode).toBe(200);
    cluster.freeze();
    try {
      const started = performance.now();
      const responses = await Promise.all([me(), me(), createExam(), me(), createExam()]);
      // About DATABASE_TIMEOUT plus the driver's margin; never the length of the outage.
      expect(performance.now() - started).toBeLessThan(20_000);
      for (const response of responses) expectUnavailable(response);
    } finally {
      cluster.thaw();
    }
    await servesAgain();
  }, 120_000);

  it('answers 503 while it is down, logging one short line per request and no SQL, and recovers once it is back', async () => {
    expect((await me()).statusCode).toBe(200);
    cluster.stop();
    const logged = lines.length;
    try {
      for (const response of [await me(), await createExam(), await me()]) expectUnavailable(response);
    } finally {
      cluster.start();
    }
    const outage = lines.slice(logged).filter((line) => line.msg === UNAVAILABLE);
    expect(outage).toHaveLength(3);
    for (const line of outage) {
      expect(line.level).toBe(40);
      expect(JSON.stringify(line).length).toBeLessThan(600);
      expect(JSON.stringify(line)).not.toMatch(/select|insert|stack/i);
    }
    expect(lines.slice(logged).filter((line) => Number(line.level) >= 50)).toEqual([]);
    await servesAgain();
  }, 120_000);
});
