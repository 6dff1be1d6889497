// @driver-sensitive: the SQLSTATE of a failed query is what each driver reports
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { createAdmin, createStudent } from '../helpers/accounts.js';
import { expectError } from '../helpers/envelope.js';
import { createExam } from '../helpers/exams.js';
import { useTestApp } from '../helpers/test-app.js';

const logged: string[] = [];
const logger = createLogger(
  { env: 'test', log: { level: 'info', dir: 'unused' } },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  }),
);

/** A route whose query fails inside the database with a value that must never be logged. */
function addFailingQuery(app: App) {
  app.get('/probe/failing-query', async () => {
    await app.database.db.execute(sql`select ${'$argon2id$v=19$secret-hash'}::int`);
    return 'unreachable';
  });
}

/** Sends a raw request to the listening app, as a browser or a proxy would. */
function rawRequest(app: App, path: string, headers: Record<string, string> = {}) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('input the API refuses cleanly', () => {
  const context = useTestApp({ logger, extend: addFailingQuery });
  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers });

  it('answers a NUL character anywhere with 400, before any query', async () => {
    const admin = await createAdmin(context.app);
    const student = await createStudent(context.app, admin);
    expectError(
      await context.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { username: '\u0000', password: 'x' },
      }),
      400,
    );
    expectError(await get('/api/v1/exam?title=%00', student.auth), 400);
    expectError(await get('/api/v1/exam?title=a%0Ab', student.auth), 400);
    expectError(await get('/api/v1/student?name=%00', admin.auth), 400);
    const body = await context.app.inject({
      method: 'PATCH',
      url: '/api/v1/student',
      headers: student.auth,
      payload: { currentPassword: 'x\u0000', password: 'fine-password-1' },
    });
    expectError(body, 400);
    expect(body.json().errors).toEqual([
      { path: 'body.currentPassword', message: 'must not contain control characters' },
    ]);
  });

  it('refuses a body nested too deeply with 400, on any JSON route, with a token or without', async () => {
    const admin = await createAdmin(context.app);
    const student = await createStudent(context.app, admin);
    const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const send = (
      method: 'POST' | 'PUT' | 'PATCH',
      url: string,
      payload: string,
      auth: Record<string, string> = {},
    ) =>
      context.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', ...auth } });
    for (const [method, url, auth] of [
      ['POST', '/api/v1/admin/login', {}],
      ['POST', '/api/v1/student/register', {}],
      ['PUT', '/api/v1/attempt/a0123456789/answers', student.auth],
      ['PATCH', '/api/v1/exam/e0123456789', admin.auth],
    ] as const) {
      for (const payload of [arrays(2_000), objects(2_000), `{"answers":${arrays(2_000)}}`]) {
        expectError(
          await send(method, url, payload, auth),
          400,
          'The body nests too deeply (64 levels at most)',
        );
      }
    }
    // As deep as a 1 MiB body can nest.
    expectError(
      await send('POST', '/api/v1/admin/login', arrays(500_000)),
      400,
      'The body nests too deeply (64 levels at most)',
    );
    const deepest = await send('POST', '/api/v1/admin/login', `{"username":${arrays(63)}}`);
    expectError(deepest, 400, /^Validation failed: body\.username/);
  });

  it('answers the router’s and the HTTP parser’s refusals in the envelope', async () => {
    expectError(
      await get(`/api/v1/exam/e${'x'.repeat(200)}/questions`),
      414,
      'A part of the path is too long',
    );
    expectError(await get('/api/v1/exam/%E0%A4%A/questions'), 400, /malformed %-escape/);
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const huge = await rawRequest(context.app, '/health', { 'x-padding': 'x'.repeat(20 * 1024) });
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toEqual({
      success: false,
      statusCode: 431,
      data: null,
      message: 'The request headers are too large (16 KB at most)',
    });
  });

  it('refuses a result completed before its exam existed', async () => {
    const admin = await createAdmin(context.app);
    const student = await createStudent(context.app, admin);
    const exam = await createExam(context.app, admin);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/result',
      headers: student.auth,
      payload: {
        exam: exam.exam_id,
        time_taken: 5,
        date_completed: '0049-01-01T00:00:00Z',
        score: 0,
        total_correct: 0,
      },
    });
    expectError(response, 400, 'date_completed is before the exam was created');
  });

  it('logs a failed query by its SQLSTATE, without its statement or values', async () => {
    const before = logged.length;
    expectError(await get('/probe/failing-query'), 500, 'Internal Server Error');
    const lines = logged.slice(before).join('');
    const failure = lines
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; err?: unknown })
      .find((line) => line.msg === 'request failed');
    // The database's message would quote the value it could not read: a data exception gives its code alone.
    expect(failure?.err).toMatchObject({ code: '22P02', message: 'A database query failed: 22P02' });
    expect(lines).not.toContain('secret-hash');
    expect(lines).not.toContain('::int');
  });
});
