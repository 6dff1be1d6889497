import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';

/** Every table's rows and every sequence's position, read independently of the backup module. */
export interface DatabaseContents {
  /** `schema.table` → its rows as PostgreSQL renders them in JSON, sorted. */
  tables: Record<string, string[]>;
  /** `schema.sequence` → its last value (null while unused). */
  sequences: Record<string, string | null>;
}

export async function readContents(db: Database): Promise<DatabaseContents> {
  const { rows: tableNames } = await db.execute<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`);
  const tables: DatabaseContents['tables'] = {};
  for (const { schema, name } of tableNames) {
    const { rows } = await db.execute<{ line: string }>(
      sql`select row_to_json(t)::text as line from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    );
    tables[`${schema}.${name}`] = rows.map((row) => row.line).sort();
  }
  const { rows: sequenceRows } = await db.execute<{ name: string; value: string | null }>(sql`
    select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences
    where schemaname not in ('pg_catalog', 'information_schema')`);
  const sequences = Object.fromEntries(sequenceRows.map((row) => [row.name, row.value]));
  return { tables, sequences };
}
