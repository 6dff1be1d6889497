import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

interface Rows<Row> {
  rows: Row[];
}

/** What both drivers' raw queries (`db.execute`) have in common: the rows. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}

/** The Drizzle handle every repository uses, whichever driver is underneath. */
export type Database = PgDatabase<QueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

/** An open database: the same interface over embedded PGlite and a PostgreSQL server. */
export interface DatabaseConnection {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** A PostgreSQL server's URL, for connections of their own (one that LISTENs); null when embedded. */
  readonly serverUrl: string | null;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Drizzle settings both drivers must share, or queries and migrations would disagree on column names. */
export const DRIZZLE_CASING = 'snake_case';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
