import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PRACTICE_GOAL_BOUNDS, SCHOOL_WEEK, WEEKLY_REPORT_DAY } from '../../domain/practice-days.js';
import { JOIN_CODE_PATTERN_SOURCE } from '../../domain/join-code.js';
import { between, deletedAt, id, publicId, publicIdFormat, timestamps } from './columns.js';

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
    /** How many questions each child's set of today's practice has. */
    practiceGoal: smallint().notNull().default(10),
    /** The weekdays whose practice keeps a streak going, as bits: 1 Monday, 2 Tuesday … 64 Sunday. */
    practiceDays: smallint().notNull().default(SCHOOL_WEEK),
    /** The school's time zone (IANA): where its days begin and end, for today's practice. */
    timeZone: text().notNull().default('UTC'),
    /** The weekday parents' weekly reports are emailed on, as an index of WEEKDAYS (0 Monday … 6 Sunday). */
    weeklyReportDay: smallint().notNull().default(WEEKLY_REPORT_DAY),
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
    check(
      'admins_practice_goal_range',
      between(t.practiceGoal, PRACTICE_GOAL_BOUNDS.min, PRACTICE_GOAL_BOUNDS.max),
    ),
    check('admins_practice_days_range', between(t.practiceDays, 1, 127)),
    check('admins_weekly_report_day_range', between(t.weeklyReportDay, 0, 6)),
    // A closed class has no way in.
    check('admins_closed_no_join_code', sql`${t.deletedAt} is null or ${t.joinCode} is null`),
  ],
);
