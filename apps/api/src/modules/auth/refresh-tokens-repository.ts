import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { refreshTokens } from '../../db/schema/index.js';
import type { Role } from './roles.js';

export interface StoredRefreshToken {
  tokenHash: string;
  familyId: string;
  expiresAt: Date;
  role: Role;
  accountId: number;
}

const ownerColumn = (role: Role) => (role === 'admin' ? refreshTokens.adminId : refreshTokens.studentId);

export function refreshTokensRepository(db: Database) {
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
  };
}

export type RefreshTokensRepository = ReturnType<typeof refreshTokensRepository>;
