import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject, onTestFinished } from 'vitest';
import { EMBEDDED_DATABASE_DIR } from '../../src/db/open-database.js';

/** A new, empty DATA_DIR, removed when the test finishes: a server's first start creates its database. */
export function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'abacus-data-'));
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/**
 * A new DATA_DIR, removed when the test finishes, holding a copy of the migrated embedded database: what
 * a server finds after its first start, without the seconds (and the process of 800 MiB) creating it takes.
 */
export function migratedDataDir(): string {
  const source = inject('testDatabase');
  if (source.driver !== 'pglite') throw new Error('migratedDataDir: the embedded database only');
  const dataDir = freshDataDir();
  cpSync(source.migratedDataDir, join(dataDir, EMBEDDED_DATABASE_DIR), { recursive: true });
  return dataDir;
}
