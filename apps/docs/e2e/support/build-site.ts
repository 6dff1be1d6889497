import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DOCS_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = join(DOCS_ROOT, 'dist');

/** What the build reads: a change to any of them makes dist/ stale. */
const SOURCES = [
  'src',
  'build',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'project-figures.json',
  '../../package.json',
  '../api/openapi.json',
];

function newestModification(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestModification(join(path, entry))));
}

/** Builds the site unless apps/docs/dist is newer than everything it is built from. */
export function buildSiteIfStale(): void {
  const index = join(DIST, 'index.html');
  const sourcesChanged = Math.max(
    ...SOURCES.map((source) => join(DOCS_ROOT, source))
      .filter((source) => existsSync(source))
      .map(newestModification),
  );
  if (existsSync(index) && statSync(index).mtimeMs > sourcesChanged) return;
  console.warn('docs (browser): building the documentation site');
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: DOCS_ROOT,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
