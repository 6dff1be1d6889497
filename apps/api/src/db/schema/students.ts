import { MAX_GRADE, MIN_GRADE } from '@abacus/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FAMILY_CODE_PATTERN_SOURCE } from '../../domain/family-code.js';
import { admins } from './admins.js';
import { between, deletedAt, id, publicId, publicIdFormat, reference, timestamps } from './columns.js';

export const students = pgTable(
  'students',
  {
    id: id(),
    publicId: publicId('students', 'student'),
    // An admin with students is soft-deleted, never removed, so students are never orphaned.
    adminId: reference(() => admins.id, 'restrict'),
    fullname: text().notNull(),
    username: text().notNull(),
    // Children often have neither (DESIGN §5.14); unique when given, as NULLs never collide.
    email: text(),
    phoneNo: text(),
    // A child joining with the class code may leave both for the teacher to set (DESIGN §10.1).
    sclass: smallint(),
    level: smallint(),
    /**
     * Whether the teacher has confirmed the level: a child joining with the class code picks their own,
     * and sees no level-restricted exam until the teacher confirms it or sets another.
     */
    levelConfirmed: boolean().notNull().default(true),
    /** The code a parent links their account to the child with (DESIGN §5.17); null: none drawn. */
    familyCode: text(),
    passwordHash: text().notNull(),
    /** Access tokens issued before this are refused. */
    passwordChangedAt: timestamp({ withTimezone: true }),
    ...timestamps,
    deletedAt: deletedAt(),
  },
  (t) => [
    publicIdFormat('students', 'student', t.publicId),
    check('students_sclass_range', between(t.sclass, MIN_GRADE, MAX_GRADE)),
    check('students_level_range', between(t.level, MIN_GRADE, MAX_GRADE)),
    check('students_level_set_when_confirmed', sql`${t.level} is not null or not ${t.levelConfirmed}`),
    // Students log in by username alone, so uniqueness spans every admin's students.
    uniqueIndex('students_username_unique')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('students_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('students_admin_level_idx').on(t.adminId, t.level),
    uniqueIndex('students_family_code_unique')
      .on(t.familyCode)
      .where(sql`${t.familyCode} is not null`),
    check(
      'students_family_code_format',
      sql`${t.familyCode} ~ ${sql.raw(`'${FAMILY_CODE_PATTERN_SOURCE}'`)}`,
    ),
  ],
);
