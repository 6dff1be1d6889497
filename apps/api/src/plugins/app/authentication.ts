import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  CLASS_CLOSED,
  PASSWORD_CHANGED,
  ROLE_NAMES,
  ROLES,
  type Account,
  type AdminAccount,
  type ParentAccount,
  type Role,
  type SignedInAccount,
  type StudentAccount,
} from '../../domain/roles.js';
import { forbidden, unauthorized } from '../../lib/http-error.js';

/** Who may call a route: account roles, and `anyone` for callers without a token. */
export type Caller = Role | 'anyone';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route. The one statement both guards the route (before its body is parsed or
     * validated) and documents its `security` in the OpenAPI document. Unset → a public route.
     */
    access?: readonly Caller[];
  }
  interface FastifySchema {
    /** Set from `config.access`: who may call the route, published in the OpenAPI document. */
    'x-access'?: readonly Caller[];
  }
  interface FastifyRequest {
    /** The caller, once the route's guard has run; null for anonymous callers. */
    account: SignedInAccount | null;
    /** The caller's access token, once the route's guard has run; null for anonymous callers. */
    accessToken: AccessTokenClaims | null;
  }
}

export interface AccessTokenClaims {
  role: Role;
  subject: string;
  passwordChangedAt: number | null;
  familyId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export type VerifiedAccessToken =
  { ok: true; claims: AccessTokenClaims } | { ok: false; problem: 'expired' | 'invalid' };

/** What stands behind a token's subject at this moment. */
export type AccountStanding =
  | {
      status: 'live';
      account: SignedInAccount;
      /** When the password last changed (epoch ms; null: never): tokens issued under another are void. */
      passwordChangedAt: number | null;
      /** Whether the sign-in the token descends from was revoked (a refresh token was used twice). */
      signInRevoked: boolean;
    }
  /** Deleted (or never there). */
  | { status: 'gone' }
  /** A student whose teacher closed the class. */
  | { status: 'closed' };

export interface AuthenticationOptions {
  verifyAccessToken(token: string): VerifiedAccessToken;
  findAccount(role: Role, publicId: string, familyId: string): Promise<AccountStanding>;
}

const BEARER = /^Bearer\s+(\S+)$/i;
const SESSION_REVOKED = 'This session was signed out because its refresh token was used twice; sign in again';
const BEARER_SECURITY = { bearerAuth: [] };
const isRole = (caller: Caller): caller is Role => (ROLES as readonly string[]).includes(caller);

/** The signed-in account of a request to a route that only a school's accounts may call. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new Error('the route admits anonymous callers: read request.account instead');
  if (request.account.role === 'parent') throw new Error("the route's access admits parents");
  return request.account;
}

/** The access token of a request to a route that only accounts may call. */
export function accessTokenOf(request: FastifyRequest): AccessTokenClaims {
  if (!request.accessToken) throw new Error('the route admits anonymous callers');
  return request.accessToken;
}

/** The signed-in account of a request to an admins-only route. */
export function adminOf(request: FastifyRequest): AdminAccount {
  if (request.account?.role !== 'admin') throw new Error("the route's access is not admins only");
  return request.account;
}

/** The signed-in account of a request to a students-only route. */
export function studentOf(request: FastifyRequest): StudentAccount {
  if (request.account?.role !== 'student') throw new Error("the route's access is not students only");
  return request.account;
}

/** The signed-in account of a request to a parents-only route. */
export function parentOf(request: FastifyRequest): ParentAccount {
  if (request.account?.role !== 'parent') throw new Error("the route's access is not parents only");
  return request.account;
}

/**
 * The account a token stands for, if it may act with it now: live, its class open, its password the one
 * the token was issued under and its sign-in not revoked. Otherwise throws the error to answer with.
 */
export function admittedAccount(
  standing: AccountStanding,
  claims: Pick<AccessTokenClaims, 'passwordChangedAt'>,
): SignedInAccount {
  if (standing.status === 'gone') throw unauthorized('This account no longer exists', { invalidToken: true });
  if (standing.status === 'closed') throw forbidden(CLASS_CLOSED);
  if (standing.passwordChangedAt !== claims.passwordChangedAt)
    throw unauthorized(PASSWORD_CHANGED, { invalidToken: true });
  if (standing.signInRevoked) throw unauthorized(SESSION_REVOKED, { invalidToken: true });
  return standing.account;
}

/**
 * Bearer access tokens: who is calling, and whether they may. The account is looked up on every
 * request, so the tokens of a deleted account, of a closed class or issued before a password change
 * stop working at once rather than when they expire.
 */
async function authenticationPlugin(app: FastifyInstance, options: AuthenticationOptions) {
  app.decorateRequest('account', null);
  app.decorateRequest('accessToken', null);

  async function authenticate(request: FastifyRequest, roles: readonly Role[]): Promise<void> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Missing access token: send Authorization: Bearer <token>');
    const token = BEARER.exec(header)?.[1];
    if (!token)
      throw unauthorized('Malformed Authorization header: expected Bearer <token>', { invalidToken: true });

    const verified = options.verifyAccessToken(token);
    if (!verified.ok) {
      throw unauthorized(verified.problem === 'expired' ? 'Access token expired' : 'Invalid access token', {
        invalidToken: true,
      });
    }
    const { claims } = verified;
    if (!roles.includes(claims.role)) {
      throw forbidden(`Only ${roles.map((r) => ROLE_NAMES[r].plural).join(' and ')} may do this`);
    }
    const standing = await options.findAccount(claims.role, claims.subject, claims.familyId);
    request.account = admittedAccount(standing, claims);
    request.accessToken = claims;
  }

  function guard(access: readonly Caller[]): onRequestAsyncHookHandler {
    const roles = access.filter(isRole);
    const anyone = access.includes('anyone');
    return async (request) => {
      if (anyone && request.headers.authorization === undefined) return;
      await authenticate(request, roles);
    };
  }

  app.addHook('onRoute', (route) => {
    const where = `${route.method.toString()} ${route.url}`;
    if (route.schema?.security) {
      throw new Error(`${where}: declare who may call it with config.access, not schema.security`);
    }
    const access = route.config?.access;
    if (!access) {
      // A documented route anyone may call says so: no security requirement, rather than none stated.
      if (route.schema && !route.schema.hide) route.schema = { ...route.schema, security: [] };
      return;
    }
    if (access.length === 0) throw new Error(`${where}: config.access names nobody`);
    route.schema = {
      ...route.schema,
      security: access.includes('anyone') ? [{}, BEARER_SECURITY] : [BEARER_SECURITY],
      // Who may call it, as an OpenAPI extension: the documentation and its example checks read it.
      'x-access': access,
    };
    const onRequest = route.onRequest ?? [];
    route.onRequest = [guard(access), ...(Array.isArray(onRequest) ? onRequest : [onRequest])];
  });
}

export default fp(authenticationPlugin, { name: 'authentication' });
