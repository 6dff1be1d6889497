import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { DRIZZLE_CASING, MIGRATIONS_FOLDER, type DatabaseConnection } from './database.js';
import * as schema from './schema/index.js';

/**
 * Embedded PostgreSQL (WASM). `dataDir` keeps the data on disk; without it the database lives in
 * memory. An existing PGlite instance (e.g. one restored from a snapshot in tests) can be wrapped too.
 */
export async function openPglite(
  source: { dataDir?: string } | { client: PGlite },
): Promise<DatabaseConnection> {
  let client: PGlite;
  if ('client' in source) {
    client = source.client;
  } else {
    if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
    client = await PGlite.create(source.dataDir);
  }
  const db = drizzle({ client, schema, casing: DRIZZLE_CASING });

  return {
    db,
    driver: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    // One process owns an embedded database, so no lock is needed.
    async migrate() {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
