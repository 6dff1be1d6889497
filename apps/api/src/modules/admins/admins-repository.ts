import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { deleteOrKeep, nextPasswordChangedAt } from '../../db/queries.js';
import { admins } from '../../db/schema/index.js';
import { usernameKey } from '../../domain/username.js';

export type AdminRow = typeof admins.$inferSelect;
export type NewAdmin = Pick<
  typeof admins.$inferInsert,
  'fullname' | 'username' | 'email' | 'passwordHash' | 'joinCode'
>;
export type AdminChanges = Partial<Omit<NewAdmin, 'joinCode'>>;

const live = isNull(admins.deletedAt);

export function createAdminsRepository(db: Database) {
  return {
    async insert(admin: NewAdmin): Promise<AdminRow> {
      const [row] = await db.insert(admins).values(admin).returning();
      return row!;
    },

    async findLiveByUsername(username: string): Promise<AdminRow | null> {
      const [row] = await db
        .select()
        .from(admins)
        .where(and(sql`lower(${admins.username}) = ${usernameKey(username)}`, live));
      return row ?? null;
    },

    async findLiveByPublicId(publicId: string): Promise<AdminRow | null> {
      const [row] = await db
        .select()
        .from(admins)
        .where(and(eq(admins.publicId, publicId), live));
      return row ?? null;
    },

    /** The live admin whose class has this join code (normalised), or null. */
    async findLiveByJoinCode(joinCode: string): Promise<AdminRow | null> {
      const [row] = await db
        .select()
        .from(admins)
        .where(and(eq(admins.joinCode, joinCode), live));
      return row ?? null;
    },

    /** A new password hash also moves `passwordChangedAt`, which voids the tokens issued before. */
    async update(id: number, changes: AdminChanges): Promise<AdminRow> {
      const [row] = await db
        .update(admins)
        .set({
          ...changes,
          ...(changes.passwordHash && { passwordChangedAt: nextPasswordChangedAt(admins.passwordChangedAt) }),
        })
        .where(eq(admins.id, id))
        .returning();
      return row!;
    },

    /** Sets the live admin's join code (null: self-registration off); null when the admin is gone. */
    async setJoinCode(id: number, joinCode: string | null): Promise<AdminRow | null> {
      const [row] = await db
        .update(admins)
        .set({ joinCode })
        .where(and(eq(admins.id, id), live))
        .returning();
      return row ?? null;
    },

    /**
     * Removes the admin with (by cascade) their exams and questions — unless they own students or exams
     * with results, which the database refuses to lose: then the admin is only marked deleted, and the
     * class closed (its join code void).
     */
    remove(id: number): Promise<{ permanently: boolean }> {
      return deleteOrKeep(
        db,
        (tx) => tx.delete(admins).where(eq(admins.id, id)),
        () =>
          db
            .update(admins)
            .set({ deletedAt: new Date(), joinCode: null })
            .where(and(eq(admins.id, id), live)),
      );
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
