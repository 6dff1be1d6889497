import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminBody, createAdmin, createStudent } from '../helpers/accounts.js';
import { examBody } from '../helpers/exams.js';
import { useTestApp } from '../helpers/test-app.js';

interface Header {
  required?: boolean;
}

interface Document {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { headers?: Record<string, { $ref: string }> }> }>
  >;
  components: { headers: Record<string, Header> };
}

/**
 * The headers the server answers with, against what the document says of each response: every header it
 * names as required is there, and every one of the kinds it documents that is there is named for that
 * response. The limits are one request each, so that every kind of limit answers 429.
 */
describe('the response headers of the OpenAPI document', () => {
  const context = useTestApp({
    env: {
      LOGIN_RATE_LIMIT_MAX: '1',
      REGISTRATION_RATE_LIMIT_MAX: '1',
      EXAM_CREATION_RATE_LIMIT_MAX: '1',
      PROFILE_CONFLICT_RATE_LIMIT_MAX: '1',
    },
  });

  it('are the headers the server sends: the request id, Retry-After, the challenge, the counters, the file name', async () => {
    const { app } = context;
    const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<Document>();
    const documentedKinds = Object.keys(document.components.headers);

    /** Sends the request as the operation at `path` and checks its answer's headers against the document. */
    const answers: string[] = [];
    async function send(path: string, request: InjectOptions & { method: string; url: string }) {
      const response: LightMyRequestResponse = await app.inject(request);
      const status = String(response.statusCode);
      const documented = document.paths[path]?.[request.method.toLowerCase()]?.responses[status];
      const where = `${request.method} ${path} ${status}`;
      expect(documented, where).toBeDefined();
      const named = Object.entries(documented?.headers ?? {}).map(([name, reference]) => ({
        name,
        required: document.components.headers[reference.$ref.split('/').at(-1)!]?.required === true,
      }));
      for (const { name, required } of named) {
        if (required) expect(response.headers[name.toLowerCase()], `${where}: ${name}`).toBeDefined();
      }
      const sent = documentedKinds.filter((kind) => response.headers[kind.toLowerCase()] !== undefined);
      expect(
        sent.filter((kind) => !named.some(({ name }) => name === kind)),
        where,
      ).toEqual([]);
      answers.push(`${where} ${sent.join(' ')}`);
      return response;
    }

    const admin = await createAdmin(app);
    await createStudent(app, admin);
    const other = await createAdmin(app);
    const login = { username: admin.username, password: 'not-the-password' };
    for (let attempt = 0; attempt < 2; attempt++) {
      await send('/api/v1/admin/login', { method: 'POST', url: '/api/v1/admin/login', payload: login });
    }
    for (let registration = 0; registration < 2; registration++) {
      await send('/api/v1/admin/register', {
        method: 'POST',
        url: '/api/v1/admin/register',
        payload: adminBody(),
      });
    }
    await send('/api/v1/student/me', { method: 'GET', url: '/api/v1/student/me' });
    const exam = await send('/api/v1/exam', {
      method: 'POST',
      url: '/api/v1/exam',
      headers: admin.auth,
      payload: examBody(),
    });
    await send('/api/v1/exam', {
      method: 'POST',
      url: '/api/v1/exam',
      headers: admin.auth,
      payload: examBody(),
    });
    const examId = exam.json().data.exam.exam_id as string;
    await send('/api/v1/exam/{examId}/worksheet', {
      method: 'GET',
      url: `/api/v1/exam/${examId}/worksheet?format=pdf`,
      headers: admin.auth,
    });
    for (let conflict = 0; conflict < 2; conflict++) {
      await send('/api/v1/admin', {
        method: 'PATCH',
        url: '/api/v1/admin',
        headers: admin.auth,
        payload: { username: other.username },
      });
    }

    expect(answers).toEqual([
      'POST /api/v1/admin/login 401 X-Request-Id WWW-Authenticate',
      'POST /api/v1/admin/login 429 X-Request-Id Retry-After',
      'POST /api/v1/admin/register 201 X-Request-Id X-RateLimit-Limit X-RateLimit-Remaining X-RateLimit-Reset',
      'POST /api/v1/admin/register 429 X-Request-Id Retry-After X-RateLimit-Limit X-RateLimit-Remaining X-RateLimit-Reset',
      'GET /api/v1/student/me 401 X-Request-Id WWW-Authenticate',
      'POST /api/v1/exam 201 X-Request-Id',
      'POST /api/v1/exam 429 X-Request-Id Retry-After',
      'GET /api/v1/exam/{examId}/worksheet 200 X-Request-Id Content-Disposition',
      'PATCH /api/v1/admin 409 X-Request-Id',
      'PATCH /api/v1/admin 429 X-Request-Id Retry-After',
    ]);
  });
});
