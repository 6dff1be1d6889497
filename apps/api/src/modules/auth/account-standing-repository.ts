import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { admins, parents, students } from '../../db/schema/index.js';
import { familyRevoked } from './refresh-tokens-repository.js';

/** Filled in at each execution of the prepared statements. */
const givenPublicId = sql.placeholder('publicId');
const givenFamilyId = sql.placeholder('familyId');

/**
 * What the authentication needs to know of an account on every request, in one statement: the account
 * if live, what its tokens must match, and whether the sign-in a token descends from was revoked.
 * Prepared once, as they run before every other query: their SQL is not written anew for each request.
 */
export function createAccountStandingRepository(db: Database) {
  const adminStanding = db
    .select({
      id: admins.id,
      publicId: admins.publicId,
      passwordChangedAt: admins.passwordChangedAt,
      familyRevoked: familyRevoked(sql`${givenFamilyId}::uuid`),
    })
    .from(admins)
    .where(and(eq(admins.publicId, givenPublicId), isNull(admins.deletedAt)))
    .prepare('admin_standing');

  const studentStanding = db
    .select({
      id: students.id,
      publicId: students.publicId,
      adminId: students.adminId,
      adminPublicId: admins.publicId,
      level: students.level,
      levelConfirmed: students.levelConfirmed,
      passwordChangedAt: students.passwordChangedAt,
      classClosedAt: admins.deletedAt,
      familyRevoked: familyRevoked(sql`${givenFamilyId}::uuid`),
    })
    .from(students)
    .innerJoin(admins, eq(admins.id, students.adminId))
    .where(and(eq(students.publicId, givenPublicId), isNull(students.deletedAt)))
    .prepare('student_standing');

  const parentStanding = db
    .select({
      id: parents.id,
      publicId: parents.publicId,
      passwordChangedAt: parents.passwordChangedAt,
      familyRevoked: familyRevoked(sql`${givenFamilyId}::uuid`),
    })
    .from(parents)
    .where(eq(parents.publicId, givenPublicId))
    .prepare('parent_standing');

  return {
    async ofParent(publicId: string, familyId: string) {
      const [row] = await parentStanding.execute({ publicId, familyId });
      return row ?? null;
    },

    async ofAdmin(publicId: string, familyId: string) {
      const [row] = await adminStanding.execute({ publicId, familyId });
      return row ?? null;
    },

    async ofStudent(publicId: string, familyId: string) {
      const [row] = await studentStanding.execute({ publicId, familyId });
      return row ?? null;
    },
  };
}

export type AccountStandingRepository = ReturnType<typeof createAccountStandingRepository>;
