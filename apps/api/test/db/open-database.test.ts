// @driver-sensitive: opening each driver, and more queries at once than a connection serves
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { EMBEDDED_DATABASE_DIR, openDatabase } from '../../src/db/open-database.js';
import { migratedDataDir } from '../helpers/data-dirs.js';
import { withDatabaseName } from '../helpers/test-database-context.js';
import { sql } from 'drizzle-orm';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  dropPostgresDatabase,
} from '../helpers/test-database.js';

describe('openDatabase', () => {
  const source = inject('testDatabase');
  // Creating one on a first start is the process tests' (server, data-dir-lock): here, one already there.
  it.runIf(source.driver === 'pglite')(
    'opens the embedded database in DATA_DIR when no DATABASE_URL is set',
    async () => {
      const dataDir = migratedDataDir();

      const database = await openDatabase({ databaseUrl: undefined, dataDir });
      onTestFinished(() => database.close());

      expect(database.driver).toBe('pglite');
      await database.ping();
      expect(existsSync(join(dataDir, EMBEDDED_DATABASE_DIR, 'PG_VERSION'))).toBe(true);
    },
  );

  it.runIf(source.driver === 'postgres')('connects to the PostgreSQL server of DATABASE_URL', async () => {
    if (source.driver !== 'postgres') return;
    const name = await createEmptyPostgresDatabase(source.serverUrl);
    const errors: Error[] = [];
    const database = await openDatabase({
      databaseUrl: withDatabaseName(source.serverUrl, name),
      dataDir: '/nonexistent',
      onIdleError: (error) => errors.push(error),
    });
    onTestFinished(async () => {
      await database.close();
      await dropPostgresDatabase(source.serverUrl, name);
    });

    expect(database.driver).toBe('postgres');
    await database.ping();
    expect(errors).toEqual([]);
  });

  it('plans every execution of a reused statement anew, on every connection', async () => {
    const database = await createTestDatabase();
    onTestFinished(() => database.drop());
    const { db } = database.connection;

    // More at once than one connection serves, and more times than PostgreSQL's five custom plans.
    const settings = await Promise.all(
      Array.from({ length: 24 }, (_, round) =>
        db.execute<{ mode: string }>(sql`select current_setting('plan_cache_mode') as mode, ${round}::int`),
      ),
    );

    expect(new Set(settings.map(({ rows }) => rows[0]!.mode))).toEqual(new Set(['force_custom_plan']));
  });
});
