import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { nextPasswordChangedAt } from '../../db/queries.js';
import { admins, parentChildren, parents, students, weeklyReportMails } from '../../db/schema/index.js';
import { usernameKey } from '../../domain/username.js';

export type ParentRow = typeof parents.$inferSelect;
export type NewParent = Pick<
  typeof parents.$inferInsert,
  'fullname' | 'username' | 'email' | 'language' | 'passwordHash'
>;
export type ParentChanges = Partial<NewParent>;

/** A child as their parent sees them, with what reading their practice needs to know. */
export interface LinkedChild {
  id: number;
  publicId: string;
  fullname: string;
  sclass: number | null;
  level: number | null;
  levelConfirmed: boolean;
  adminId: number;
  adminPublicId: string;
  /** The teacher's name: the family's word for the school. */
  school: string;
  linkedAt: Date;
}

/** A parent as the teacher sees them: who is linked to a child of theirs. */
export interface LinkedParent {
  publicId: string;
  fullname: string;
  linkedAt: Date;
}

const mailKey = (mail: { parentId: number; studentId: number; week: string }) =>
  and(
    eq(weeklyReportMails.parentId, mail.parentId),
    eq(weeklyReportMails.studentId, mail.studentId),
    eq(weeklyReportMails.week, mail.week),
  );

/** A class and level of a teacher's students; left out, any. */
export interface ClassFilter {
  level?: number | undefined;
  sclass?: number | undefined;
}

/** A child is readable while they and their class are live. */
const childIsLive = and(isNull(students.deletedAt), isNull(admins.deletedAt));

/** A weekly report email a process has claimed to send. */
export interface ClaimedMail {
  parentId: number;
  studentId: number;
  parentPublicId: string;
  email: string;
  studentPublicId: string;
  /** The Monday of the week reported. */
  week: string;
  tries: number;
}

/** How long a claimed mail is left to the process that claimed it before another may take it. */
const CLAIM_MINUTES = 10;
/** From this hour of the report day, in the school's time zone, its reports are due. */
export const REPORT_HOUR = 18;

export function createParentsRepository(db: Database) {
  const linkedChildren = () =>
    db
      .select({
        id: students.id,
        publicId: students.publicId,
        fullname: students.fullname,
        sclass: students.sclass,
        level: students.level,
        levelConfirmed: students.levelConfirmed,
        adminId: students.adminId,
        adminPublicId: admins.publicId,
        school: admins.fullname,
        linkedAt: parentChildren.linkedAt,
      })
      .from(parentChildren)
      .innerJoin(students, eq(students.id, parentChildren.studentId))
      .innerJoin(admins, eq(admins.id, students.adminId));

  return {
    async insert(parent: NewParent): Promise<ParentRow> {
      const [row] = await db.insert(parents).values(parent).returning();
      return row!;
    },

    async findLiveByUsername(username: string): Promise<ParentRow | null> {
      const [row] = await db
        .select()
        .from(parents)
        .where(sql`lower(${parents.username}) = ${usernameKey(username)}`);
      return row ?? null;
    },

    async findLiveByPublicId(publicId: string): Promise<ParentRow | null> {
      const [row] = await db.select().from(parents).where(eq(parents.publicId, publicId));
      return row ?? null;
    },

    /** A new password hash also moves `passwordChangedAt`, which voids the tokens issued before. */
    async update(id: number, changes: ParentChanges): Promise<ParentRow> {
      const [row] = await db
        .update(parents)
        .set({
          ...changes,
          ...(changes.passwordHash && {
            passwordChangedAt: nextPasswordChangedAt(parents.passwordChangedAt),
          }),
        })
        .where(eq(parents.id, id))
        .returning();
      return row!;
    },

    /** A parent holds nothing but their links and sessions: they go with the account. */
    async remove(id: number): Promise<void> {
      await db.delete(parents).where(eq(parents.id, id));
    },

    /** The live child (of an open class) whose family code this is, locked until the transaction ends. */
    async childOfFamilyCode(familyCode: string): Promise<{ id: number; publicId: string } | null> {
      const [row] = await db
        .select({ id: students.id, publicId: students.publicId })
        .from(students)
        .innerJoin(admins, eq(admins.id, students.adminId))
        .where(and(eq(students.familyCode, familyCode), childIsLive))
        .for('update', { of: students });
      return row ?? null;
    },

    /** How many parents are linked to each of these students (those with none are left out). */
    async linkedCounts(studentIds: readonly number[]): Promise<Map<number, number>> {
      if (studentIds.length === 0) return new Map();
      const rows = await db
        .select({ studentId: parentChildren.studentId, parents: count() })
        .from(parentChildren)
        .where(inArray(parentChildren.studentId, [...studentIds]))
        .groupBy(parentChildren.studentId);
      return new Map(rows.map((row) => [row.studentId, row.parents]));
    },

    async parentsOfChild(studentId: number): Promise<number> {
      const [row] = await db
        .select({ parents: count() })
        .from(parentChildren)
        .where(eq(parentChildren.studentId, studentId));
      return row!.parents;
    },

    /** False when the parent was linked to the child already. */
    async link(parentId: number, studentId: number): Promise<boolean> {
      const rows = await db
        .insert(parentChildren)
        .values({ parentId, studentId })
        .onConflictDoNothing()
        .returning({ parentId: parentChildren.parentId });
      return rows.length === 1;
    },

    /** False when they were not linked. */
    async unlink(parentId: number, studentId: number): Promise<boolean> {
      const rows = await db
        .delete(parentChildren)
        .where(and(eq(parentChildren.parentId, parentId), eq(parentChildren.studentId, studentId)))
        .returning({ parentId: parentChildren.parentId });
      return rows.length === 1;
    },

    /** The parent's live children, by name. */
    children(parentId: number): Promise<LinkedChild[]> {
      return linkedChildren()
        .where(and(eq(parentChildren.parentId, parentId), childIsLive))
        .orderBy(asc(students.fullname), asc(students.id));
    },

    /** One of the parent's live children, or null when the id names no child linked to them. */
    async child(parentId: number, studentPublicId: string): Promise<LinkedChild | null> {
      const [row] = await linkedChildren().where(
        and(eq(parentChildren.parentId, parentId), eq(students.publicId, studentPublicId), childIsLive),
      );
      return row ?? null;
    },

    /** Sets the family code of the admin's live student (null: void); null when no such student. */
    async setFamilyCode(
      adminId: number,
      studentPublicId: string,
      familyCode: string | null,
    ): Promise<{ id: number; familyCode: string | null } | null> {
      const [row] = await db
        .update(students)
        .set({ familyCode })
        .where(
          and(
            eq(students.adminId, adminId),
            eq(students.publicId, studentPublicId),
            isNull(students.deletedAt),
          ),
        )
        .returning({ id: students.id, familyCode: students.familyCode });
      return row ?? null;
    },

    /** The admin's live students of the class and level asked (any when left out), with their codes, by name. */
    familyCodesOf(
      adminId: number,
      { level, sclass }: ClassFilter,
    ): Promise<{ id: number; fullname: string; familyCode: string | null }[]> {
      return db
        .select({ id: students.id, fullname: students.fullname, familyCode: students.familyCode })
        .from(students)
        .where(
          and(
            eq(students.adminId, adminId),
            isNull(students.deletedAt),
            level === undefined ? undefined : eq(students.level, level),
            sclass === undefined ? undefined : eq(students.sclass, sclass),
          ),
        )
        .orderBy(asc(students.fullname), asc(students.id));
    },

    /** Gives the student a family code if they have none; false when they had one already. */
    async setMissingFamilyCode(studentId: number, familyCode: string): Promise<boolean> {
      const rows = await db
        .update(students)
        .set({ familyCode })
        .where(and(eq(students.id, studentId), isNull(students.familyCode)))
        .returning({ id: students.id });
      return rows.length === 1;
    },

    /** The parents linked to a child, in the order they linked. */
    parentsOf(studentId: number): Promise<LinkedParent[]> {
      return db
        .select({ publicId: parents.publicId, fullname: parents.fullname, linkedAt: parentChildren.linkedAt })
        .from(parentChildren)
        .innerJoin(parents, eq(parents.id, parentChildren.parentId))
        .where(eq(parentChildren.studentId, studentId))
        .orderBy(asc(parentChildren.linkedAt), asc(parents.id));
    },

    /**
     * Notes the weekly reports due at `now` and not yet noted (each parent with an email, each linked
     * live child, whose school's report day it is, from REPORT_HOUR in its time zone), then claims those
     * not sent and due a try, at most `limit`, for CLAIM_MINUTES: what this process is to send now.
     */
    async claimDueMails(now: Date, mostTries: number, limit: number): Promise<ClaimedMail[]> {
      const local = sql`(${now.toISOString()}::timestamptz at time zone ${admins.timeZone})`;
      await db.execute(sql`
        insert into ${weeklyReportMails} (parent_id, student_id, week, next_try_at)
        select ${parentChildren.parentId}, ${parentChildren.studentId}, date_trunc('week', ${local})::date,
          ${now.toISOString()}::timestamptz
        from ${parentChildren}
        join ${parents} on ${parents.id} = ${parentChildren.parentId}
        join ${students} on ${students.id} = ${parentChildren.studentId}
        join ${admins} on ${admins.id} = ${students.adminId}
        where ${parents.email} is not null and ${childIsLive}
          and extract(isodow from ${local}) - 1 = ${admins.weeklyReportDay}
          and extract(hour from ${local}) >= ${REPORT_HOUR}
        on conflict do nothing`);
      const claimed = await db
        .update(weeklyReportMails)
        .set({
          claimedUntil: sql`${now.toISOString()}::timestamptz + ${CLAIM_MINUTES} * interval '1 minute'`,
        })
        .where(
          sql`(${weeklyReportMails.parentId}, ${weeklyReportMails.studentId}, ${weeklyReportMails.week}) in (
            select parent_id, student_id, week from ${weeklyReportMails}
            where sent_at is null and tries < ${mostTries} and next_try_at <= ${now.toISOString()}::timestamptz
              and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)
            order by next_try_at limit ${limit} for update skip locked)`,
        )
        .returning({
          parentId: weeklyReportMails.parentId,
          studentId: weeklyReportMails.studentId,
          week: weeklyReportMails.week,
          tries: weeklyReportMails.tries,
        });
      if (claimed.length === 0) return [];
      const whose = await db
        .select({
          parentId: parents.id,
          parentPublicId: parents.publicId,
          email: parents.email,
          studentId: students.id,
          studentPublicId: students.publicId,
        })
        .from(parents)
        .innerJoin(parentChildren, eq(parentChildren.parentId, parents.id))
        .innerJoin(students, eq(students.id, parentChildren.studentId))
        .where(inArray(parents.id, [...new Set(claimed.map((mail) => mail.parentId))]));
      return claimed.flatMap((mail) => {
        const found = whose.find((row) => row.parentId === mail.parentId && row.studentId === mail.studentId);
        return found?.email ? [{ ...found, email: found.email, week: mail.week, tries: mail.tries }] : [];
      });
    },

    async mailSent(mail: ClaimedMail): Promise<void> {
      await db
        .update(weeklyReportMails)
        .set({ sentAt: sql`now()`, tries: mail.tries + 1, claimedUntil: null, lastError: null })
        .where(mailKey(mail));
    },

    async mailFailed(mail: ClaimedMail, error: string, nextTryAt: Date): Promise<void> {
      await db
        .update(weeklyReportMails)
        .set({ tries: mail.tries + 1, nextTryAt, claimedUntil: null, lastError: error })
        .where(mailKey(mail));
    },

    /** Unlinks the parent with this public id from the child; false when they were not linked. */
    async unlinkParent(studentId: number, parentPublicId: string): Promise<boolean> {
      const rows = await db
        .delete(parentChildren)
        .where(
          and(
            eq(parentChildren.studentId, studentId),
            sql`${parentChildren.parentId} = (select ${parents.id} from ${parents} where ${parents.publicId} = ${parentPublicId})`,
          ),
        )
        .returning({ parentId: parentChildren.parentId });
      return rows.length === 1;
    },
  };
}

export type ParentsRepository = ReturnType<typeof createParentsRepository>;
