import { ilike, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './database.js';
import { isStillReferenced } from './database-errors.js';

/** Case-insensitive "contains": `%` and `_` typed by a user are literal characters, not wildcards. */
export const containsText = (column: AnyColumn, text: string): SQL =>
  ilike(column, `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);

/**
 * pct(a, b) = round(a / b × 100, 2), computed in numeric: PostgreSQL rounds numeric half away from zero and
 * exactly, where a double would turn 14.375 into 14.37.
 */
export const percentage = (part: SQLWrapper, whole: SQLWrapper) =>
  sql<number | null>`round(${part}::numeric * 100 / ${whole}, 2)`;

/** The rows a page skips. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/**
 * How many rows match the query, on all pages: selected beside each row, so a page and its total come
 * from one statement and one snapshot (a second query could see another state of the data).
 */
export const totalRows = () => sql<number>`(count(*) over ())::int`;

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/**
 * Splits the `total` off rows selected with {@link totalRows}. A page past the end has no row to carry
 * the total, so only then is it counted on its own.
 */
export async function pageOf<Row extends { total: number }>(
  rows: Row[],
  countAll: () => Promise<number>,
): Promise<Page<Omit<Row, 'total'>>> {
  if (rows.length === 0) return { rows: [], total: await countAll() };
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
}

/**
 * Removes a row for good unless other rows still reference it — as the database says at that moment, so a
 * reference arriving meanwhile counts too —, in which case `keep` marks it deleted instead. The removal
 * runs in a savepoint: a refused delete leaves a surrounding transaction usable.
 */
export async function deleteOrKeep(
  db: Database,
  remove: (tx: Database) => Promise<unknown>,
  keep: () => Promise<unknown>,
): Promise<{ permanently: boolean }> {
  try {
    await db.transaction(remove);
    return { permanently: true };
  } catch (error) {
    if (!isStillReferenced(error)) throw error;
  }
  await keep();
  return { permanently: false };
}

/** An instant exactly as `Date.prototype.toISOString()` writes it, like every date in the API. */
export const isoTimestamp = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The new value of a `password_changed_at` column when the password changes: now, to the millisecond (as
 * tokens carry it), and always later than before, so that two changes within a millisecond still differ.
 */
export const nextPasswordChangedAt = (column: AnyColumn): SQL<Date> =>
  sql`greatest(date_trunc('milliseconds', now()), ${column} + interval '1 millisecond')`;
