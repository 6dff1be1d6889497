import { createHash, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Config } from '../../config.js';
import type { Role } from './roles.js';

const ISSUER = 'abacus-exam-platform';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  role: Role;
  /** The account's public id. */
  subject: string;
}

export interface RefreshClaims extends AccessClaims {
  familyId: string;
}

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

async function verify(
  token: string,
  secret: Uint8Array,
  type: 'access' | 'refresh',
): Promise<Verified<JWTPayload>> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: [ALGORITHM] });
    if (payload.typ !== type || typeof payload.sub !== 'string' || !isRole(payload.role)) {
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

  return {
    issueAccessToken({ role, subject }: AccessClaims): Promise<string> {
      return sign({ typ: 'access', role }, subject, tokens.accessExpiry, accessSecret);
    },

    async issueRefreshToken({ role, subject, familyId }: RefreshClaims): Promise<IssuedRefreshToken> {
      // The random jti makes every token unique, even two issued in the same second.
      const token = await sign(
        { typ: 'refresh', role, fam: familyId, jti: randomUUID() },
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
      return { ok: true, claims: { role: result.claims.role as Role, subject: result.claims.sub! } };
    },

    async verifyRefreshToken(token: string): Promise<Verified<RefreshClaims>> {
      const result = await verify(token, refreshSecret, 'refresh');
      if (!result.ok) return result;
      if (typeof result.claims.fam !== 'string') return { ok: false, problem: 'invalid' };
      return {
        ok: true,
        claims: {
          role: result.claims.role as Role,
          subject: result.claims.sub!,
          familyId: result.claims.fam,
        },
      };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
