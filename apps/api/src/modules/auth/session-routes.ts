import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { ROLE_NAMES, type Role } from '../../domain/roles.js';
import { RENEWAL_RETRY_SECONDS } from '../../domain/token-renewal.js';
import { usernameKey } from '../../domain/username.js';
import type { SessionService } from './session-service.js';
import { clientAddress } from '../../plugins/app/limits.js';
import { signInLimits } from './sign-in-limits.js';
import { LoginBodySchema, loginResponses, RefreshBodySchema, refreshResponses } from './session-schemas.js';

/** POST /login and POST /token of one role; the two roles' endpoints differ only in their accounts. */
export const sessionRoutes: FastifyPluginAsyncZod<{ role: Role; sessions: SessionService }> = async (
  app,
  { role, sessions },
) => {
  const { tag, withArticle } = ROLE_NAMES[role];
  const limits = signInLimits(app, role);
  // Wrong passwords, not sign-ins: a child who signs in on three devices has spent none of their ten.
  const wrongPasswords = app.limitFailures({
    name: `${role}-wrong-passwords`,
    limit: app.config.loginRateLimit,
    key: (request) => `${request.ip}:${usernameKey((request.body as { username: string }).username)}`,
    counts: (statusCode) => statusCode === 401,
  });
  // A renewal is no attempt at a password: a genuine refresh token (even expired or spent) is never
  // limited. Forged ones are, per client address only: counted per the account they claim, they let
  // anyone who knows a teacher's id stop the teacher's sessions renewing.
  const forgeries = app.limitFailures({
    name: 'refresh-token-forgeries',
    limit: app.config.loginFailureRateLimit,
    key: clientAddress,
    counts: (statusCode) => statusCode === 401,
    applies: (request) => !sessions.wasSignedHere((request.body as { refreshToken: string }).refreshToken),
  });

  app.post(
    '/login',
    {
      schema: {
        operationId: `${role}Login`,
        tags: [tag],
        summary: `Sign in as ${withArticle}`,
        description:
          `Exchanges ${withArticle}'s username and password for an access token and a refresh token. ` +
          'An unknown username and a wrong password get the same 401. Wrong passwords are limited per ' +
          'username and client address: LOGIN_RATE_LIMIT_MAX per LOGIN_RATE_LIMIT_WINDOW (10 per 15 minutes by ' +
          'default; signing in with the right one spends nothing), then every attempt gets 429 until the window ends; ' +
          'and usernames that fail from one client address: LOGIN_FAILURE_RATE_LIMIT_MAX (100) per window, each ' +
          'counted once until its password is given right. Past that, the address may still sign in to the ' +
          'usernames already counted and to accounts that signed in from it in the last 30 days; other ' +
          'attempts get 429 with Retry-After, as do attempts past the limit per username.',
        body: LoginBodySchema,
        response: loginResponses,
      },
      preHandler: [wrongPasswords.preHandler, limits.preHandler],
      onSend: [wrongPasswords.onSend, limits.onSend],
    },
    async (request) => {
      const pair = await sessions.login(role, request.body.username, request.body.password);
      return ok({ message: 'Login Successful', ...pair });
    },
  );

  app.post(
    '/token',
    {
      schema: {
        operationId: `refresh${tag}Token`,
        tags: [tag],
        summary: `Renew ${withArticle}'s tokens`,
        description:
          'Spends a refresh token for a new access token and a new refresh token. Each refresh token works ' +
          'once: presenting a spent one again signs out every session that descends from the same login. ' +
          'The one exception is a retry of a renewal whose answer was lost (say, the page reloaded while it ' +
          'was on its way): send a `renewalKey` of your choosing with the token, and the same token with the ' +
          `same key within ${RENEWAL_RETRY_SECONDS} s, before the refresh token issued meanwhile was spent, ` +
          'gets a new pair; the pair issued before stops renewing. Renewals are not limited, but tokens not ' +
          'signed by this server are: LOGIN_FAILURE_RATE_LIMIT_MAX (100) per LOGIN_RATE_LIMIT_WINDOW per ' +
          'client address, then 429 with Retry-After.',
        body: RefreshBodySchema,
        response: refreshResponses,
      },
      preHandler: forgeries.preHandler,
      onSend: forgeries.onSend,
    },
    async (request) => {
      const pair = await sessions.refresh(role, request.body.refreshToken, request.body.renewalKey);
      return ok({ message: 'Token refreshed Successfully', ...pair });
    },
  );
};
