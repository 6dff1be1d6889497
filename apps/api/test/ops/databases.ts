import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { DatabaseConnection } from '../../src/db/database.js';
import { EMBEDDED_DATABASE_DIR, openDatabase } from '../../src/db/open-database.js';
import { openPglite } from '../../src/db/pglite-connection.js';
import {
  createEmptyPostgresDatabase,
  createPostgresTestDatabase,
  dropPostgresDatabase,
  type TestDatabase,
} from '../helpers/test-database.js';
import { withDatabaseName } from '../helpers/test-database-context.js';

/** A new database of the project's driver without any schema (in memory on PGlite). */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const source = inject('testDatabase');
  if (source.driver === 'pglite') {
    const connection = await openPglite({ snapshot: new Uint8Array(readFileSync(source.emptySnapshotFile)) });
    return { connection, url: undefined, drop: () => connection.close() };
  }
  return createPostgresTestDatabase(source.serverUrl);
}

/**
 * A new database of the project's driver that is named by configuration, as the server and the scripts
 * find theirs: the embedded database in a DATA_DIR of its own, or a PostgreSQL database of its own. Empty
 * (not even created, on the embedded driver) unless `migrated`, when it holds the migrated schema.
 */
export interface DatabaseStore {
  /** The variables that point the server or a script at this database. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  open(): Promise<DatabaseConnection>;
  remove(): Promise<void>;
}

export async function createDatabaseStore({ migrated = false } = {}): Promise<DatabaseStore> {
  const source = inject('testDatabase');
  const dataDir = mkdtempSync(join(tmpdir(), 'abacus-ops-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (source.driver === 'pglite') {
    if (migrated) cpSync(source.migratedDataDir, join(dataDir, EMBEDDED_DATABASE_DIR), { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ databaseUrl: undefined, dataDir }),
      remove: async () => removeDataDir(),
    };
  }
  const name = await createEmptyPostgresDatabase(
    source.serverUrl,
    migrated ? source.templateName : undefined,
  );
  const url = withDatabaseName(source.serverUrl, name);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url, dataDir }),
    async remove() {
      await dropPostgresDatabase(source.serverUrl, name);
      removeDataDir();
    },
  };
}

/** Opens `store`, runs `use` and closes it again. */
export async function withOpen<T>(store: DatabaseStore, use: (connection: DatabaseConnection) => Promise<T>) {
  const connection = await store.open();
  try {
    return await use(connection);
  } finally {
    await connection.close();
  }
}
