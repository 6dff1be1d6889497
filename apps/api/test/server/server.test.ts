// @driver-sensitive: the server process on each driver
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMBEDDED_DATABASE_DIR } from '../../src/db/open-database.js';
import { migratedDataDir } from '../helpers/data-dirs.js';
import { runServerToExit, startServer } from '../helpers/server-process.js';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from '../helpers/test-database.js';
import { withDatabaseName } from '../helpers/test-database-context.js';

const source = inject('testDatabase');
const PRODUCTION_SECRETS = {
  ACCESS_TOKEN_SECRET: 'production-like-access-secret-0123456789',
  REFRESH_TOKEN_SECRET: 'production-like-refresh-secret-012345678',
};

/**
 * Where the server keeps its data in this run: the embedded database in DATA_DIR, or a PostgreSQL
 * database of its own. `query` reads it while the server is stopped.
 */
interface Store {
  env: Record<string, string>;
  query(statement: string): Promise<Record<string, unknown>[]>;
  remove(): Promise<void>;
}

async function createStore(dataDir: string): Promise<Store> {
  if (source.driver === 'pglite') {
    return {
      env: {},
      async query(statement) {
        const client = await PGlite.create(join(dataDir, EMBEDDED_DATABASE_DIR));
        try {
          return (await client.query<Record<string, unknown>>(statement)).rows;
        } finally {
          await client.close();
        }
      },
      remove: async () => {},
    };
  }
  const name = await createEmptyPostgresDatabase(source.serverUrl);
  const url = withDatabaseName(source.serverUrl, name);
  return {
    env: { DATABASE_URL: url },
    async query(statement) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<Record<string, unknown>>(statement)).rows;
      } finally {
        await client.end();
      }
    },
    remove: () => dropPostgresDatabase(source.serverUrl, name),
  };
}

describe(`the server process (${source.driver})`, () => {
  let root: string;
  let dataDir: string;
  let logDir: string;
  let store: Store;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'abacus-server-'));
    dataDir = join(root, 'data');
    logDir = join(root, 'logs');
    store = await createStore(dataDir);
  });
  afterAll(async () => {
    await store.remove();
    rmSync(root, { recursive: true, force: true });
  });

  it('starts, answers, logs to files and shuts down cleanly on SIGTERM; a restart keeps the data, and the first start none of the memory creating it took', async () => {
    const env = { NODE_ENV: 'development', DATA_DIR: dataDir, LOG_DIR: logDir, ...store.env };
    const first = await startServer(env);

    const health = await fetch(`${first.url}/health`);
    expect(health.status).toBe(200);
    const firstMemory = first.residentMiB();
    expect(await health.json()).toMatchObject({
      success: true,
      data: { status: 'healthy', database: { health: 'healthy', status: 'connected' } },
    });
    const missing = await fetch(`${first.url}/api/v1/nothing-here`, {
      headers: { 'x-request-id': 'trace-me-42' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBe('trace-me-42');

    const stopped = await first.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    expect(stopped.milliseconds).toBeLessThan(10_000);

    const applicationLog = readFileSync(join(logDir, 'application.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { requestId?: string; msg: string; res?: { statusCode: number } });
    const traced = applicationLog.filter((line) => line.requestId === 'trace-me-42');
    expect(traced.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(traced[1]!.res).toEqual({ statusCode: 404 });
    expect(existsSync(join(logDir, 'error.log'))).toBe(true);
    const secrets = readFileSync(join(dataDir, 'secrets.json'), 'utf8');

    await store.query(
      "insert into admins (fullname, username, email, password_hash, public_id) values ('Kept', 'kept', 'kept@example.com', 'x', 'aKEPT0000000000')",
    );
    const second = await startServer(env);
    expect((await fetch(`${second.url}/health`)).status).toBe(200);
    const secondMemory = second.residentMiB();
    expect((await second.stop('SIGINT')).code).toBe(0);
    // Creating the embedded database takes twice the memory serving it does: none of it stays.
    expect(firstMemory).toBeLessThan(secondMemory * 1.3);

    expect(await store.query("select username from admins where public_id = 'aKEPT0000000000'")).toEqual([
      { username: 'kept' },
    ]);
    expect(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).toBe(secrets);
  });

  it('answers every request sent before SIGTERM, on new and kept-alive connections alike', async () => {
    const server = await startServer({ NODE_ENV: 'development', DATA_DIR: dataDir, ...store.env });
    const agent = new Agent({ keepAlive: true });
    /** The status of a whole response, or the error that cut it off; `sent` once all of it is written. */
    const check = (sent?: () => void) =>
      new Promise<number | string>((resolve) => {
        const health = request(`${server.url}/health`, { agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve((JSON.parse(body) as { success: boolean }).success ? response.statusCode! : body),
          );
          response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        });
        health.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        health.on('finish', () => sent?.());
        health.end();
      });
    // Thirty connections kept alive and idle; the burst reuses them and opens 120 more.
    await Promise.all(Array.from({ length: 30 }, () => check()));
    const burst = 150;
    let written = 0;
    let allWritten!: () => void;
    const burstWritten = new Promise<void>((resolve) => (allWritten = resolve));
    const answers = Array.from({ length: burst }, () => check(() => ++written === burst && allWritten()));
    await burstWritten;

    const stopped = server.stop('SIGTERM');
    const statuses = await Promise.all(answers);
    const counts: Record<string, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    expect(counts).toEqual({ 200: burst });
    expect((await stopped).code).toBe(0);
    agent.destroy();
  });

  it('keeps every result it acknowledged with 201 when it is killed (SIGKILL) in the middle of submissions', async () => {
    const env = { NODE_ENV: 'development', DATA_DIR: dataDir, ...store.env };
    const server = await startServer(env);
    const call = async (path: string, body: object, token?: string) => {
      const response = await fetch(`${server.url}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
    };
    const account = { username: `killed_${process.pid}`, password: 'correct-horse-42' };
    await call('/admin/register', { ...account, fullname: 'Meera Sharma', email: 'meera@school.example' });
    const admin = (await call('/admin/login', account)).body.data.token as string;
    const exam = (
      await call(
        '/exam',
        {
          title: 'Killed mid-way',
          level: 2,
          duration: 30,
          isSingleAttempt: false,
          is_active: true,
          maxTerms: 2,
          minNumber: 1,
          maxNumber: 9,
          operators: ['+'],
          total_questions: 2,
          total_marks_per_question: 1,
        },
        admin,
      )
    ).body.data.exam as { exam_id: string };
    const pupil = { username: `pupil_${process.pid}`, password: 'correct-horse-42' };
    await call(
      '/student/register',
      {
        ...pupil,
        fullname: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone_no: '+919876543210',
        sclass: 4,
        level: 2,
      },
      admin,
    );
    const student = (await call('/student/login', pupil)).body.data.token as string;

    const acknowledged: string[] = [];
    let settled = 0;
    const submissions = Array.from({ length: 60 }, async () => {
      try {
        const { status, body } = await call(
          '/result',
          {
            exam: exam.exam_id,
            time_taken: 3,
            date_completed: new Date().toISOString(),
            answers: ['a', null],
          },
          student,
        );
        if (status === 201) acknowledged.push((body.data.result as { result_id: string }).result_id);
      } catch {
        // Cut off by the kill: never acknowledged.
      } finally {
        settled++;
      }
    });
    while (acknowledged.length < 10 && settled < submissions.length) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    await server.stop('SIGKILL');
    await Promise.all(submissions);

    const restarted = await startServer(env);
    expect((await restarted.stop()).code).toBe(0);
    const stored = (await store.query('select public_id from results')).map((row) => row.public_id);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
  }, 180_000);

  it('writes JSON lines with a request id to stdout in production', async () => {
    const server = await startServer({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...PRODUCTION_SECRETS,
      ...store.env,
    });
    // Read to its end, as a client does: the document is compressed as it streams out.
    expect((await (await fetch(`${server.url}/api/v1/openapi.json`)).json()).openapi).toEqual(
      expect.any(String),
    );
    expect((await server.stop()).code).toBe(0);

    const lines = server
      .stdout()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; requestId?: string });
    const requestLines = lines.filter(
      (line) => line.msg === 'incoming request' || line.msg === 'request completed',
    );
    expect(requestLines).toHaveLength(2);
    expect(requestLines[0]!.requestId).toEqual(expect.any(String));
    expect(requestLines[1]!.requestId).toBe(requestLines[0]!.requestId);
  });
});

// Whichever the driver, these fail before or while opening a database: proven once, on the embedded one.
describe.runIf(source.driver === 'pglite')('a server that cannot start', () => {
  it('names every invalid variable and exits with 1', async () => {
    const exited = await runServerToExit({
      APPLICATION_PORT: 'eighty',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'production',
    });
    expect(exited.code).toBe(1);
    const lines = exited.stderr.trim().split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).map((line) => line.trim().split(':')[0])).toEqual([
      'APPLICATION_PORT',
      'LOG_LEVEL',
      'ACCESS_TOKEN_SECRET',
      'REFRESH_TOKEN_SECRET',
    ]);
  });

  it('says the port is taken and exits with 1, so that a supervisor sees the failure', async () => {
    // Anything listening takes the port: a bare socket, not a second server with its database.
    const holder = createServer();
    await new Promise<void>((listening) => holder.listen(0, '0.0.0.0', listening));
    try {
      const port = String((holder.address() as AddressInfo).port);
      const second = await runServerToExit({
        NODE_ENV: 'production',
        DATA_DIR: migratedDataDir(),
        APPLICATION_PORT: port,
        ...PRODUCTION_SECRETS,
      });
      expect(second.code).toBe(1);
      const fatal = second.stderr
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .find((line) => line.level === 60);
      expect(fatal?.msg).toMatch(new RegExp(`^cannot listen on [\\d.]+:${port}$`));
    } finally {
      await new Promise((closed) => holder.close(closed));
    }
  });

  it('explains an unreachable database and exits with 1', async () => {
    const exited = await runServerToExit({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/abacus',
      ...PRODUCTION_SECRETS,
    });
    expect(exited.code).toBe(1);
    const fatal = exited.stderr
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.level === 60);
    expect(fatal?.msg).toBe('cannot prepare the postgres database; is it running and reachable?');
  });
});
