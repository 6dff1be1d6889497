import { randomUUID } from 'node:crypto';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { RefreshTokensRepository } from './refresh-tokens-repository.js';
import type { Role } from './roles.js';
import { hashRefreshToken, type TokenService } from './token-service.js';

/** What signing in needs to know of an account, whichever its role. */
export interface AccountRecord {
  id: number;
  publicId: string;
  passwordHash: string;
}

export interface AccountDirectory {
  findLiveByUsername(username: string): Promise<AccountRecord | null>;
  findLiveByPublicId(publicId: string): Promise<AccountRecord | null>;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export const LOGIN_FAILED = 'Invalid username or password';
const REFRESH_FAILED = 'Invalid or expired refresh token; sign in again';
const REFRESH_REUSED = 'This refresh token was already used; every session it started has been signed out';

export function sessionService(deps: {
  tokens: TokenService;
  refreshTokens: RefreshTokensRepository;
  accounts: Record<Role, AccountDirectory>;
}) {
  const { tokens, refreshTokens, accounts } = deps;

  async function issuePair(role: Role, account: AccountRecord, familyId: string): Promise<TokenPair> {
    const [token, refresh] = await Promise.all([
      tokens.issueAccessToken({ role, subject: account.publicId }),
      tokens.issueRefreshToken({ role, subject: account.publicId, familyId }),
    ]);
    await refreshTokens.insert({
      tokenHash: refresh.hash,
      familyId,
      expiresAt: refresh.expiresAt,
      role,
      accountId: account.id,
    });
    return { token, refreshToken: refresh.token };
  }

  return {
    /** An unknown username and a wrong password fail alike, in about the same time. */
    async login(role: Role, username: string, password: string): Promise<TokenPair> {
      const account = await accounts[role].findLiveByUsername(username);
      if (!(await verifyPassword(account?.passwordHash, password)) || !account)
        throw unauthorized(LOGIN_FAILED);
      return issuePair(role, account, randomUUID());
    },

    /**
     * Spends a refresh token for a new pair in the same family. A token presented twice has leaked (or
     * raced): the whole family is revoked, so whoever holds any of its tokens must sign in again.
     */
    async refresh(role: Role, refreshToken: string): Promise<TokenPair> {
      const verified = await tokens.verifyRefreshToken(refreshToken);
      if (!verified.ok) throw unauthorized(REFRESH_FAILED, { invalidToken: true });
      const { claims } = verified;
      if (claims.role !== role) {
        throw forbidden(
          `This is ${claims.role === 'admin' ? 'an admin' : 'a student'} refresh token; use /api/v1/${claims.role}/token`,
        );
      }
      const spent = await refreshTokens.spend(hashRefreshToken(refreshToken));
      if (!spent) {
        await refreshTokens.revokeFamily(claims.familyId);
        throw unauthorized(REFRESH_REUSED, { invalidToken: true });
      }
      const account = await accounts[role].findLiveByPublicId(claims.subject);
      if (!account) throw unauthorized(REFRESH_FAILED, { invalidToken: true });
      return issuePair(role, account, spent.familyId);
    },

    /** Signs every session of the account out (password change, deletion). */
    revokeAll(role: Role, accountId: number): Promise<void> {
      return refreshTokens.revokeAllOf(role, accountId);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
