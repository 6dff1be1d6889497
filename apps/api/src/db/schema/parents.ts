import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * The weekly reports emailed to parents, one a parent, child and week: the row is claimed before the mail
 * is sent, so two API processes never send the same report; a failed sending is tried again later.
 */
export const weeklyReportMails = pgTable(
  'weekly_report_mails',
  {
    parentId: reference(() => parents.id, 'cascade'),
    studentId: reference(() => students.id, 'cascade'),
    /** The Monday of the week reported. */
    week: date({ mode: 'string' }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    tries: smallint().notNull().default(0),
    /** Not tried again before this. */
    nextTryAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** While a process is sending it, no other takes it. */
    claimedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.studentId, t.week] })],
);
