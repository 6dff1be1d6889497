import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import { adminsRepository } from '../../modules/admins/admins-repository.js';
import { refreshTokensRepository } from '../../modules/auth/refresh-tokens-repository.js';
import type { Role } from '../../modules/auth/roles.js';
import { sessionService, type SessionService } from '../../modules/auth/session-service.js';
import { createTokenService } from '../../modules/auth/token-service.js';
import { studentsRepository } from '../../modules/students/students-repository.js';

export interface AdminAccount {
  role: 'admin';
  id: number;
  publicId: string;
}

export interface StudentAccount {
  role: 'student';
  id: number;
  publicId: string;
  adminId: number;
  level: number;
}

export type Account = AdminAccount | StudentAccount;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** A preHandler admitting only a valid access token of one of `roles`. */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
    /** A preHandler admitting anonymous callers, or callers with a valid access token of one of `roles`. */
    allowAnonymousOr(...roles: Role[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The caller, once a role guard has run; null for anonymous callers. */
    account: Account | null;
  }
}

const ROLE_NAMES: Record<Role, string> = { admin: 'admins', student: 'students' };
const BEARER = /^Bearer\s+(\S+)$/i;

/** The signed-in account of a request whose route is guarded by `requireRole('admin')`. */
export function adminOf(request: FastifyRequest): AdminAccount {
  if (request.account?.role !== 'admin') throw new Error('route is not guarded by requireRole("admin")');
  return request.account;
}

/** The signed-in account of a request whose route is guarded by `requireRole('student')`. */
export function studentOf(request: FastifyRequest): StudentAccount {
  if (request.account?.role !== 'student') throw new Error('route is not guarded by requireRole("student")');
  return request.account;
}

/**
 * Bearer access tokens: who is calling, and whether they may. The account is looked up on every
 * request, so a deleted account's tokens stop working at once rather than when they expire.
 */
async function authenticationPlugin(app: FastifyInstance) {
  const tokens = createTokenService(app.config.tokens);
  const admins = adminsRepository(app.database.db);
  const students = studentsRepository(app.database.db);
  app.decorate(
    'sessions',
    sessionService({
      tokens,
      refreshTokens: refreshTokensRepository(app.database.db),
      accounts: { admin: admins, student: students },
    }),
  );
  app.decorateRequest('account', null);

  async function accountFor(role: Role, publicId: string): Promise<Account | null> {
    if (role === 'admin') {
      const admin = await admins.findLiveByPublicId(publicId);
      return admin && { role, id: admin.id, publicId: admin.publicId };
    }
    const student = await students.findLiveByPublicId(publicId);
    return (
      student && {
        role,
        id: student.id,
        publicId: student.publicId,
        adminId: student.adminId,
        level: student.level,
      }
    );
  }

  async function authenticate(request: FastifyRequest, roles: Role[]): Promise<void> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Missing access token: send Authorization: Bearer <token>');
    const token = BEARER.exec(header)?.[1];
    if (!token)
      throw unauthorized('Malformed Authorization header: expected Bearer <token>', { invalidToken: true });

    const verified = await tokens.verifyAccessToken(token);
    if (!verified.ok) {
      throw unauthorized(verified.problem === 'expired' ? 'Access token expired' : 'Invalid access token', {
        invalidToken: true,
      });
    }
    const { role, subject } = verified.claims;
    if (!roles.includes(role)) {
      throw forbidden(`Only ${roles.map((r) => ROLE_NAMES[r]).join(' and ')} may do this`);
    }
    const account = await accountFor(role, subject);
    if (!account) throw unauthorized('This account no longer exists', { invalidToken: true });
    request.account = account;
  }

  app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
    return async (request) => authenticate(request, roles);
  });
  app.decorate('allowAnonymousOr', (...roles: Role[]): preHandlerAsyncHookHandler => {
    return async (request) => {
      if (request.headers.authorization !== undefined) await authenticate(request, roles);
    };
  });
}

export default fp(authenticationPlugin, { name: 'authentication', dependencies: ['config', 'database'] });
