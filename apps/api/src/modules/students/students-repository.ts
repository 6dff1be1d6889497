import { and, eq, getTableColumns, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  containsText,
  deleteOrKeep,
  nextPasswordChangedAt,
  offsetOf,
  pageOf,
  totalRows,
  type Page,
} from '../../db/queries.js';
import { admins, results, students } from '../../db/schema/index.js';
import { usernameKey } from '../../domain/username.js';

export type StudentRow = typeof students.$inferSelect;
export type NewStudent = Pick<
  typeof students.$inferInsert,
  | 'adminId'
  | 'fullname'
  | 'username'
  | 'email'
  | 'phoneNo'
  | 'sclass'
  | 'level'
  | 'levelConfirmed'
  | 'passwordHash'
>;
export type StudentChanges = Partial<Omit<NewStudent, 'adminId'>>;

export interface StudentWithAdmin extends StudentRow {
  adminPublicId: string;
  /** When the student's admin closed the class (soft-deleted their account); null while it is open. */
  classClosedAt: Date | null;
}

export interface StudentFilter {
  adminId: number;
  sclass?: number | undefined;
  level?: number | undefined;
  levelConfirmed?: boolean | undefined;
  /** Case-insensitive part of the full name or username. */
  name?: string | undefined;
  deleted: boolean;
  page: number;
  limit: number;
}

const live = isNull(students.deletedAt);

export function createStudentsRepository(db: Database) {
  const withAdmin = {
    ...getTableColumns(students),
    adminPublicId: admins.publicId,
    classClosedAt: admins.deletedAt,
  };
  const selectWithAdmin = () =>
    db.select(withAdmin).from(students).innerJoin(admins, eq(admins.id, students.adminId));

  async function findById(id: number): Promise<StudentWithAdmin | null> {
    const [row] = await selectWithAdmin().where(eq(students.id, id));
    return row ?? null;
  }

  return {
    findById,

    async insert(student: NewStudent): Promise<StudentWithAdmin> {
      const [row] = await db.insert(students).values(student).returning();
      return (await findById(row!.id))!;
    },

    /** Registers every student in one statement, so a list is kept whole or not at all; in the list's order. */
    async insertAll(list: readonly NewStudent[]): Promise<StudentWithAdmin[]> {
      const inserted = await db
        .insert(students)
        .values([...list])
        .returning({ id: students.id });
      const ids = inserted.map(({ id }) => id);
      const rows = new Map(
        (await selectWithAdmin().where(inArray(students.id, ids))).map((row) => [row.id, row]),
      );
      return ids.map((id) => rows.get(id)!);
    },

    /** The usernames and emails among these that a live student already has, compared without case. */
    async takenNames(
      usernames: readonly string[],
      emails: readonly string[],
    ): Promise<{ usernames: Set<string>; emails: Set<string> }> {
      const usernameKeys = usernames.map(usernameKey);
      const emailKeys = emails.map((email) => email.toLowerCase());
      const rows = await db
        .select({
          username: sql<string>`lower(${students.username})`,
          email: sql<string | null>`lower(${students.email})`,
        })
        .from(students)
        .where(
          and(
            live,
            or(
              inArray(sql`lower(${students.username})`, usernameKeys),
              emailKeys.length > 0 ? inArray(sql`lower(${students.email})`, emailKeys) : undefined,
            ),
          ),
        );
      return {
        usernames: new Set(rows.map((row) => row.username).filter((key) => usernameKeys.includes(key))),
        emails: new Set(
          rows.flatMap((row) => (row.email !== null && emailKeys.includes(row.email) ? [row.email] : [])),
        ),
      };
    },

    async findLiveByUsername(username: string): Promise<StudentWithAdmin | null> {
      const [row] = await selectWithAdmin().where(
        and(sql`lower(${students.username}) = ${usernameKey(username)}`, live),
      );
      return row ?? null;
    },

    async findLiveByPublicId(publicId: string): Promise<StudentWithAdmin | null> {
      const [row] = await selectWithAdmin().where(and(eq(students.publicId, publicId), live));
      return row ?? null;
    },

    /** One of the admin's own students (soft-deleted ones included), or null. */
    async findOwnedByAdmin(adminId: number, publicId: string): Promise<StudentWithAdmin | null> {
      const [row] = await selectWithAdmin().where(
        and(eq(students.publicId, publicId), eq(students.adminId, adminId)),
      );
      return row ?? null;
    },

    async list(filter: StudentFilter): Promise<Page<StudentWithAdmin>> {
      const conditions: SQL[] = [
        eq(students.adminId, filter.adminId),
        filter.deleted ? isNotNull(students.deletedAt) : isNull(students.deletedAt),
      ];
      if (filter.sclass !== undefined) conditions.push(eq(students.sclass, filter.sclass));
      if (filter.level !== undefined) conditions.push(eq(students.level, filter.level));
      if (filter.levelConfirmed !== undefined) {
        conditions.push(eq(students.levelConfirmed, filter.levelConfirmed));
      }
      if (filter.name) {
        conditions.push(
          or(containsText(students.fullname, filter.name), containsText(students.username, filter.name))!,
        );
      }
      const where = and(...conditions);
      const rows = await db
        .select({ ...withAdmin, total: totalRows() })
        .from(students)
        .innerJoin(admins, eq(admins.id, students.adminId))
        .where(where)
        .orderBy(students.fullname, students.id)
        .limit(filter.limit)
        .offset(offsetOf(filter.page, filter.limit));
      return pageOf(rows, () => db.$count(students, where));
    },

    /** A new password hash also moves `passwordChangedAt`, which voids the tokens issued before. */
    async update(id: number, changes: StudentChanges): Promise<StudentWithAdmin> {
      await db
        .update(students)
        .set({
          ...changes,
          ...(changes.passwordHash && {
            passwordChangedAt: nextPasswordChangedAt(students.passwordChangedAt),
          }),
        })
        .where(eq(students.id, id));
      return (await findById(id))!;
    },

    /**
     * Removes the student for good, unless they have results (kept for the analytics): then the student
     * is only marked deleted, which frees their username and email.
     */
    remove(id: number): Promise<{ permanently: boolean }> {
      return deleteOrKeep(
        db,
        (tx) => tx.delete(students).where(eq(students.id, id)),
        () =>
          db
            .update(students)
            .set({ deletedAt: new Date() })
            .where(and(eq(students.id, id), live)),
      );
    },

    /** Removes every result of the student; returns how many there were. */
    async deleteResults(id: number): Promise<number> {
      const deleted = await db.delete(results).where(eq(results.studentId, id)).returning({ id: results.id });
      return deleted.length;
    },
  };
}

export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
