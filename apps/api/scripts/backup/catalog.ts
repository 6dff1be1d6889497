import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { BackupError, MIGRATIONS_TABLE, type DumpHeader, type QualifiedName } from './dump-format.js';

/** Reading the database's own catalog: which tables, columns, sequences and migrations it has. */

export type Queryable = Pick<Database, 'execute'>;

type CatalogTable = QualifiedName & {
  oid: string;
  /** Insertable columns (generated ones are computed again on insert). */
  columns: string[];
  /** Tables this one references, by oid. */
  parents: string[];
};

const isUserSchema = (column: SQL) =>
  sql`${column} not in ('pg_catalog', 'information_schema') and ${column} not like 'pg\\_%'`;

export async function listTables(db: Queryable): Promise<CatalogTable[]> {
  const { rows } = await db.execute<CatalogTable>(sql`
    select n.nspname as schema, c.relname as name, c.oid::text as oid,
      array(select a.attname::text from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum) as columns,
      array(select distinct f.confrelid::text from pg_constraint f
        where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as parents
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and ${isUserSchema(sql`n.nspname`)}
    order by n.nspname, c.relname`);
  return rows;
}

export function inDependencyOrder(tables: CatalogTable[]): CatalogTable[] {
  const ordered: CatalogTable[] = [];
  const placed = new Set<string>();
  let pending = tables;
  while (pending.length > 0) {
    const ready = pending.filter((table) => table.parents.every((parent) => placed.has(parent)));
    if (ready.length === 0) {
      throw new BackupError(
        `cannot order tables that reference each other: ${pending.map(display).join(', ')}`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.oid);
    }
    pending = pending.filter((table) => !placed.has(table.oid));
  }
  return ordered;
}

export async function listSequences(db: Queryable): Promise<DumpHeader['sequences']> {
  const { rows } = await db.execute<DumpHeader['sequences'][number]>(sql`
    select schemaname as schema, sequencename as name, last_value::text as "lastValue"
    from pg_sequences where ${isUserSchema(sql`schemaname`)}
    order by schemaname, sequencename`);
  return rows;
}

export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const { rows } = await db.execute<{ hash: string }>(
    sql`select hash from ${tableName(MIGRATIONS_TABLE)} order by id`,
  );
  return rows.map((row) => row.hash);
}

export async function countRows(db: Queryable, table: QualifiedName): Promise<number> {
  const { rows } = await db.execute<{ count: string }>(
    sql`select count(*)::text as count from ${tableName(table)}`,
  );
  return Number(rows[0]!.count);
}

export const tableName = (table: QualifiedName) =>
  sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;

export const columnList = (table: { columns: string[] }) =>
  sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

export const isMigrationsTable = (table: QualifiedName) =>
  table.schema === MIGRATIONS_TABLE.schema && table.name === MIGRATIONS_TABLE.name;

export const display = (table: QualifiedName) => `${table.schema}.${table.name}`;
