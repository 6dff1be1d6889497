import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';

const OPENAPI = '/api/v1/openapi.json';

describe('compression on a slow line', () => {
  const context = useTestApp();
  const get = (url: string, acceptEncoding?: string) =>
    context.app.inject({
      method: 'GET',
      url,
      ...(acceptEncoding !== undefined && { headers: { 'accept-encoding': acceptEncoding } }),
    });

  it('sends the OpenAPI document brotli-compressed to a browser, gzip to a client that takes only gzip', async () => {
    const plain = await get(OPENAPI);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const brotli = await get(OPENAPI, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

    const gzip = await get(OPENAPI, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves a response under 1 KiB as it is, and one for a client that takes no encoding it knows', async () => {
    const small = await get('/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();

    const unknown = await get(OPENAPI, 'compress');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(unknown.json()).toMatchObject({ openapi: expect.any(String) });
  });

  it('does not unpack a compressed request body: the bytes are read as the JSON they are not', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'teacher', password: 'correct-horse-42' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not valid JSON/);
  });
});
