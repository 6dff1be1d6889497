import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, publicId, publicIdFormat, reference, timestamps } from './columns.js';
import { students } from './students.js';

/**
 * Parents (DESIGN §5.17): accounts of their own that read, and only read, the children linked to them.
 * They hold nothing but their links, so deleting one removes it with them.
 */
export const parents = pgTable(
  'parents',
  {
    id: id(),
    publicId: publicId('parents', 'parent'),
    fullname: text().notNull(),
    username: text().notNull(),
    /** Only needed for the weekly email; unique when given. */
    email: text(),
    /** The language of the parent's screens and weekly report. */
    language: text().notNull().default('en'),
    passwordHash: text().notNull(),
    /** Access tokens issued before this are refused. */
    passwordChangedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    publicIdFormat('parents', 'parent', t.publicId),
    check('parents_language', sql`${t.language} in ('en', 'hi')`),
    uniqueIndex('parents_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('parents_email_unique').on(sql`lower(${t.email})`),
  ],
);

/** Which parent reads which child: a parent may link several children, a child has at most two parents. */
export const parentChildren = pgTable(
  'parent_children',
  {
    parentId: reference(() => parents.id, 'cascade'),
    studentId: reference(() => students.id, 'cascade'),
    linkedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.studentId] }),
    index('parent_children_student_idx').on(t.studentId),
  ],
);
