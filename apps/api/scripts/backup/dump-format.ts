import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../../src/db/database.js';

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

export const FORMAT = 'abacus-dump';
export const FORMAT_VERSION = 1;
export const END_LINE = JSON.stringify({ end: FORMAT });
/** Rows per cursor fetch when dumping and per statement when restoring. */
export const BATCH_ROWS = 500;
/** Where Drizzle records applied migrations (its defaults, which the migrators use). */
export const MIGRATIONS_TABLE = { schema: 'drizzle', name: '__drizzle_migrations' };

export const QualifiedName = z.object({ schema: z.string(), name: z.string() });
export type QualifiedName = z.infer<typeof QualifiedName>;

const DumpHeaderSchema = z.object({
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
export type DumpHeader = z.infer<typeof DumpHeaderSchema>;
export type DumpedTable = DumpHeader['tables'][number];

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

export function parseHeader(line: string): DumpHeader {
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
  const parsed = DumpHeaderSchema.safeParse(raw);
  if (!parsed.success) throw new BackupError('the dump is corrupt: its header is malformed');
  return parsed.data;
}

export function checkMigrations(dumped: string[]): void {
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

/** The driver's own error behind Drizzle's wrapper, whose message would repeat the whole query. */
export function rootCause(error: unknown): Error {
  let current = error instanceof Error ? error : new Error(String(error));
  while (current.cause instanceof Error) current = current.cause;
  return current;
}
