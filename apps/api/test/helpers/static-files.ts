import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** index.html answered in full and never kept by a cache: the next visit finds the newest build. */
export function expectUncachedPage(response: LightMyRequestResponse, html: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toBe(html);
}

/** A hashed script, the same for as long as its name: cached for a year and never asked for again. */
export function expectImmutableScript(response: LightMyRequestResponse, script: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/javascript/);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.body).toBe(script);
}
