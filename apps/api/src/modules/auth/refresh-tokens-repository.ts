import { and, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
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

const OWNER_COLUMNS = {
  admin: refreshTokens.adminId,
  student: refreshTokens.studentId,
  parent: refreshTokens.parentId,
} as const;
const OWNER_FIELDS = { admin: 'adminId', student: 'studentId', parent: 'parentId' } as const;
const ownerColumn = (role: Role) => OWNER_COLUMNS[role];

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
        [OWNER_FIELDS[role]]: accountId,
      });
    },

    /**
     * Marks a live token used (noting the renewal key it was spent with) and returns its family, in one
     * statement so that of two concurrent refreshes with the same token exactly one succeeds. Null when the
     * token is unknown, spent, revoked or expired.
     */
    async spend(tokenHash: string, renewalKeyHash: string | null): Promise<{ familyId: string } | null> {
      const [row] = await db
        .update(refreshTokens)
        .set({ usedAt: sql`now()`, renewalKeyHash })
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

    /**
     * Reopens a spent token for a retry of the renewal that spent it, whose answer never reached the client:
     * when the same renewal key comes with it within `withinSeconds` of its spending, in a family not
     * revoked, and no token issued after it has been spent (so the client holds nothing newer), the tokens
     * issued after it are deleted and its family returned, for the caller to issue the next pair. A deleted
     * token presented later is unknown, so it revokes the family like any reuse. Null otherwise. Run it in
     * the transaction that issues the next token: the row lock it takes makes two retries of one token take
     * turns, so a family never has two live tokens.
     */
    async reopenForRetry(
      tokenHash: string,
      renewalKeyHash: string,
      withinSeconds: number,
    ): Promise<{ familyId: string } | null> {
      const [spent] = await db
        .select({ id: refreshTokens.id, familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            eq(refreshTokens.renewalKeyHash, renewalKeyHash),
            gt(refreshTokens.usedAt, sql`now() - cast(${withinSeconds} as integer) * interval '1 second'`),
            isNull(refreshTokens.revokedAt),
            sql`not ${familyRevoked(sql`${refreshTokens.familyId}`)}`,
          ),
        )
        .for('update');
      if (!spent) return null;
      // A family is a chain (each refresh spends one token and inserts the next), so the tokens issued
      // after this one are those of its family with a greater id.
      const later = and(eq(refreshTokens.familyId, spent.familyId), gt(refreshTokens.id, spent.id));
      const [usedSince] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(later, isNotNull(refreshTokens.usedAt)))
        .limit(1);
      if (usedSince) return null;
      await db.delete(refreshTokens).where(later);
      return { familyId: spent.familyId };
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
