// @driver-sensitive: a PostgreSQL server that stops answering
import type { Response } from 'light-my-request';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseConnection } from '../../src/db/database.js';
import { openPostgres } from '../../src/db/postgres-connection.js';
import { createAdmin, type SignedIn } from '../helpers/accounts.js';
import { capturedLogs } from '../helpers/captured-logs.js';
import { expectError } from '../helpers/envelope.js';
import { examBody } from '../helpers/exams.js';
import { startPrivateCluster, type PrivateCluster } from '../helpers/private-cluster.js';
import { testConfig } from '../helpers/test-app.js';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from '../helpers/test-database.js';
import { withDatabaseName } from '../helpers/test-database-context.js';

const source = inject('testDatabase');
const UNAVAILABLE = 'The database is not available right now; please try again in a few seconds';
/** DATABASE_TIMEOUT in these tests: a frozen database is given up on after about two seconds. */
const TIMEOUT = '1s';

function expectUnavailable(response: Response) {
  expectError(response, 503, UNAVAILABLE);
  expect(response.headers['retry-after']).toBe('5');
}

describe.runIf(source.driver === 'postgres')('when PostgreSQL stops answering', () => {
  const { lines, logger } = capturedLogs();
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

describe.runIf(source.driver === 'postgres')('when a PostgreSQL database stops accepting connections', () => {
  const { lines, logger } = capturedLogs();
  const { serverUrl, templateName } = source as Extract<typeof source, { driver: 'postgres' }>;
  let name: string;
  let maintenance: pg.Client;
  let app: App;
  let admin: SignedIn;

  beforeAll(async () => {
    name = await createEmptyPostgresDatabase(serverUrl, templateName);
    maintenance = new pg.Client({ connectionString: serverUrl });
    await maintenance.connect();
    const database = openPostgres({ url: withDatabaseName(serverUrl, name), timeout: 1 });
    app = await buildApp({ config: testConfig({ DATABASE_TIMEOUT: TIMEOUT }), database, logger });
    admin = await createAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
    await maintenance?.end();
    if (name) await dropPostgresDatabase(serverUrl, name);
  });

  const me = () => app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: admin.auth });
  const createExam = () =>
    app.inject({ method: 'POST', url: '/api/v1/exam', headers: admin.auth, payload: examBody() });
  /** As maintenance or a failover does: no new sessions, and the open ones ended. */
  async function closeToConnections() {
    await maintenance.query(`alter database "${name}" allow_connections false`);
    await maintenance.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
  }

  it('answers 503 with Retry-After, logging no error, and serves again once it accepts them', async () => {
    expect((await me()).statusCode).toBe(200);
    await closeToConnections();
    const logged = lines.length;
    try {
      for (const response of [await me(), await createExam(), await me()]) expectUnavailable(response);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
    } finally {
      await maintenance.query(`alter database "${name}" allow_connections true`);
    }
    expect(lines.slice(logged).filter((line) => line.msg === UNAVAILABLE)).toHaveLength(3);
    expect(lines.slice(logged).filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect((await me()).statusCode).toBe(200);
    expect((await createExam()).statusCode).toBe(201);
  });
});
