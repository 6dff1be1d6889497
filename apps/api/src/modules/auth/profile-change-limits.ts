import type { FastifyInstance } from 'fastify';

/**
 * The limits of a route that changes an account's profile: a wrong current password counts as a failed
 * login of that account (it can be guessed no faster than a password at the login), and taken usernames
 * or emails (409) are limited per account, so the answers cannot list who else is registered.
 */
export function profileChangeLimits(app: FastifyInstance) {
  const accountKey = (request: { account: { role: string; id: number } | null }) =>
    `${request.account!.role}:${request.account!.id}`;
  const wrongPassword = app.limitFailures({
    name: 'current-password',
    limit: app.config.loginRateLimit,
    key: accountKey,
    counts: (error) => error.statusCode === 401,
  });
  const conflicts = app.limitFailures({
    name: 'profile-conflicts',
    limit: app.config.accountRateLimits.profileConflicts,
    key: accountKey,
    counts: (error) => error.statusCode === 409,
  });
  return {
    preHandler: [wrongPassword.preHandler, conflicts.preHandler],
    onError: [wrongPassword.onError, conflicts.onError],
  };
}
