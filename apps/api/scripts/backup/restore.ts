import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../../src/db/database.js';
import { columnList, display, isMigrationsTable, listTables, tableName, type Queryable } from './catalog.js';
import {
  BackupError,
  BATCH_ROWS,
  checkMigrations,
  DatabaseNotEmptyError,
  END_LINE,
  parseHeader,
  rootCause,
  type BackupSummary,
  type DumpedTable,
  type DumpHeader,
  type QualifiedName,
  type RestoreOptions,
} from './dump-format.js';

/**
 * Restores a dump read from `input` (uncompressed JSON lines) into `connection`: applies the migrations
 * (which creates the tables in an empty database), then replaces every table's rows and every sequence's
 * position in one transaction, so a failure leaves the data as it was.
 */
async function restoreDatabase(
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
    // The answers' tallies are counted as results and attempts change; rows restored table by table
    // arrive in an order the counting cannot follow (an attempt before its questions), so they are
    // counted afresh from what was restored.
    await tx.execute(sql`select recount_answer_tallies()`);
    return { tables: header.tables.length, rows: header.tables.reduce((sum, table) => sum + table.rows, 0) };
  });
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
