import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { admins, students } from '../../db/schema/index.js';
import { familyRevoked } from './refresh-tokens-repository.js';

/**
 * What the authentication needs to know of an account on every request, in one statement: the account
 * if live, what its tokens must match, and whether the sign-in a token descends from was revoked.
 */
export function createAccountStandingRepository(db: Database) {
  return {
    async ofAdmin(publicId: string, familyId: string) {
      const [row] = await db
        .select({
          id: admins.id,
          publicId: admins.publicId,
          passwordChangedAt: admins.passwordChangedAt,
          familyRevoked: familyRevoked(sql`${familyId}::uuid`),
        })
        .from(admins)
        .where(and(eq(admins.publicId, publicId), isNull(admins.deletedAt)));
      return row ?? null;
    },

    async ofStudent(publicId: string, familyId: string) {
      const [row] = await db
        .select({
          id: students.id,
          publicId: students.publicId,
          adminId: students.adminId,
          level: students.level,
          passwordChangedAt: students.passwordChangedAt,
          classClosedAt: admins.deletedAt,
          familyRevoked: familyRevoked(sql`${familyId}::uuid`),
        })
        .from(students)
        .innerJoin(admins, eq(admins.id, students.adminId))
        .where(and(eq(students.publicId, publicId), isNull(students.deletedAt)));
      return row ?? null;
    },
  };
}

export type AccountStandingRepository = ReturnType<typeof createAccountStandingRepository>;
