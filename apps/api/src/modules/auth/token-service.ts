import { createHash, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Config } from '../../config.js';
import type { Role } from '../../domain/roles.js';

const ISSUER = 'abacus-exam-platform';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  role: Role;
  /** The account's public id. */
  subject: string;
  /**
   * When the account's password last changed (epoch milliseconds; null: never), as it stood when the
   * token was issued. A token stops working as soon as this no longer matches the account.
   */
  passwordChangedAt: number | null;
  /** The sign-in the token descends from: revoking it (a reused refresh token) ends every token of it. */
  familyId: string;
}

export type RefreshClaims = AccessClaims;

export interface IssuedRefreshToken {
  token: string;
  hash: string;
  expiresAt: Date;
}

export type TokenProblem = 'expired' | 'invalid';

export type Verified<T> = { ok: true; claims: T } | { ok: false; problem: TokenProblem };

/** Refresh tokens are stored only as this digest, so a leaked table grants nothing. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const isRole = (value: unknown): value is Role => value === 'admin' || value === 'student';
const FAMILY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The private claim that carries {@link AccessClaims.passwordChangedAt}, absent when the password never
 * changed. Comparing it for equality, rather than a token's issue time with the change's, is exact: no
 * clock or precision decides whether a token issued around a change still works.
 */
const PASSWORD_CHANGED_AT = 'pwd_at';

const isPasswordChangedAt = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isSafeInteger(value));

async function verify(
  token: string,
  secret: Uint8Array,
  type: 'access' | 'refresh',
): Promise<Verified<JWTPayload>> {
  try {
    // A token without an expiry or an issue time was not signed here: refused even with the right secret.
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (
      payload.typ !== type ||
      typeof payload.sub !== 'string' ||
      typeof payload.fam !== 'string' ||
      !FAMILY_ID.test(payload.fam) ||
      !isRole(payload.role) ||
      !isPasswordChangedAt(payload[PASSWORD_CHANGED_AT])
    ) {
      return { ok: false, problem: 'invalid' };
    }
    return { ok: true, claims: payload };
  } catch (error) {
    return { ok: false, problem: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Signs and checks the short-lived access tokens and the refresh tokens (HS256 JWTs, separate secrets). */
export function createTokenService(tokens: Config['tokens']) {
  const accessSecret = new TextEncoder().encode(tokens.accessSecret);
  const refreshSecret = new TextEncoder().encode(tokens.refreshSecret);

  const sign = (claims: JWTPayload, subject: string, lifetimeSeconds: number, secret: Uint8Array) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${lifetimeSeconds}s`)
      .sign(secret);

  const passwordClaim = (passwordChangedAt: number | null) =>
    passwordChangedAt === null ? {} : { [PASSWORD_CHANGED_AT]: passwordChangedAt };

  const claimsOf = (payload: JWTPayload): AccessClaims => ({
    role: payload.role as Role,
    subject: payload.sub!,
    passwordChangedAt: (payload[PASSWORD_CHANGED_AT] as number | undefined) ?? null,
    familyId: payload.fam as string,
  });

  return {
    issueAccessToken({ role, subject, passwordChangedAt, familyId }: AccessClaims): Promise<string> {
      return sign(
        { typ: 'access', role, fam: familyId, ...passwordClaim(passwordChangedAt) },
        subject,
        tokens.accessExpiry,
        accessSecret,
      );
    },

    async issueRefreshToken({
      role,
      subject,
      passwordChangedAt,
      familyId,
    }: RefreshClaims): Promise<IssuedRefreshToken> {
      // The random jti makes every token unique, even two issued in the same second.
      const token = await sign(
        { typ: 'refresh', role, fam: familyId, jti: randomUUID(), ...passwordClaim(passwordChangedAt) },
        subject,
        tokens.refreshExpiry,
        refreshSecret,
      );
      return {
        token,
        hash: hashRefreshToken(token),
        expiresAt: new Date(Date.now() + tokens.refreshExpiry * 1000),
      };
    },

    async verifyAccessToken(token: string): Promise<Verified<AccessClaims>> {
      const result = await verify(token, accessSecret, 'access');
      if (!result.ok) return result;
      return { ok: true, claims: claimsOf(result.claims) };
    },

    async verifyRefreshToken(token: string): Promise<Verified<RefreshClaims>> {
      const result = await verify(token, refreshSecret, 'refresh');
      if (!result.ok) return result;
      return { ok: true, claims: claimsOf(result.claims) };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
