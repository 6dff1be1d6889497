import { and, count, eq, getTableColumns, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { admins, results, students } from '../../db/schema/index.js';

export type StudentRow = typeof students.$inferSelect;
export type NewStudent = Pick<
  typeof students.$inferInsert,
  'adminId' | 'fullname' | 'username' | 'email' | 'phoneNo' | 'sclass' | 'level' | 'passwordHash'
>;
export type StudentChanges = Partial<Omit<NewStudent, 'adminId'>>;

export interface StudentWithAdmin extends StudentRow {
  adminPublicId: string;
}

export interface StudentFilter {
  adminId: number;
  sclass?: number | undefined;
  level?: number | undefined;
  /** Case-insensitive part of the full name or username. */
  name?: string | undefined;
  deleted: boolean;
  page: number;
  limit: number;
}

const live = isNull(students.deletedAt);

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function studentsRepository(db: Database) {
  const selectWithAdmin = () =>
    db
      .select({ ...getTableColumns(students), adminPublicId: admins.publicId })
      .from(students)
      .innerJoin(admins, eq(admins.id, students.adminId));

  return {
    async insert(student: NewStudent): Promise<StudentWithAdmin> {
      const [row] = await db.insert(students).values(student).returning();
      return (await this.findById(row!.id))!;
    },

    async findById(id: number): Promise<StudentWithAdmin | null> {
      const [row] = await selectWithAdmin().where(eq(students.id, id));
      return row ?? null;
    },

    async findLiveByUsername(username: string): Promise<StudentRow | null> {
      const [row] = await db
        .select()
        .from(students)
        .where(and(sql`lower(${students.username}) = lower(${username})`, live));
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

    async list(filter: StudentFilter): Promise<{ rows: StudentWithAdmin[]; total: number }> {
      const conditions: SQL[] = [
        eq(students.adminId, filter.adminId),
        filter.deleted ? isNotNull(students.deletedAt) : isNull(students.deletedAt),
      ];
      if (filter.sclass !== undefined) conditions.push(eq(students.sclass, filter.sclass));
      if (filter.level !== undefined) conditions.push(eq(students.level, filter.level));
      if (filter.name) {
        const pattern = `%${escapeLike(filter.name)}%`;
        conditions.push(or(ilike(students.fullname, pattern), ilike(students.username, pattern))!);
      }
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        selectWithAdmin()
          .where(where)
          .orderBy(students.fullname, students.id)
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ total: count() }).from(students).where(where),
      ]);
      return { rows, total: totals!.total };
    },

    async update(id: number, changes: StudentChanges): Promise<StudentWithAdmin> {
      await db.update(students).set(changes).where(eq(students.id, id));
      return (await this.findById(id))!;
    },

    async hasResults(id: number): Promise<boolean> {
      return (await db.$count(results, eq(results.studentId, id))) > 0;
    },

    async softDelete(id: number): Promise<void> {
      await db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, id));
    },

    async hardDelete(id: number): Promise<void> {
      await db.delete(students).where(eq(students.id, id));
    },

    /** Removes every result of the student; returns how many there were. */
    async deleteResults(id: number): Promise<number> {
      const deleted = await db.delete(results).where(eq(results.studentId, id)).returning({ id: results.id });
      return deleted.length;
    },
  };
}

export type StudentsRepository = ReturnType<typeof studentsRepository>;
