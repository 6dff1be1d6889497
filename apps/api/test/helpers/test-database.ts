import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
  if (source.driver === 'pglite') {
    const connection = await openPglite({ snapshot: new Uint8Array(readFileSync(source.snapshotFile)) });
    return { connection, url: undefined, drop: () => connection.close() };
  }

  return createPostgresTestDatabase(source.serverUrl, source.templateName);
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
