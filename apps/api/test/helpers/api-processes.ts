import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSWORD } from './accounts.js';
import { startServer, type ServerProcess } from './server-process.js';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from './test-database.js';
import { withDatabaseName } from './test-database-context.js';

/** A response of a server process: its status and the envelope's data. */
export interface Answer {
  status: number;
  data: Record<string, unknown>;
}

/** A call to a server process, whatever it answers. */
export async function send(
  url: string,
  method: string,
  path: string,
  { token, body, from }: { token?: string; body?: unknown; from?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(from && { 'x-forwarded-for': from }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { data: Record<string, unknown> };
  return { status: response.status, data: envelope.data };
}

/** A call that must succeed: the envelope's data, or a thrown error saying what came back. */
export async function call(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const answer = await send(url, method, path, options);
  if (answer.status >= 400)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.data)}`);
  return answer.data;
}

export async function signIn(url: string, role: 'admin' | 'student', username: string) {
  const { token, refreshToken } = await call(url, 'POST', `/${role}/login`, {
    body: { username, password: PASSWORD },
  });
  return { token: token as string, refreshToken: refreshToken as string };
}

/**
 * Two API processes as production runs them, on one new PostgreSQL database (and whatever else `env`
 * gives them, such as a Redis); `close()` stops both and drops the database.
 */
export async function startProcessPair(serverUrl: string, env: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'abacus-pair-'));
  const databaseName = await createEmptyPostgresDatabase(serverUrl);
  const shared = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    ACCESS_TOKEN_SECRET: 'api-processes-access-secret-0123456789abcdef',
    REFRESH_TOKEN_SECRET: 'api-processes-refresh-secret-0123456789abcde',
    DATABASE_URL: withDatabaseName(serverUrl, databaseName),
    ...env,
  };
  let processes: ServerProcess[] = [];
  try {
    processes = await Promise.all([
      startServer({ ...shared, DATA_DIR: join(root, 'first') }),
      startServer({ ...shared, DATA_DIR: join(root, 'second') }),
    ]);
  } catch (error) {
    await Promise.all(processes.map((process) => process.stop()));
    throw error;
  }
  const [first, second] = processes as [ServerProcess, ServerProcess];
  return {
    first,
    second,
    async close() {
      await Promise.all([first.stop(), second.stop()]);
      await dropPostgresDatabase(serverUrl, databaseName);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
