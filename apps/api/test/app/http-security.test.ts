import { describe, expect, it } from 'vitest';
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
