import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { refreshTokens, students } from '../../db/schema/index.js';
import type { Role } from '../../domain/roles.js';

export interface StoredRefreshToken {
  tokenHash: string;
  familyId: string;
  expiresAt: Date;
  role: Role;
  accountId: number;
}

const ownerColumn = (role: Role) => (role === 'admin' ? refreshTokens.adminId : refreshTokens.studentId);

/** Whether any token of the family has been revoked: then the whole family is void, later tokens too. */
export const familyRevoked = (familyId: SQL) =>
  sql<boolean>`exists (select 1 from ${refreshTokens} revoked
    where revoked.family_id = ${familyId} and revoked.revoked_at is not null)`;

export function createRefreshTokensRepository(db: Database) {
  return {
    async insert({ tokenHash, familyId, expiresAt, role, accountId }: StoredRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values({
        tokenHash,
        familyId,
        expiresAt,
        ...(role === 'admin' ? { adminId: accountId } : { studentId: accountId }),
      });
    },

    /**
     * Marks a live token used and returns its family, in one statement so that of two concurrent refreshes
     * with the same token exactly one succeeds. Null when the token is unknown, spent, revoked or expired.
     */
    async spend(tokenHash: string): Promise<{ familyId: string } | null> {
      const [row] = await db
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
            // A token issued into a family after it was revoked (a refresh racing the reuse that revoked
            // it) is as dead as the rest of the family.
            sql`not ${familyRevoked(sql`${refreshTokens.familyId}`)}`,
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      return row ?? null;
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllOf(role: Role, accountId: number): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(ownerColumn(role), accountId), isNull(refreshTokens.revokedAt)));
    },

    /** Signs out every student of the admin's class. */
    async revokeAllOfStudentsOf(adminId: number): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            inArray(
              refreshTokens.studentId,
              db.select({ id: students.id }).from(students).where(eq(students.adminId, adminId)),
            ),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
