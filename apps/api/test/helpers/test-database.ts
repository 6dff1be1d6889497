import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConnection } from '../../src/db/database.js';
import { openPglite } from '../../src/db/pglite-connection.js';
import { openPostgres } from '../../src/db/postgres-connection.js';
import { TEST_DATABASE_PREFIX, withDatabaseName } from './test-database-context.js';

/** PostgreSQL refuses to copy a template another session is using at that instant; that passes quickly. */
const TEMPLATE_BUSY = '55006';
const CREATE_ATTEMPTS = 20;

export interface TestDatabase {
  connection: DatabaseConnection;
  /** The URL of this test's own PostgreSQL database; undefined on PGlite. */
  url: string | undefined;
  /** Closes the connection (if still open) and removes the database. */
  drop(): Promise<void>;
}

/** A fresh, migrated database of the project's driver (in-memory PGlite, or a new PostgreSQL database). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject('testDatabase');
  if (source.driver === 'pglite') return takeEmbeddedDatabase(source.snapshotFile);
  return createPostgresTestDatabase(source.serverUrl, source.templateName);
}

/**
 * Embedded databases this worker's test files have finished with, emptied for the next: opening a copy of
 * the migrated snapshot costs about a second, emptying one a few dozen milliseconds. Files of a project
 * that shares its worker's modules (`isolate: false`) take them in turn.
 */
const emptiedDatabases: DatabaseConnection[] = [];

/** The schema as migrations left it, to tell a database a test changed (a trigger added) from one it only filled. */
let migratedSchema: string | undefined;

async function takeEmbeddedDatabase(snapshotFile: string): Promise<TestDatabase> {
  const connection =
    emptiedDatabases.pop() ?? (await openPglite({ snapshot: new Uint8Array(readFileSync(snapshotFile)) }));
  migratedSchema ??= await schemaOf(connection);
  // Closing (the app does when it closes, a test may before) only marks it closed: it stays open for the
  // next file, unless this one changed its schema.
  let closed = false;
  let dropped = false;
  return {
    connection: {
      get db() {
        return connection.db;
      },
      driver: connection.driver,
      serverUrl: connection.serverUrl,
      async ping() {
        if (closed) throw new Error('The test database is closed');
        await connection.ping();
      },
      migrate: () => connection.migrate(),
      async close() {
        closed = true;
      },
    },
    url: undefined,
    async drop() {
      if (dropped) return;
      dropped = true;
      if ((await schemaOf(connection)) !== migratedSchema) return connection.close();
      await emptyTables(connection);
      emptiedDatabases.push(connection);
    },
  };
}

/** Every table, column, index, constraint, trigger and function of the public schema, as one text. */
async function schemaOf({ db }: DatabaseConnection): Promise<string> {
  const { rows } = await db.execute<{ schema: string }>(sql`
    select string_agg(item, ',' order by item) as schema from (
      select relkind::text || ':' || relname as item from pg_class
        where relnamespace = 'public'::regnamespace
      union all select 'column:' || attrelid::regclass || '.' || attname || ':' || atttypid::regtype
        from pg_attribute
        where attrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)
          and attnum > 0 and not attisdropped
      union all select 'constraint:' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint
        where connamespace = 'public'::regnamespace
      union all select 'trigger:' || tgname || ':' || tgenabled::text from pg_trigger where not tgisinternal
      union all select 'function:' || md5(pg_get_functiondef(oid)) from pg_proc
        where pronamespace = 'public'::regnamespace
    ) as items`);
  return rows[0]!.schema;
}

/** Leaves every table as migrations left it: empty (no migration inserts rows), identities from 1. */
async function emptyTables({ db }: DatabaseConnection): Promise<void> {
  const { rows } = await db.execute<{ tables: string }>(sql`
    select string_agg(quote_ident(tablename), ', ') as tables from pg_tables where schemaname = 'public'`);
  await db.execute(sql.raw(`truncate ${rows[0]!.tables} restart identity cascade`));
}

/** A new PostgreSQL database on the test server: a copy of `template`, or empty when it is omitted. */
export async function createPostgresTestDatabase(
  serverUrl: string,
  template?: string,
): Promise<TestDatabase> {
  const name = await createEmptyPostgresDatabase(serverUrl, template);
  const url = withDatabaseName(serverUrl, name);
  const connection = openPostgres({ url });
  return {
    connection,
    url,
    async drop() {
      await connection.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}

/** A new database copied from `template` (or empty when `template` is omitted). */
export async function createEmptyPostgresDatabase(serverUrl: string, template?: string): Promise<string> {
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(8).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
        return name;
      } catch (error) {
        if ((error as { code?: string }).code !== TEMPLATE_BUSY || attempt === CREATE_ATTEMPTS) throw error;
      }
    }
  } finally {
    await client.end();
  }
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
