import { createHash, randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Config } from '../../config.js';
import { ROLES, type Role } from '../../domain/roles.js';

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

/** A checked token's claims, with when it expires (epoch milliseconds). */
export type CheckedClaims = AccessClaims & { expiresAt: number };

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

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
const FAMILY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The private claim that carries {@link AccessClaims.passwordChangedAt}, absent when the password never
 * changed. Comparing it for equality, rather than a token's issue time with the change's, is exact: no
 * clock or precision decides whether a token issued around a change still works.
 */
const PASSWORD_CHANGED_AT = 'pwd_at';

const isPasswordChangedAt = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isSafeInteger(value));

type Payload = Record<string, unknown>;

/**
 * A checker of one kind of token. fast-jwt checks an HS256 signature synchronously, several times faster
 * than WebCrypto's round trip through the thread pool: this runs on every authenticated request.
 */
function createChecker(secret: string, type: 'access' | 'refresh') {
  // A token without an expiry or an issue time was not signed here: refused even with the right secret.
  const decode = createVerifier({
    key: secret,
    algorithms: [ALGORITHM],
    allowedIss: ISSUER,
    requiredClaims: ['exp', 'iat', 'sub'],
  });
  return (token: string): Verified<Payload> => {
    let payload: Payload;
    try {
      payload = decode(token) as Payload;
    } catch (error) {
      const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
      return { ok: false, problem: expired ? 'expired' : 'invalid' };
    }
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
  };
}

/** Signs and checks the short-lived access tokens and the refresh tokens (HS256 JWTs, separate secrets). */
export function createTokenService(tokens: Config['tokens']) {
  const signer = (secret: string, lifetimeSeconds: number) =>
    createSigner({ key: secret, algorithm: ALGORITHM, iss: ISSUER, expiresIn: lifetimeSeconds * 1000 });
  const signAccess = signer(tokens.accessSecret, tokens.accessExpiry);
  const signRefresh = signer(tokens.refreshSecret, tokens.refreshExpiry);
  const checkAccess = createChecker(tokens.accessSecret, 'access');
  const checkRefresh = createChecker(tokens.refreshSecret, 'refresh');

  const passwordClaim = (passwordChangedAt: number | null) =>
    passwordChangedAt === null ? {} : { [PASSWORD_CHANGED_AT]: passwordChangedAt };

  const claimsOf = (payload: Payload): CheckedClaims => ({
    role: payload.role as Role,
    subject: payload.sub as string,
    passwordChangedAt: (payload[PASSWORD_CHANGED_AT] as number | undefined) ?? null,
    familyId: payload.fam as string,
    // The verifier requires a numeric exp (seconds since the epoch) and has checked it is not past.
    expiresAt: (payload.exp as number) * 1000,
  });

  return {
    issueAccessToken({ role, subject, passwordChangedAt, familyId }: AccessClaims): string {
      return signAccess({
        typ: 'access',
        role,
        fam: familyId,
        sub: subject,
        ...passwordClaim(passwordChangedAt),
      });
    },

    issueRefreshToken({ role, subject, passwordChangedAt, familyId }: RefreshClaims): IssuedRefreshToken {
      // The random jti makes every token unique, even two issued in the same second.
      const token = signRefresh({
        typ: 'refresh',
        role,
        fam: familyId,
        sub: subject,
        jti: randomUUID(),
        ...passwordClaim(passwordChangedAt),
      });
      return {
        token,
        hash: hashRefreshToken(token),
        expiresAt: new Date(Date.now() + tokens.refreshExpiry * 1000),
      };
    },

    verifyAccessToken(token: string): Verified<CheckedClaims> {
      const result = checkAccess(token);
      if (!result.ok) return result;
      return { ok: true, claims: claimsOf(result.claims) };
    },

    verifyRefreshToken(token: string): Verified<CheckedClaims> {
      const result = checkRefresh(token);
      if (!result.ok) return result;
      return { ok: true, claims: claimsOf(result.claims) };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
