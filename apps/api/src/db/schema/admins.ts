import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  ],
);
