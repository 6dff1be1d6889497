// @driver-neutral: the migration files are checked against the schema once
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { DRIZZLE_CASING, MIGRATIONS_FOLDER } from '../../src/db/database.js';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// The package exports no path to its CLI, so find it next to the package's entry.
const DRIZZLE_KIT = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

describe('the committed migrations', () => {
  // The check reads files only, so one database project running it is enough.
  it.runIf(inject('testDatabase').driver === 'pglite')(
    'describe the whole schema (`npm run db:generate` after a change)',
    async () => {
      // drizzle-kit only accepts an output folder relative to the working directory.
      const scratch = mkdtempSync(`${API_ROOT}/.migrations-check-`);
      onTestFinished(() => rmSync(scratch, { recursive: true, force: true }));
      cpSync(MIGRATIONS_FOLDER, scratch, { recursive: true });
      const before = readdirSync(scratch).sort();

      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          // The schema imports workspace packages, read from their sources as `npm run db:generate` does.
          '--conditions=source',
          DRIZZLE_KIT,
          'generate',
          '--dialect=postgresql',
          '--schema=src/db/schema/index.ts',
          `--out=${relative(API_ROOT, scratch)}`,
          `--casing=${DRIZZLE_CASING}`,
        ],
        { cwd: API_ROOT },
      );

      expect(stdout).toContain('No schema changes');
      expect(readdirSync(scratch).sort()).toEqual(before);
    },
  );
});
