import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A React app that its browser tests build with Vite and the API serves from its dist/. */
export interface ViteApp {
  /** What the app is called in the line a build prints. */
  name: string;
  /** The folder of its vite.config.ts. */
  root: string;
  /** Where the build writes it, and the API serves it from. */
  dist: string;
  /** What the build reads, relative to `root`: a change to any of them makes dist/ stale. */
  inputs: readonly string[];
}

/** The app whose vite.config.ts is in `root` (a folder's file: URL). */
export function viteApp(name: string, root: URL, inputs: readonly string[]): ViteApp {
  const rootPath = fileURLToPath(root);
  return { name, root: rootPath, dist: join(rootPath, 'dist'), inputs };
}

function newestModification(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestModification(join(path, entry))));
}

/** Builds the app unless its dist/ is newer than everything it is built from. */
export function buildIfStale(app: ViteApp): void {
  const index = join(app.dist, 'index.html');
  const inputsChanged = Math.max(
    ...app.inputs
      .map((input) => join(app.root, input))
      .filter((input) => existsSync(input))
      .map(newestModification),
  );
  if (existsSync(index) && statSync(index).mtimeMs > inputsChanged) return;
  console.warn(`Building ${app.name} for its browser tests`);
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: app.root,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
