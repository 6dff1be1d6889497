import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminBody, PASSWORD, studentBody } from '../helpers/accounts.js';
import { EventStream } from '../helpers/event-stream.js';
import { examBody } from '../helpers/exams.js';
import { startServer, type ServerProcess } from '../helpers/server-process.js';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from '../helpers/test-database.js';
import { withDatabaseName } from '../helpers/test-database-context.js';

const source = inject('testDatabase');

/** A call to a server process; the envelope's data, or a thrown error saying what came back. */
async function call(
  url: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { data: Record<string, unknown> };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

async function signIn(url: string, role: 'admin' | 'student', username: string) {
  const { token } = await call(url, 'POST', `/${role}/login`, { body: { username, password: PASSWORD } });
  return token as string;
}

describe.runIf(source.driver === 'postgres')('live events across API processes on one PostgreSQL', () => {
  let root: string;
  let databaseName: string;
  let first: ServerProcess;
  let second: ServerProcess;
  beforeAll(async () => {
    if (source.driver !== 'postgres') return;
    root = mkdtempSync(join(tmpdir(), 'abacus-live-'));
    databaseName = await createEmptyPostgresDatabase(source.serverUrl);
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      ACCESS_TOKEN_SECRET: 'live-events-access-secret-0123456789abcdef',
      REFRESH_TOKEN_SECRET: 'live-events-refresh-secret-0123456789abcde',
      DATABASE_URL: withDatabaseName(source.serverUrl, databaseName),
    };
    [first, second] = await Promise.all([
      startServer({ ...env, DATA_DIR: join(root, 'first') }),
      startServer({ ...env, DATA_DIR: join(root, 'second') }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    if (source.driver === 'postgres' && databaseName)
      await dropPostgresDatabase(source.serverUrl, databaseName);
    rmSync(root, { recursive: true, force: true });
  });

  it('brings an exam opened through one process to a stream held by the other, which SIGTERM ends without waiting', async () => {
    const teacherBody = adminBody();
    await call(first.url, 'POST', '/admin/register', { body: teacherBody });
    const teacher = await signIn(first.url, 'admin', teacherBody.username);
    const childBody = studentBody({ level: 2 });
    await call(first.url, 'POST', '/student/register', { token: teacher, body: childBody });
    const child = await signIn(first.url, 'student', childBody.username);

    const stream = await EventStream.open(second.url, child);
    expect(stream.response.status).toBe(200);
    await stream.next('ready');
    const { exam } = await call(first.url, 'POST', '/exam', {
      token: teacher,
      body: examBody({ level: 2, is_active: false }),
    });
    const examId = (exam as { exam_id: string }).exam_id;
    await call(first.url, 'PATCH', `/exam/${examId}/activate`, { token: teacher });
    await stream.next('exam', { exam_id: examId, change: 'opened' });

    const stopped = await second.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    await stream.ended();
  });
});
