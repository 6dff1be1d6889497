import type { InjectOptions } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { adminBody, createAdmin, PASSWORD } from '../helpers/accounts.js';
import { expectError } from '../helpers/envelope.js';
import { useTestApp } from '../helpers/test-app.js';

describe('security headers', () => {
  const context = useTestApp();

  it('sends helmet’s headers on every response', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('caching', () => {
  const context = useTestApp();
  const cacheControlOf = async (request: InjectOptions) =>
    (await context.app.inject(request)).headers['cache-control'];

  it('forbids storing any response of the API: tokens, accounts, results, errors', async () => {
    const body = adminBody();
    const registered = await context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/register',
      payload: body,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.headers['cache-control']).toBe('no-store');
    const signedIn = await context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { username: body.username, password: PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const { token, refreshToken } = signedIn.json().data as { token: string; refreshToken: string };
    const refreshed = await context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/token',
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const auth = { authorization: `Bearer ${token}` };
    for (const url of ['/api/v1/admin/me', '/api/v1/exam', '/api/v1/result', '/api/v1/analytics/levels']) {
      expect(await cacheControlOf({ method: 'GET', url, headers: auth }), url).toBe('no-store');
    }
    expect(await cacheControlOf({ method: 'GET', url: '/api/v1/admin/me' }), '401').toBe('no-store');
    expect(await cacheControlOf({ method: 'GET', url: '/health', headers: auth })).toBe('no-store');
  });

  it('leaves what is the same for everyone to its own caching', async () => {
    expect(await cacheControlOf({ method: 'GET', url: '/health' })).toBeUndefined();
    expect(await cacheControlOf({ method: 'GET', url: '/api/v1/openapi.json' })).toBe('no-cache');
    const admin = await createAdmin(context.app);
    expect(await cacheControlOf({ method: 'GET', url: '/api/v1/openapi.json', headers: admin.auth })).toBe(
      'no-cache',
    );
  });
});

describe('CORS without a whitelist', () => {
  const context = useTestApp();

  it('lets any origin call the API', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://anywhere.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers an OPTIONS that is not a preflight in the envelope, saying which methods the path takes', async () => {
    for (const headers of [{}, { origin: 'https://anywhere.example' }]) {
      const known = await context.app.inject({ method: 'OPTIONS', url: '/api/v1/exam', headers });
      expectError(known, 405, 'Method OPTIONS is not allowed on /api/v1/exam; use GET, POST');
      expect(known.headers['content-type']).toMatch(/^application\/json/);
      expect(known.headers.allow).toBe('GET, POST');
      const unknown = await context.app.inject({ method: 'OPTIONS', url: '/api/v1/nowhere', headers });
      expectError(unknown, 404, 'Route OPTIONS /api/v1/nowhere not found');
    }
  });
});

describe('CORS with a whitelist', () => {
  const context = useTestApp({
    env: { CORS_WHITELIST: ' https://school.example , http://localhost:5173 ' },
  });

  it('answers listed origins, whitespace around them ignored', async () => {
    for (const origin of ['https://school.example', 'http://localhost:5173']) {
      const response = await context.app.inject({ method: 'GET', url: '/health', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers.vary).toContain('Origin');
    }
  });

  it('gives other origins no CORS headers', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from a listed origin', async () => {
    const response = await context.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/openapi.json',
      headers: {
        origin: 'https://school.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://school.example');
    expect(response.headers['access-control-allow-methods']).toContain('PATCH');
    expect(response.headers['access-control-allow-headers']).toContain('Authorization');
  });

  it('lets a listed origin autosave answers: the preflight of a PUT allows PUT', async () => {
    const response = await context.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/attempt/a0123456789/answers',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(response.headers['access-control-allow-methods']).split(', ')).toContain('PUT');
  });
});
