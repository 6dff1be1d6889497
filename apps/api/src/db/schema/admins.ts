import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOIN_CODE_PATTERN_SOURCE } from '../../domain/join-code.js';
import { deletedAt, id, publicId, publicIdFormat, timestamps } from './columns.js';

/** Teachers. Each admin is a tenant: their students, exams and results are theirs alone. */
export const admins = pgTable(
  'admins',
  {
    id: id(),
    publicId: publicId('admins', 'admin'),
    fullname: text().notNull(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** Access tokens issued before this are refused. */
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** The class join code students self-register with; null when self-registration is off. */
    joinCode: text(),
    ...timestamps,
    deletedAt: deletedAt(),
  },
  (t) => [
    publicIdFormat('admins', 'admin', t.publicId),
    // Case-insensitive uniqueness among live accounts: a soft-deleted account frees its name.
    uniqueIndex('admins_username_unique')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('admins_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('admins_join_code_unique')
      .on(t.joinCode)
      .where(sql`${t.joinCode} is not null`),
    check('admins_join_code_format', sql`${t.joinCode} ~ ${sql.raw(`'${JOIN_CODE_PATTERN_SOURCE}'`)}`),
    // A closed class has no way in.
    check('admins_closed_no_join_code', sql`${t.deletedAt} is null or ${t.joinCode} is null`),
  ],
);
