import { randomUUID } from 'node:crypto';
import { CLASS_CLOSED, PASSWORD_CHANGED, ROLE_NAMES, type Role } from '../../domain/roles.js';
import { RENEWAL_RETRY_SECONDS } from '../../domain/token-renewal.js';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import type { Passwords } from '../../lib/passwords.js';
import type { DataAccess } from '../data-access.js';
import { passwordChangedAtOf } from './account-rules.js';
import { hashRefreshToken, type TokenService } from './token-service.js';

/** What signing in needs to know of an account, whichever its role. */
interface AccountRecord {
  id: number;
  publicId: string;
  passwordHash: string;
  passwordChangedAt: Date | null;
  /** Students only: set once their teacher closed the class. */
  classClosedAt?: Date | null;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

const LOGIN_FAILED = 'Invalid username or password';
const REFRESH_FAILED = 'Invalid or expired refresh token; sign in again';
const REFRESH_REUSED = 'This refresh token was already used; every session it started has been signed out';

export function createSessionService({
  tokens,
  passwords,
  data,
}: {
  tokens: TokenService;
  passwords: Passwords;
  data: Pick<DataAccess, 'admins' | 'students' | 'parents' | 'refreshTokens' | 'transaction'>;
}) {
  const accounts = { admin: data.admins, student: data.students, parent: data.parents };

  async function issuePair(
    role: Role,
    account: AccountRecord,
    familyId: string,
    refreshTokens = data.refreshTokens,
  ): Promise<TokenPair> {
    const claims = {
      role,
      subject: account.publicId,
      passwordChangedAt: passwordChangedAtOf(account),
      familyId,
    };
    const token = tokens.issueAccessToken(claims);
    const refresh = tokens.issueRefreshToken(claims);
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
    /** Whether this server signed the refresh token, expired or spent as it may be: it is not a forgery. */
    wasSignedHere(refreshToken: string): boolean {
      const verified = tokens.verifyRefreshToken(refreshToken);
      return verified.ok || verified.problem === 'expired';
    },

    /**
     * An unknown username and a wrong password fail alike, in about the same time. Only the right password
     * learns that the class is closed.
     */
    async login(role: Role, username: string, password: string): Promise<TokenPair> {
      const account: AccountRecord | null = await accounts[role].findLiveByUsername(username);
      if (!(await passwords.verify(account?.passwordHash, password)) || !account)
        throw unauthorized(LOGIN_FAILED);
      if (account.classClosedAt) throw forbidden(CLASS_CLOSED);
      return issuePair(role, account, randomUUID());
    },

    /**
     * Spends a refresh token for a new pair in the same family. A token presented twice has leaked (or
     * raced): the whole family is revoked, so whoever holds any of its tokens must sign in again. The one
     * exception is a retry of a renewal whose answer was lost (the page reloaded while it was on its way):
     * the same token with the renewal key it was spent with, within RENEWAL_RETRY_SECONDS, before anything
     * newer of the family was used, gets a new pair in place of the lost one. Later, without the key or
     * with another, a spent token still revokes its family, so a leaked token stays as useless as before.
     * A token issued under an earlier password is refused even if a refresh raced the change and stored it.
     */
    async refresh(role: Role, refreshToken: string, renewalKey?: string): Promise<TokenPair> {
      const verified = tokens.verifyRefreshToken(refreshToken);
      if (!verified.ok) throw unauthorized(REFRESH_FAILED, { invalidToken: true });
      const { claims } = verified;
      if (claims.role !== role) {
        throw forbidden(
          `This is ${ROLE_NAMES[claims.role].withArticle} refresh token; use /api/v1/${claims.role}/token`,
        );
      }
      const account: AccountRecord | null = await accounts[role].findLiveByPublicId(claims.subject);
      if (!account) throw unauthorized(REFRESH_FAILED, { invalidToken: true });
      if (account.classClosedAt) throw forbidden(CLASS_CLOSED);
      if (claims.passwordChangedAt !== passwordChangedAtOf(account))
        throw unauthorized(PASSWORD_CHANGED, { invalidToken: true });
      const tokenHash = hashRefreshToken(refreshToken);
      // Stored as a digest, like the tokens: a leaked table must not hand out what a retry needs.
      const renewalKeyHash = renewalKey === undefined ? null : hashRefreshToken(renewalKey);
      const spent = await data.refreshTokens.spend(tokenHash, renewalKeyHash);
      if (spent) return issuePair(role, account, spent.familyId);
      const retried =
        renewalKeyHash !== null &&
        (await data.transaction(async ({ refreshTokens }) => {
          const reopened = await refreshTokens.reopenForRetry(
            tokenHash,
            renewalKeyHash,
            RENEWAL_RETRY_SECONDS,
          );
          return reopened && issuePair(role, account, reopened.familyId, refreshTokens);
        }));
      if (retried) return retried;
      await data.refreshTokens.revokeFamily(claims.familyId);
      throw unauthorized(REFRESH_REUSED, { invalidToken: true });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
