import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.js';
import { createdAt, id } from './columns.js';
import { parents } from './parents.js';
import { students } from './students.js';

/**
 * Issued refresh tokens, stored as hashes. Every refresh spends its token and issues the next one in the
 * same family; presenting a spent token again means it leaked, and the whole family is revoked, unless it
 * is a retry of the renewal that spent it (its renewal key, soon after, nothing of the family used since).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tokenHash: text().notNull().unique('refresh_tokens_token_hash_unique'),
    familyId: uuid().notNull(),
    adminId: bigint({ mode: 'number' }).references(() => admins.id, { onDelete: 'cascade' }),
    studentId: bigint({ mode: 'number' }).references(() => students.id, { onDelete: 'cascade' }),
    parentId: bigint({ mode: 'number' }).references(() => parents.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /**
     * The digest of the renewal key the client sent when it spent the token (null: none sent), which a
     * retry of that renewal, after its answer was lost, must send again.
     */
    renewalKeyHash: text(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('refresh_tokens_one_owner', sql`num_nonnulls(${t.adminId}, ${t.studentId}, ${t.parentId}) = 1`),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_admin_idx').on(t.adminId),
    index('refresh_tokens_student_idx').on(t.studentId),
    index('refresh_tokens_parent_idx').on(t.parentId),
  ],
);
