import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, type Database, type DatabaseConnection } from './database.js';

/*
 * Logical backups that read and write the same way over both drivers, so a dump of the embedded database
 * also restores into a PostgreSQL server and back. Rows travel as JSON that PostgreSQL itself produces
 * (row_to_json) and consumes (json_populate_recordset): every value keeps its exact type and precision
 * and never passes through a JavaScript number. The schema is not in the dump, the migrations create it,
 * so a dump restores with the same migrations it was taken at.
 *
 * A dump file is gzip-compressed JSON lines: a header (tables in restore order with their columns and
 * row counts, sequence positions, applied migrations), every table's rows one JSON object a line, and
 * an end marker that tells a complete dump from a truncated one.
 */

const FORMAT = 'abacus-dump';
const FORMAT_VERSION = 1;
const END_LINE = JSON.stringify({ end: FORMAT });
/** Rows per cursor fetch when dumping and per statement when restoring. */
const BATCH_ROWS = 500;
/** Where Drizzle records applied migrations (its defaults, which the migrators use). */
const MIGRATIONS_TABLE = { schema: 'drizzle', name: '__drizzle_migrations' };

const QualifiedName = z.object({ schema: z.string(), name: z.string() });
type QualifiedName = z.infer<typeof QualifiedName>;

const DumpHeader = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  driver: z.enum(['pglite', 'postgres']),
  /** Hashes of the applied migrations, oldest first. */
  migrations: z.array(z.string()),
  /** Ordered so that every referenced row is restored before the rows that reference it. */
  tables: z.array(
    QualifiedName.extend({ columns: z.array(z.string()).min(1), rows: z.number().int().nonnegative() }),
  ),
  /** `lastValue` is a bigint as text, or null while the sequence has never been used. */
  sequences: z.array(
    QualifiedName.extend({
      lastValue: z
        .string()
        .regex(/^-?\d+$/)
        .nullable(),
    }),
  ),
});
type DumpHeader = z.infer<typeof DumpHeader>;
type DumpedTable = DumpHeader['tables'][number];

export interface BackupSummary {
  tables: number;
  rows: number;
}

export interface RestoreOptions {
  /** Replace whatever the database holds instead of refusing to restore into it. */
  force?: boolean;
}

/** A problem the operator can fix (wrong file, wrong version, …): its message is the whole story. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Restoring would overwrite data; {@link RestoreOptions.force} allows it. */
export class DatabaseNotEmptyError extends BackupError {
  override name = 'DatabaseNotEmptyError';
}

/** Writes every table of `connection` to `output` (uncompressed JSON lines) and leaves `output` open. */
export async function dumpDatabase(connection: DatabaseConnection, output: Writable): Promise<BackupSummary> {
  // One snapshot for every table, so the dump is consistent even while the server keeps writing.
  return connection.db.transaction(
    async (tx) => {
      const tables = inDependencyOrder(await listTables(tx));
      if (!tables.some(isMigrationsTable)) {
        throw new BackupError('the database has no Abacus schema (no migrations applied): nothing to dump');
      }
      // Sequences stand outside transactions: read now that the snapshot exists, each one is at least
      // at every id the snapshot holds.
      const sequences = await listSequences(tx);
      const dumped: DumpedTable[] = [];
      for (const { schema, name, columns } of tables) {
        dumped.push({ schema, name, columns, rows: await countRows(tx, { schema, name }) });
      }
      const header: DumpHeader = {
        format: FORMAT,
        version: FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        driver: connection.driver,
        migrations: await appliedMigrations(tx),
        tables: dumped,
        sequences,
      };
      await write(output, `${JSON.stringify(header)}\n`);
      for (const table of dumped) await writeRows(tx, table, output);
      await write(output, `${END_LINE}\n`);
      return { tables: dumped.length, rows: dumped.reduce((sum, table) => sum + table.rows, 0) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Restores a dump read from `input` (uncompressed JSON lines) into `connection`: applies the migrations
 * (which creates the tables in an empty database), then replaces every table's rows and every sequence's
 * position in one transaction, so a failure leaves the data as it was.
 */
export async function restoreDatabase(
  connection: DatabaseConnection,
  input: Readable,
  { force = false }: RestoreOptions = {},
): Promise<BackupSummary> {
  const lines = readLines(input);
  const header = parseHeader(await nextLine(lines));
  checkMigrations(header.migrations);
  if (!force) await refuseIfHoldsData(connection.db);
  await connection.migrate();

  return connection.db.transaction(async (tx) => {
    await checkSameTables(tx, header.tables);
    await tx.execute(sql`truncate ${sql.join(header.tables.map(tableName), sql`, `)} restart identity`);
    for (const table of header.tables) await restoreRows(tx, table, lines);
    if ((await nextLine(lines)) !== END_LINE || !(await lines.next()).done) {
      throw new BackupError('the dump is corrupt: its rows do not end where its header says');
    }
    for (const sequence of header.sequences) await restoreSequence(tx, sequence);
    return { tables: header.tables.length, rows: header.tables.reduce((sum, table) => sum + table.rows, 0) };
  });
}

/** `backups/abacus-2025-01-31T09-05-00Z.jsonl.gz` for a dump taken at `now`. */
export function defaultDumpFile(now = new Date(), directory = 'backups'): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return join(directory, `abacus-${stamp}.jsonl.gz`);
}

/** Dumps into a new gzip-compressed `file`; an existing file is never overwritten. */
export async function dumpToFile(connection: DatabaseConnection, file: string): Promise<BackupSummary> {
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another file name`);
  mkdirSync(dirname(file), { recursive: true });
  // Written under another name until complete, so an interrupted dump never passes for a backup.
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  // A failing file stream also fails the dump's writes; this only keeps the early rejection handled.
  written.catch(() => {});
  try {
    const summary = await dumpDatabase(connection, gzip);
    gzip.end();
    await written;
    renameSync(partial, file);
    return summary;
  } catch (error) {
    gzip.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Restores a gzip-compressed dump written by {@link dumpToFile}. */
export async function restoreFromFile(
  connection: DatabaseConnection,
  file: string,
  options: RestoreOptions = {},
): Promise<BackupSummary> {
  const gunzip = createGunzip();
  const reading = pipeline(createReadStream(file), gunzip);
  // A failing file (a missing one, say) fails the reads through gunzip; this only keeps the rejection handled.
  reading.catch(() => {});
  try {
    return await restoreDatabase(connection, gunzip, options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') {
      throw new BackupError(`${file} is not a complete gzip-compressed dump (${(error as Error).message})`);
    }
    throw error;
  } finally {
    gunzip.destroy();
  }
}

type Queryable = Pick<Database, 'execute'>;

type CatalogTable = QualifiedName & {
  oid: string;
  /** Insertable columns (generated ones are computed again on insert). */
  columns: string[];
  /** Tables this one references, by oid. */
  parents: string[];
};

const isUserSchema = (column: SQL) =>
  sql`${column} not in ('pg_catalog', 'information_schema') and ${column} not like 'pg\\_%'`;

async function listTables(db: Queryable): Promise<CatalogTable[]> {
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

function inDependencyOrder(tables: CatalogTable[]): CatalogTable[] {
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

async function listSequences(db: Queryable): Promise<DumpHeader['sequences']> {
  const { rows } = await db.execute<DumpHeader['sequences'][number]>(sql`
    select schemaname as schema, sequencename as name, last_value::text as "lastValue"
    from pg_sequences where ${isUserSchema(sql`schemaname`)}
    order by schemaname, sequencename`);
  return rows;
}

async function appliedMigrations(db: Queryable): Promise<string[]> {
  const { rows } = await db.execute<{ hash: string }>(
    sql`select hash from ${tableName(MIGRATIONS_TABLE)} order by id`,
  );
  return rows.map((row) => row.hash);
}

async function countRows(db: Queryable, table: QualifiedName): Promise<number> {
  const { rows } = await db.execute<{ count: string }>(
    sql`select count(*)::text as count from ${tableName(table)}`,
  );
  return Number(rows[0]!.count);
}

async function writeRows(tx: Queryable, table: DumpedTable, output: Writable): Promise<void> {
  // A cursor streams the table in batches instead of loading it whole.
  const cursor = sql.identifier('abacus_dump_rows');
  await tx.execute(sql`declare ${cursor} no scroll cursor for
    select row_to_json(r)::text as line from (select ${columnList(table)} from ${tableName(table)}) r`);
  for (;;) {
    const { rows } = await tx.execute<{ line: string }>(
      sql`fetch ${sql.raw(String(BATCH_ROWS))} from ${cursor}`,
    );
    if (rows.length === 0) break;
    await write(output, rows.map((row) => `${row.line}\n`).join(''));
  }
  await tx.execute(sql`close ${cursor}`);
}

/** Resolves once `output` has taken `text`, so a slow file holds the dump back instead of filling memory. */
function write(output: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => output.write(text, (error) => (error ? reject(error) : resolve())));
}

async function* readLines(input: Readable): AsyncGenerator<string, void, undefined> {
  let partial = '';
  for await (const chunk of input.setEncoding('utf8') as AsyncIterable<string>) {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    yield* lines;
  }
  if (partial !== '') yield partial;
}

async function nextLine(lines: AsyncGenerator<string, void, undefined>): Promise<string> {
  const next = await lines.next();
  if (next.done) throw new BackupError('the dump ends early: it is incomplete');
  return next.value;
}

function parseHeader(line: string): DumpHeader {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    raw = undefined;
  }
  const { format, version } = (raw ?? {}) as { format?: unknown; version?: unknown };
  if (format !== FORMAT) throw new BackupError('this is not an Abacus dump');
  if (version !== FORMAT_VERSION) {
    throw new BackupError(
      `dump format ${String(version)} is not supported (this version reads ${FORMAT_VERSION})`,
    );
  }
  const parsed = DumpHeader.safeParse(raw);
  if (!parsed.success) throw new BackupError('the dump is corrupt: its header is malformed');
  return parsed.data;
}

function checkMigrations(dumped: string[]): void {
  const current = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(
    (migration) => migration.hash,
  );
  const startsWith = (list: string[], prefix: string[]) =>
    prefix.every((hash, index) => list[index] === hash);
  if (dumped.length === current.length && startsWith(current, dumped)) return;
  const taken = startsWith(current, dumped)
    ? 'an older version'
    : startsWith(dumped, current)
      ? 'a newer version'
      : 'a different version';
  throw new BackupError(
    `the dump was taken with ${taken} of the API (${dumped.length} migrations; this one has ${current.length}): ` +
      'restore it with the version it was taken with, then upgrade',
  );
}

async function refuseIfHoldsData(db: Queryable): Promise<void> {
  const holdingData: string[] = [];
  for (const table of await listTables(db)) {
    if (isMigrationsTable(table)) continue;
    const { rows } = await db.execute<{ found: boolean }>(
      sql`select exists (select from ${tableName(table)}) as found`,
    );
    if (rows[0]!.found) holdingData.push(display(table));
  }
  if (holdingData.length > 0) {
    throw new DatabaseNotEmptyError(`the database already holds data (in ${holdingData.join(', ')})`);
  }
}

/** The database, once migrated, must have exactly the dump's tables and columns. */
async function checkSameTables(db: Queryable, dumped: DumpedTable[]): Promise<void> {
  const key = (table: QualifiedName) => JSON.stringify([table.schema, table.name]);
  const present = new Map((await listTables(db)).map((table) => [key(table), table]));
  const problems: string[] = [];
  for (const table of dumped) {
    const target = present.get(key(table));
    present.delete(key(table));
    if (!target) problems.push(`${display(table)} is missing`);
    else if (JSON.stringify([...target.columns].sort()) !== JSON.stringify([...table.columns].sort())) {
      problems.push(
        `${display(table)} has columns ${target.columns.join(', ')}; the dump has ${table.columns.join(', ')}`,
      );
    }
  }
  for (const table of present.values()) problems.push(`${display(table)} is not in the dump`);
  if (problems.length > 0) {
    throw new BackupError(`the database's tables differ from the dump's:\n  ${problems.join('\n  ')}`);
  }
}

async function restoreRows(
  tx: Queryable,
  table: DumpedTable,
  lines: AsyncGenerator<string, void, undefined>,
): Promise<void> {
  const columns = columnList(table);
  const insert = async (batch: string[]) => {
    try {
      // Identity values are kept as dumped, so references between tables stay intact.
      await tx.execute(sql`
        insert into ${tableName(table)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${tableName(table)}, ${`[${batch.join(',')}]`}::json)`);
    } catch (error) {
      throw new BackupError(`cannot restore the rows of ${display(table)}: ${rootCause(error).message}`);
    }
  };

  let batch: string[] = [];
  for (let row = 0; row < table.rows; row++) {
    batch.push(await nextLine(lines));
    if (batch.length === BATCH_ROWS) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
}

async function restoreSequence(tx: Queryable, sequence: DumpHeader['sequences'][number]): Promise<void> {
  const { rows } = await tx.execute(sql`
    select setval(format('%I.%I', schemaname, sequencename)::regclass,
      coalesce(${sequence.lastValue}::bigint, start_value), ${sequence.lastValue}::bigint is not null)
    from pg_sequences where schemaname = ${sequence.schema} and sequencename = ${sequence.name}`);
  if (rows.length === 0) throw new BackupError(`sequence ${display(sequence)} of the dump is missing`);
}

const tableName = (table: QualifiedName) =>
  sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;

const columnList = (table: { columns: string[] }) =>
  sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

const isMigrationsTable = (table: QualifiedName) =>
  table.schema === MIGRATIONS_TABLE.schema && table.name === MIGRATIONS_TABLE.name;

const display = (table: QualifiedName) => `${table.schema}.${table.name}`;

/** The driver's own error behind Drizzle's wrapper, whose message would repeat the whole query. */
export function rootCause(error: unknown): Error {
  let current = error instanceof Error ? error : new Error(String(error));
  while (current.cause instanceof Error) current = current.cause;
  return current;
}
