import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { CLASSROOM_APP } from './support/classroom-app';

/** What a phone downloads before the first screen can start, gzip'd. */
const INITIAL_JAVASCRIPT_BUDGET = 200 * 1024;

/** The scripts /app/index.html loads before anything else: its entry and the chunks it preloads. */
function initialScripts(): string[] {
  const html = readFileSync(join(CLASSROOM_APP.dist, 'index.html'), 'utf8');
  const references = [
    ...html.matchAll(/<script[^>]+src="\/app\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/app\/([^"]+\.js)"/g),
  ];
  return references.map((match) => match[1] ?? '');
}

it('keeps the JavaScript of /app/ within 200 KB gzip', () => {
  const scripts = initialScripts();
  expect(scripts.length).toBeGreaterThan(0);
  const sizes = scripts.map(
    (file) => gzipSync(readFileSync(join(CLASSROOM_APP.dist, file)), { level: 9 }).length,
  );
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.warn(
    `web: initial JavaScript of /app/ is ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`,
  );
  expect(total).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET);
});
