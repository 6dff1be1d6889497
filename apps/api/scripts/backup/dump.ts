import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../../src/db/database.js';
import {
  appliedMigrations,
  columnList,
  countRows,
  inDependencyOrder,
  isMigrationsTable,
  listSequences,
  listTables,
  tableName,
  type Queryable,
} from './catalog.js';
import {
  BackupError,
  BATCH_ROWS,
  END_LINE,
  FORMAT,
  FORMAT_VERSION,
  type BackupSummary,
  type DumpedTable,
  type DumpHeader,
} from './dump-format.js';

/** Writes every table of `connection` to `output` (uncompressed JSON lines) and leaves `output` open. */
async function dumpDatabase(connection: DatabaseConnection, output: Writable): Promise<BackupSummary> {
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
    // The file stream opens its file in its own time, maybe after a quick failure: only once it has closed
    // can nothing create the file again after it is removed.
    await written.catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  }
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
