import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where the API serves the app from by default (apps/api/src/plugins/external/static-app.ts). */
export const DIST = join(WEB_ROOT, 'dist');

/** What the build reads: a change to any of them makes dist/ stale. */
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestModification(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestModification(join(path, entry))));
}

/** Builds the app unless apps/web/dist is newer than everything it is built from. */
export function buildAppIfStale(): void {
  const index = join(DIST, 'index.html');
  const sourcesChanged = Math.max(...SOURCES.map((source) => newestModification(join(WEB_ROOT, source))));
  if (existsSync(index) && statSync(index).mtimeMs > sourcesChanged) return;
  console.warn('web (browser): building the classroom app');
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: WEB_ROOT,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
