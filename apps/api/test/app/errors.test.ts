import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { ok } from '../../src/lib/envelope.js';
import { conflict } from '../../src/lib/http-error.js';
import { NOT_FOUND_RATE_LIMIT } from '../../src/plugins/app/error-handler.js';
import { expectError } from '../helpers/envelope.js';
import { useTestApp } from '../helpers/test-app.js';

/** Routes that exist only in this test, to drive the error handler through each path. */
function addProbeRoutes(app: App) {
  app.post(
    '/probe/echo',
    {
      schema: {
        body: z.object({
          level: z.int().min(1).max(10),
          email: z.email(),
          tags: z.array(z.string()).optional(),
        }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      },
    },
    async (request) => ok(request.body),
  );
  app.get('/probe/conflict', async () => {
    throw conflict('Username is already taken');
  });
  app.get('/probe/crash', async () => {
    throw new Error('relation "admins" does not exist at SELECT password_hash FROM admins');
  });
  app.get(
    '/probe/bad-response',
    { schema: { response: { 200: z.object({ count: z.number() }) } } },
    async () => {
      return { count: 'many' } as unknown as { count: number };
    },
  );
}

describe('the response envelope for errors', () => {
  const context = useTestApp({ extend: addProbeRoutes });

  it('answers an unknown route with 404', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/no-such-thing?x=1' });
    expectError(response, 404, 'Route GET /api/v1/no-such-thing not found');
  });

  it('limits how many unknown routes one client may probe', async () => {
    const probe = () =>
      context.app.inject({ method: 'GET', url: '/wp-admin/setup.php', remoteAddress: '192.0.2.44' });
    for (let i = 0; i < NOT_FOUND_RATE_LIMIT.max; i++) expect((await probe()).statusCode).toBe(404);
    const limited = await probe();
    expectError(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('answers a known route with the wrong method with 405 and Allow', async () => {
    const response = await context.app.inject({ method: 'DELETE', url: '/health' });
    expectError(response, 405, 'Method DELETE is not allowed on /health; use GET');
    expect(response.headers.allow).toBe('GET');
  });

  const badBodies: [string, string | undefined, string, number, string | undefined][] = [
    ['plain text', 'text/plain', 'level=3', 415, 'Unsupported Media Type: send the body as application/json'],
    ['a form', 'application/x-www-form-urlencoded', 'level=3', 415, undefined],
    [
      'malformed JSON',
      'application/json',
      '{"level": 3,',
      400,
      "Body is not valid JSON but content-type is set to 'application/json'",
    ],
    ['an empty JSON body', 'application/json', '', 400, undefined],
    [
      'a body over 1 MiB',
      'application/json',
      JSON.stringify({ level: 1, email: 'a@example.com', tags: ['x'.repeat(1024 * 1024)] }),
      413,
      undefined,
    ],
  ];
  it.each(badBodies)('answers %s with its status', async (_name, contentType, payload, status, message) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/probe/echo',
      headers: contentType ? { 'content-type': contentType } : {},
      payload,
    });
    expectError(response, status, message);
  });

  it('names every invalid field of a body with 400', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/probe/echo',
      payload: { level: 11, email: 'not-an-email', tags: ['ok', 7] },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, statusCode: 400, data: null });
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual([
      'body.level',
      'body.email',
      'body.tags.1',
    ]);
    for (const error of body.errors) expect(error.message).toEqual(expect.any(String));
    expect(body.message).toMatch(/^Validation failed: body\.level: .+; body\.email: .+; body\.tags\.1: .+$/);
  });

  it('summarises a long list of invalid fields', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/probe/echo',
      payload: { level: 'x', email: 5, tags: [1, 2, 3] },
    });
    const body = response.json();
    expect(body.errors).toHaveLength(5);
    expect(body.message).toMatch(/\(and 2 more\)$/);
  });

  it('names a required body that is missing', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/probe/echo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'body', message: expect.any(String) }]);
  });

  it('names invalid query parameters as query.<name>', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/probe/echo?page=0',
      payload: { level: 1, email: 'a@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'query.page', message: expect.any(String) }]);
  });

  it('passes a valid body through', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/probe/echo',
      payload: { level: 3, email: 'a@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      statusCode: 200,
      data: { level: 3, email: 'a@example.com' },
    });
  });

  it('keeps the status and message of an error a service throws', async () => {
    expectError(
      await context.app.inject({ method: 'GET', url: '/probe/conflict' }),
      409,
      'Username is already taken',
    );
  });

  it('answers an unexpected error with 500 and no internals', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/probe/crash' });
    expectError(response, 500, 'Internal Server Error');
    expect(response.body).not.toMatch(/admins|SELECT|password|stack/i);
  });

  it('answers a response that breaks its own schema with 500', async () => {
    expectError(
      await context.app.inject({ method: 'GET', url: '/probe/bad-response' }),
      500,
      'Internal Server Error',
    );
  });
});
