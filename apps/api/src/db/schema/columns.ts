import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { OPTION_LETTERS } from '../../domain/answers.js';
import { newPublicId, publicIdPatternSource, type PublicIdKind } from '../../lib/public-id.js';

/** Internal key: never leaves the database layer (clients see `publicId`). */
export const id = () => bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/**
 * A required key of another table's row, and what removing that row does to this one (the database's
 * default, `no action`, when not said).
 */
export const reference = (target: () => AnyPgColumn, onDelete?: 'cascade' | 'restrict') =>
  bigint({ mode: 'number' })
    .notNull()
    .references(target, onDelete && { onDelete });

export const publicId = (table: string, kind: PublicIdKind) =>
  text()
    .notNull()
    .unique(`${table}_public_id_unique`)
    .$defaultFn(() => newPublicId(kind));

/** The public-id format the request validators check, enforced by the database too. */
export const publicIdFormat = (table: string, kind: PublicIdKind, column: AnyPgColumn) =>
  check(`${table}_public_id_format`, sql`${column} ~ ${sql.raw(`'${publicIdPatternSource(kind)}'`)}`);

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Soft deletion: a row is deleted when `deletedAt` is set. */
export const deletedAt = () => timestamp({ withTimezone: true });

const literal = (value: number | string) =>
  sql.raw(typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

/** `column between min and max`, with the bounds written into the constraint from the contract's constants. */
export const between = (column: AnyPgColumn | SQL, min: number, max: number) =>
  sql`${column} between ${literal(min)} and ${literal(max)}`;

/** A text[] literal of the contract's values, e.g. `array['a', 'b']::text[]`. */
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(values.map(literal), sql`, `)}]::text[]`;

/** A parenthesised list of text literals for `in (…)`. */
export const textList = (values: readonly string[]) => sql`(${sql.join(values.map(literal), sql`, `)})`;

/**
 * The shape of stored answers, one per question: all chosen options (`a`–`d`) or all written numbers (a typed
 * exam's), null where skipped. Numbers are kept as their decimal text so one column holds either kind.
 */
export const answersShape = (answers: AnyPgColumn) =>
  sql`(array_remove(${answers}, null) <@ ${textArray(OPTION_LETTERS)}
    or array_to_string(${answers}, ',') ~ '^-?[0-9]{1,13}(,-?[0-9]{1,13})*$')`;
