import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DRIZZLE_CASING, MIGRATIONS_FOLDER, type DatabaseConnection } from './database.js';
import * as schema from './schema/index.js';

/** Any fixed number works; it only has to be the same for every process migrating this database. */
const MIGRATION_LOCK_KEY = 7_245_901_113;

export interface PostgresOptions {
  url: string;
  /** Called with errors of idle pooled connections (e.g. the server restarting); the pool recovers by itself. */
  onIdleError?: (error: Error) => void;
}

export function openPostgres({ url, onIdleError }: PostgresOptions): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => onIdleError?.(error));
  const db = drizzle({ client: pool, schema, casing: DRIZZLE_CASING });

  return {
    db,
    driver: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      // A session-level advisory lock serialises concurrent starts: the first migrates, the rest wait
      // and then find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(drizzle({ client, casing: DRIZZLE_CASING }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
