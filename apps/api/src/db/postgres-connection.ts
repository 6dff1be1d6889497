import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DRIZZLE_CASING, MIGRATIONS_FOLDER, type DatabaseConnection } from './database.js';
import * as schema from './schema/index.js';
import { PLAN_EVERY_EXECUTION, StatementReusingClient } from './statement-reusing-client.js';

/** Any fixed number works; it only has to be the same for every process migrating this database. */
const MIGRATION_LOCK_KEY = 7_245_901_113;

export interface PostgresOptions {
  url: string;
  /**
   * Seconds a statement may run, and a connection take to open or a query to answer, before the request
   * fails (and is answered 503) instead of hanging on a database that stopped answering. Unset → no limit
   * (the backup scripts, whose dumps may take long).
   */
  timeout?: number;
  /** Called with errors of idle pooled connections (e.g. the server restarting); the pool recovers by itself. */
  onIdleError?: (error: Error) => void;
}

/** Without a timeout of its own, opening a connection still gives up after this. */
const DEFAULT_CONNECTION_TIMEOUT_MS = 5_000;
/** The server's statement timeout ends a slow query first; the driver's own read timeout a beat later covers a server that answers nothing at all. */
const READ_TIMEOUT_MARGIN_MS = 1_000;
/** An idle connection to a server that vanished (a failover, a dropped NAT entry) is noticed within a minute. */
const KEEP_ALIVE_DELAY_MS = 10_000;

function timeoutsOf(timeout: number | undefined): pg.PoolConfig {
  if (timeout === undefined) return { connectionTimeoutMillis: DEFAULT_CONNECTION_TIMEOUT_MS };
  const ms = timeout * 1000;
  return {
    connectionTimeoutMillis: ms,
    statement_timeout: ms,
    lock_timeout: ms,
    query_timeout: ms + READ_TIMEOUT_MARGIN_MS,
  };
}

export function openPostgres({ url, timeout, onIdleError }: PostgresOptions): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: StatementReusingClient,
    options: `-c plan_cache_mode=${PLAN_EVERY_EXECUTION}`,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    ...timeoutsOf(timeout),
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => onIdleError?.(error));
  const db = drizzle({ client: pool, schema, casing: DRIZZLE_CASING });

  return {
    db,
    driver: 'postgres',
    serverUrl: url,
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      // A session-level advisory lock serialises concurrent starts: the first migrates, the rest wait
      // and then find nothing left to do. Its own connection, free of the request timeouts: a migration
      // of a large table may take minutes.
      const client = new pg.Client({ connectionString: url, keepAlive: true });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(drizzle({ client, casing: DRIZZLE_CASING }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        await client.end();
      }
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
