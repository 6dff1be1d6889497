import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorHandlerPlugin from '../../src/plugins/app/error-handler.js';
import limitsPlugin from '../../src/plugins/app/limits.js';
import compressPlugin from '../../src/plugins/external/compress.js';
import staticAppPlugin from '../../src/plugins/external/static-app.js';
import { useTestApp } from '../helpers/test-app.js';
import { builtApp } from '../helpers/built-app.js';
import { expectImmutableScript, expectUncachedPage } from '../helpers/static-files.js';

const INDEX_HTML =
  '<!doctype html><title>Abacus</title><script type="module" src="/app/assets/index-1a2b3c.js"></script>';
const APP_SCRIPT = 'console.log("app");';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

/** The plugin alone, with the API's 404 handling, serving the app from a folder `prepare` fills. */
function useStaticApp(prepare: (root: string) => void, { compressed = false } = {}) {
  const context: { app?: FastifyInstance; root?: string } = {};
  beforeAll(async () => {
    context.root = mkdtempSync(join(tmpdir(), 'abacus-app-'));
    prepare(context.root);
    const app = Fastify();
    await app.register(limitsPlugin, { redisUrl: undefined, redisCommandTimeoutMs: 300 });
    await app.register(errorHandlerPlugin);
    if (compressed) await app.register(compressPlugin);
    await app.register(staticAppPlugin, { root: context.root });
    app.get('/api/v1/ping', async () => ({ pong: true }));
    await app.ready();
    context.app = app;
  });
  afterAll(async () => {
    await context.app?.close();
    if (context.root) rmSync(context.root, { recursive: true, force: true });
  });
  return builtApp(context);
}

describe('the classroom app at /app', () => {
  const context = useStaticApp((root) => {
    writeFileSync(join(root, 'index.html'), INDEX_HTML);
    writeFileSync(join(root, 'favicon.svg'), FAVICON);
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'index-1a2b3c.js'), APP_SCRIPT);
  });

  it.each(['/app', '/app/', '/app/exams', '/app/join/aB3dE5fG7hJ9', '/app/exams/e123/take?x=1'])(
    'answers %s with index.html, never cached, for the app to route',
    async (url) => {
      const response = await context.app.inject({ method: 'GET', url });
      expectUncachedPage(response, INDEX_HTML);
    },
  );

  it('serves the hashed assets as immutable', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/app/assets/index-1a2b3c.js' });
    expectImmutableScript(response, APP_SCRIPT);
  });

  it('serves the other files of the build, revalidated on every use', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/app/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with the JSON 404 envelope, not with the index', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/app/assets/index-old.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 404,
      data: null,
      message: 'Route GET /app/assets/index-old.js not found',
    });
  });

  it('leaves every path outside /app to the API and its 404', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/v1/ping' })).json()).toEqual({ pong: true });
    for (const url of ['/application', '/apps/x', '/api/v1/no-such-thing']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        statusCode: 404,
        data: null,
        message: `Route GET ${url} not found`,
      });
    }
  });
});

describe('the classroom app as the build compressed it', () => {
  const script = `console.log(${JSON.stringify('a line of the app '.repeat(200))});`;
  const context = useStaticApp(
    (root) => {
      writeFileSync(join(root, 'index.html'), INDEX_HTML);
      mkdirSync(join(root, 'assets'));
      const file = join(root, 'assets', 'index-1a2b3c.js');
      writeFileSync(file, script);
      writeFileSync(`${file}.br`, brotliCompressSync(script));
      writeFileSync(`${file}.gz`, gzipSync(script));
    },
    { compressed: true },
  );
  const get = (acceptEncoding: string) =>
    context.app.inject({
      method: 'GET',
      url: '/app/assets/index-1a2b3c.js',
      headers: { 'accept-encoding': acceptEncoding },
    });

  it.each([
    { accept: 'gzip, deflate, br', encoding: 'br', unpack: brotliDecompressSync },
    { accept: 'gzip', encoding: 'gzip', unpack: gunzipSync },
  ])(
    'sends its $encoding copy, as it is, to a browser that takes $accept',
    async ({ accept, encoding, unpack }) => {
      const response = await get(accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(unpack(response.rawPayload).toString()).toBe(script);
    },
  );

  it('sends the file itself to a client that takes no compression', async () => {
    const response = await get('identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });
});

describe('the classroom app before it is built', () => {
  const context = useStaticApp(() => undefined);

  it.each(['/app', '/app/exams'])('answers %s with a 404 that says how to build it', async (url) => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, statusCode: 404, data: null });
    expect(response.json().message).toMatch(/classroom app is not built.*npm run build/);
  });
});

describe('the API application', () => {
  const context = useTestApp();

  it('serves the classroom app, and keeps it out of the OpenAPI document', async () => {
    expect(context.app.hasRoute({ method: 'GET', url: '/app/*' })).toBe(true);
    const document = await context.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const documentedPaths = Object.keys(document.json<{ paths: object }>().paths);
    expect(documentedPaths.filter((path) => path.startsWith('/app'))).toEqual([]);
  });
});
