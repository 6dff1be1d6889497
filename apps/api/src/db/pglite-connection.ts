import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { DRIZZLE_CASING, MIGRATIONS_FOLDER, type DatabaseConnection } from './database.js';
import * as schema from './schema/index.js';

/** Where a new embedded database is built before it is moved into place. */
const INITIALISING_SUFFIX = '.initialising-';

/**
 * Embedded PostgreSQL (WASM). `dataDir` keeps the data on disk, for this process alone (see
 * `lockDataDir`); without it the database lives in memory. An existing PGlite instance (e.g. one
 * restored from a snapshot in tests) can be wrapped too.
 */
export async function openPglite(
  source: { dataDir?: string } | { client: PGlite },
): Promise<DatabaseConnection> {
  let client: PGlite;
  let lock: DataDirLock | undefined;
  if ('client' in source) {
    client = source.client;
  } else if (source.dataDir) {
    mkdirSync(dirname(source.dataDir), { recursive: true });
    lock = lockDataDir(source.dataDir);
    try {
      await initialiseOnce(source.dataDir);
      client = await PGlite.create(source.dataDir);
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzle({ client, schema, casing: DRIZZLE_CASING });

  return {
    db,
    driver: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    // One process owns an embedded database (the lock), so migrations need no lock of their own.
    async migrate() {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * A new database is created beside `dataDir` and renamed into place once complete: a first start killed
 * halfway leaves only a scratch directory (removed by the next start), never a `dataDir` that every
 * later start crashes on. Runs under the lock, so no other process is initialising.
 */
async function initialiseOnce(dataDir: string) {
  const parent = dirname(dataDir);
  const scratchPrefix = `${basename(dataDir)}${INITIALISING_SUFFIX}`;
  for (const entry of readdirSync(parent)) {
    if (entry.startsWith(scratchPrefix)) rmSync(join(parent, entry), { recursive: true, force: true });
  }
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) return;
    // Left empty by a version that created the directory first.
    rmSync(dataDir, { recursive: true });
  }
  const scratch = join(parent, `${scratchPrefix}${process.pid}`);
  const fresh = await PGlite.create(scratch);
  await fresh.close();
  renameSync(scratch, dataDir);
}
