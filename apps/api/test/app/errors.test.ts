import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { ok } from '../../src/lib/envelope.js';
import { conflict } from '../../src/lib/http-error.js';
import { NOT_FOUND_RATE_LIMIT } from '../../src/plugins/app/error-handler.js';
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
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 404,
      data: null,
      message: 'Route GET /api/v1/no-such-thing not found',
    });
  });

  it('limits how many unknown routes one client may probe', async () => {
    const probe = () =>
      context.app.inject({ method: 'GET', url: '/wp-admin/setup.php', remoteAddress: '192.0.2.44' });
    for (let i = 0; i < NOT_FOUND_RATE_LIMIT.max; i++) expect((await probe()).statusCode).toBe(404);
    const limited = await probe();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, statusCode: 429, data: null });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('answers a known route with the wrong method with 405 and Allow', async () => {
    const response = await context.app.inject({ method: 'DELETE', url: '/health' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expect(response.json()).toEqual({
      success: false,
      statusCode: 405,
      data: null,
      message: 'Method DELETE is not allowed on /health; use GET',
    });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/probe/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'level=3',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 415,
      data: null,
      message: 'Unsupported Media Type: send the body as application/json',
    });
  });

  it('answers a form-encoded body with 415', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/probe/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'level=3',
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"level": 3,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 400,
      data: null,
      message: "Body is not valid JSON but content-type is set to 'application/json'",
    });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, statusCode: 400, data: null });
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

  it('answers a body over 1 MiB with 413', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ level: 1, email: 'a@example.com', tags: ['x'.repeat(1024 * 1024)] }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, statusCode: 413, data: null });
  });

  it('keeps the status and message of an error a service throws', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 409,
      data: null,
      message: 'Username is already taken',
    });
  });

  it('answers an unexpected error with 500 and no internals', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 500,
      data: null,
      message: 'Internal Server Error',
    });
    expect(response.body).not.toMatch(/admins|SELECT|password|stack/i);
  });

  it('answers a response that breaks its own schema with 500', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/probe/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 500,
      data: null,
      message: 'Internal Server Error',
    });
  });
});
