import { join } from 'node:path';
import type { DatabaseConnection } from './database.js';
import { openPglite } from './pglite-connection.js';
import { openPostgres } from './postgres-connection.js';

export interface OpenDatabaseOptions {
  /** A `postgres://` URL; unset → the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seconds before a PostgreSQL query or connection gives up; unset → never (see `openPostgres`). */
  timeout?: number;
  onIdleError?: (error: Error) => void;
}

export const EMBEDDED_DATABASE_DIR = 'pglite';

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    return openPostgres({
      url: options.databaseUrl,
      ...(options.timeout !== undefined && { timeout: options.timeout }),
      ...(options.onIdleError && { onIdleError: options.onIdleError }),
    });
  }
  return openPglite({
    dataDir: join(options.dataDir, EMBEDDED_DATABASE_DIR),
    ...(options.onIdleError && { onIdleError: options.onIdleError }),
  });
}
