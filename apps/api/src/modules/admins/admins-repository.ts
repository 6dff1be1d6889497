import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { admins, exams, results, students } from '../../db/schema/index.js';

export type AdminRow = typeof admins.$inferSelect;
export type NewAdmin = Pick<typeof admins.$inferInsert, 'fullname' | 'username' | 'email' | 'passwordHash'>;
export type AdminChanges = Partial<NewAdmin>;

const live = isNull(admins.deletedAt);

export function adminsRepository(db: Database) {
  return {
    async insert(admin: NewAdmin): Promise<AdminRow> {
      const [row] = await db.insert(admins).values(admin).returning();
      return row!;
    },

    async findLiveByUsername(username: string): Promise<AdminRow | null> {
      const [row] = await db
        .select()
        .from(admins)
        .where(and(sql`lower(${admins.username}) = lower(${username})`, live));
      return row ?? null;
    },

    async findLiveByPublicId(publicId: string): Promise<AdminRow | null> {
      const [row] = await db
        .select()
        .from(admins)
        .where(and(eq(admins.publicId, publicId), live));
      return row ?? null;
    },

    async update(id: number, changes: AdminChanges): Promise<AdminRow> {
      const [row] = await db.update(admins).set(changes).where(eq(admins.id, id)).returning();
      return row!;
    },

    /** Whether removing the admin would take students or results with it. */
    async ownsStudentsOrResults(id: number): Promise<boolean> {
      const [row] = await db
        .execute<{ owns: boolean }>(
          sql`
        select exists (select 1 from ${students} where ${students.adminId} = ${id})
            or exists (
              select 1 from ${results} join ${exams} on ${exams.id} = ${results.examId}
              where ${exams.adminId} = ${id}
            ) as owns`,
        )
        .then((result) => result.rows);
      return row!.owns;
    },

    async softDelete(id: number): Promise<void> {
      await db.update(admins).set({ deletedAt: new Date() }).where(eq(admins.id, id));
    },

    /** Removes the admin and (by cascade) their exams and questions; the database refuses if results exist. */
    async hardDelete(id: number): Promise<void> {
      await db.delete(admins).where(eq(admins.id, id));
    },
  };
}

export type AdminsRepository = ReturnType<typeof adminsRepository>;
