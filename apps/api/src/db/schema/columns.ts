import { sql } from 'drizzle-orm';
import { bigint, check, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { newPublicId, PUBLIC_ID_PREFIX, type PublicIdKind } from '../../lib/public-id.js';

/** Internal key: never leaves the database layer (clients see `publicId`). */
export const id = () => bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

export const publicId = (table: string, kind: PublicIdKind) =>
  text()
    .notNull()
    .unique(`${table}_public_id_unique`)
    .$defaultFn(() => newPublicId(kind));

/** Postgres regex equivalent of `publicIdPattern(kind)`. */
export const publicIdFormat = (table: string, kind: PublicIdKind, column: AnyPgColumn) =>
  check(
    `${table}_public_id_format`,
    sql`${column} ~ ${sql.raw(`'^${PUBLIC_ID_PREFIX[kind]}[A-Za-z0-9_-]{10,64}$'`)}`,
  );

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
