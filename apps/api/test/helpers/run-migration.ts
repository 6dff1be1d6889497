import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type DatabaseConnection } from '../../src/db/database.js';

/** Runs one committed migration file as the migrator would: statement by statement. */
export async function runMigration(connection: DatabaseConnection, prefix: string): Promise<void> {
  const file = readdirSync(MIGRATIONS_FOLDER).find(
    (name) => name.startsWith(prefix) && name.endsWith('.sql'),
  )!;
  const statements = readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8').split('--> statement-breakpoint');
  for (const statement of statements) await connection.db.execute(sql.raw(statement));
}

export const rows = async (connection: DatabaseConnection, query: string) =>
  (await connection.db.execute(sql.raw(query))).rows;
