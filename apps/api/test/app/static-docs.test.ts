import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { testConfig } from '../helpers/test-app.js';
import { builtApp } from '../helpers/built-app.js';
import { expectImmutableScript, expectUncachedPage } from '../helpers/static-files.js';

const INDEX_HTML =
  '<!doctype html><title>Docs</title><script type="module" src="/assets/app-1a2b3c.js"></script>';
const APP_SCRIPT = 'console.log("docs");';

/** The real app serving the documentation from `docsRoot`, on a fresh database. */
function useAppWithDocsRoot(prepare: (docsRoot: string) => void) {
  const context: { app?: App; database?: TestDatabase; docsRoot?: string } = {};
  beforeAll(async () => {
    context.docsRoot = mkdtempSync(join(tmpdir(), 'abacus-docs-'));
    prepare(context.docsRoot);
    context.database = await createTestDatabase();
    context.app = await buildApp({
      config: testConfig(),
      database: context.database.connection,
      docsRoot: context.docsRoot,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.drop();
    if (context.docsRoot) rmSync(context.docsRoot, { recursive: true, force: true });
  });
  return builtApp(context);
}

describe('the documentation site at /', () => {
  const context = useAppWithDocsRoot((docsRoot) => {
    writeFileSync(join(docsRoot, 'index.html'), INDEX_HTML);
    mkdirSync(join(docsRoot, 'assets'));
    writeFileSync(join(docsRoot, 'assets', 'app-1a2b3c.js'), APP_SCRIPT);
  });

  it('serves index.html at / without letting caches keep it', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/' });
    expectUncachedPage(response, INDEX_HTML);
  });

  it('serves the hashed assets as immutable', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expectImmutableScript(response, APP_SCRIPT);
    // The same file for everyone, whoever asks: a token sent along does not make it private.
    const withToken = await context.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { authorization: 'Bearer x' },
    });
    expect(withToken.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a content security policy the site works under, over HTTPS or plain HTTP', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/' });
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('leaves the API and the health check to their own routes', async () => {
    const health = await context.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ success: true, data: { status: 'healthy' } });
  });

  it('answers an unknown API path, or a missing file, with the JSON 404 envelope', async () => {
    for (const url of ['/api/v1/no-such-thing', '/assets/missing.js']) {
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

  it('keeps the static routes out of the OpenAPI document', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const documentedPaths = Object.keys(response.json<{ paths: object }>().paths);
    expect(documentedPaths).not.toContain('/');
    expect(documentedPaths).not.toContain('/*');
  });
});

describe('the documentation site before it is built', () => {
  const context = useAppWithDocsRoot(() => undefined);

  it('says how to build it', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, statusCode: 404, data: null });
    expect(response.json().message).toMatch(/documentation site is not built.*npm run build/);
  });

  it('still answers other paths with the usual 404', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Route GET /index.html not found');
  });
});
