import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { ok } from '../../lib/envelope.js';
import type { Role } from './roles.js';
import { LoginBodySchema, loginResponses, RefreshBodySchema, refreshResponses } from './session-schemas.js';

const TAGS: Record<Role, 'Admin' | 'Student'> = { admin: 'Admin', student: 'Student' };
const ROLE_NAME: Record<Role, string> = { admin: 'an admin', student: 'a student' };

/** Whose refresh token this claims to be, read without trusting it: only to key the rate limit. */
function claimedSubject(request: FastifyRequest): string {
  try {
    return decodeJwt((request.body as { refreshToken: string }).refreshToken).sub ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** POST /login and POST /token of one role; the two roles' endpoints differ only in their accounts. */
export const sessionRoutes: FastifyPluginAsyncZod<{ role: Role }> = async (app, { role }) => {
  const window = app.config.loginRateLimit.window * 1000;
  const max = app.config.loginRateLimit.max;

  app.post(
    '/login',
    {
      schema: {
        operationId: `${role}Login`,
        tags: [TAGS[role]],
        summary: `Sign in as ${ROLE_NAME[role]}`,
        description:
          `Exchanges ${ROLE_NAME[role]}'s username and password for an access token and a refresh token. ` +
          'An unknown username and a wrong password get the same 401. Attempts are limited per username ' +
          'and client address: LOGIN_RATE_LIMIT_MAX per LOGIN_RATE_LIMIT_WINDOW (10 per 15 minutes by default), ' +
          'then 429 with Retry-After.',
        body: LoginBodySchema,
        response: loginResponses,
      },
      config: {
        rateLimit: {
          max,
          timeWindow: window,
          hook: 'preHandler',
          keyGenerator: (request) =>
            `login:${role}:${request.ip}:${(request.body as { username: string }).username.toLowerCase()}`,
        },
      },
    },
    async (request) => {
      const pair = await app.sessions.login(role, request.body.username, request.body.password);
      return ok({ message: 'Login Successful', ...pair });
    },
  );

  app.post(
    '/token',
    {
      schema: {
        operationId: `refresh${TAGS[role]}Token`,
        tags: [TAGS[role]],
        summary: `Renew ${ROLE_NAME[role]}'s tokens`,
        description:
          'Spends a refresh token for a new access token and a new refresh token. Each refresh token works ' +
          'once: presenting a spent one again signs out every session that descends from the same login.',
        body: RefreshBodySchema,
        response: refreshResponses,
      },
      config: {
        rateLimit: {
          max,
          timeWindow: window,
          hook: 'preHandler',
          keyGenerator: (request) => `refresh:${role}:${request.ip}:${claimedSubject(request)}`,
        },
      },
    },
    async (request) => {
      const pair = await app.sessions.refresh(role, request.body.refreshToken);
      return ok({ message: 'Token refreshed Successfully', ...pair });
    },
  );
};
