// @driver-sensitive: a database that refuses writes, as each driver says so
import { sql } from 'drizzle-orm';
import type { Response } from 'light-my-request';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createAdmin, login, type SignedIn } from '../helpers/accounts.js';
import { capturedLogs } from '../helpers/captured-logs.js';
import { expectError } from '../helpers/envelope.js';
import { examBody } from '../helpers/exams.js';
import { useTestApp } from '../helpers/test-app.js';

const REFUSED = 'The database cannot store changes right now; please try again later';
/** How long /health remembers a refused write. */
const REMEMBERED_MS = 30_000;

const { lines, logger } = capturedLogs();

function expectRefused(response: Response) {
  expectError(response, 503, REFUSED);
  expect(response.headers['retry-after']).toBe('30');
}

describe('a database that refuses writes', () => {
  const context = useTestApp({ logger });
  const driver = inject('testDatabaseDriver');
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await createAdmin(context.app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const me = () => context.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: admin.auth });
  const createExam = (title = 'Level 2 weekly practice') =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/exam',
      headers: admin.auth,
      payload: examBody({ title }),
    });
  const health = () => context.app.inject({ method: 'GET', url: '/health' });
  const execute = (statement: string) => context.database.connection.db.execute(sql.raw(statement));

  /** /health once the refusal is forgotten: a while later, with no write refused since. */
  async function healthLater() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REMEMBERED_MS + 1_000);
    return health();
  }

  function expectCannotWrite(response: Response) {
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      statusCode: 503,
      message: 'Service Unavailable: the database cannot store changes',
      data: {
        status: 'unhealthy',
        database: { health: 'unhealthy', status: 'connected', writable: false },
      },
    });
  }

  it('answers 503 with Retry-After when its disk is full, says so on /health, and logs the SQLSTATE', async () => {
    // What PostgreSQL raises when a table cannot grow: the same error, from inside the database.
    await execute(`
      create function fill_the_disk() returns trigger language plpgsql as $$
      begin
        raise exception using errcode = 'disk_full',
          message = 'could not extend file "base/5/16384": No space left on device';
      end $$`);
    await execute(
      'create trigger disk_full before insert on exams for each row execute function fill_the_disk()',
    );
    const logged = lines.length;
    try {
      expectRefused(await createExam('Secret Title 7f3a'));
      expect((await me()).statusCode).toBe(200);
      expectCannotWrite(await health());
    } finally {
      await execute('drop trigger disk_full on exams');
      await execute('drop function fill_the_disk');
    }
    const failures = lines.slice(logged).filter((line) => line.msg === 'request failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      level: 50,
      err: {
        code: '53100',
        message: 'A database query failed: could not extend file "base/5/16384": No space left on device',
      },
    });
    expect(JSON.stringify(failures[0]!.err)).not.toMatch(/insert into|Secret Title 7f3a/i);

    expect((await createExam()).statusCode).toBe(201);
    const later = await healthLater();
    expect(later.statusCode).toBe(200);
    expect(later.json().data.database).toMatchObject({ health: 'healthy', writable: true });
  });

  it('answers 503 with Retry-After when it is read-only, reads still served, and writes again after', async () => {
    const readOnly = async (on: boolean) => {
      if (driver === 'pglite') {
        // The embedded database is one session, which every connection shares.
        await execute(`set default_transaction_read_only = ${on ? 'on' : 'off'}`);
        return;
      }
      // As a database set read-only (or a standby after a failover) is met: by new sessions.
      const url = new URL(context.database.url!);
      const name = url.pathname.slice(1);
      url.pathname = '/postgres';
      const maintenance = new pg.Client({ connectionString: url.toString() });
      await maintenance.connect();
      try {
        await maintenance.query(
          `alter database "${name}" ${on ? 'set default_transaction_read_only = on' : 'reset default_transaction_read_only'}`,
        );
        await maintenance.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
      } finally {
        await maintenance.end();
      }
    };
    await readOnly(true);
    const logged = lines.length;
    try {
      // A first query on each ended session may meet its end (57P01, a 503 of its own): reads settle it.
      for (let read = 0; read < 12 && (await me()).statusCode !== 200; read++);
      expect((await me()).statusCode).toBe(200);
      expectRefused(await createExam());
      expectRefused(
        await context.app.inject({
          method: 'POST',
          url: '/api/v1/admin/login',
          payload: { username: admin.username, password: 'correct-horse-42' },
        }),
      );
      expectCannotWrite(await health());
    } finally {
      await readOnly(false);
    }
    const failures = lines.slice(logged).filter((line) => line.msg === 'request failed');
    expect(failures.map((line) => (line.err as { code: string }).code)).toEqual(['25006', '25006']);
    expect((failures[0]!.err as { message: string }).message).toMatch(
      /^A database query failed: cannot execute (INSERT|UPDATE|DELETE) in a read-only transaction$/,
    );

    for (let read = 0; read < 12 && (await me()).statusCode !== 200; read++);
    expect((await createExam()).statusCode).toBe(201);
    await login(context.app, 'admin', admin.username);
    // The sessions ended above include the one that listens for live events: it listens again by itself.
    await vi.waitFor(async () => expect((await health()).json().data.events).toBe('listening'), {
      timeout: 30_000,
      interval: 100,
    });
    const later = await healthLater();
    expect(later.statusCode).toBe(200);
    expect(later.json().data.database).toMatchObject({ health: 'healthy', writable: true });
  });
});
