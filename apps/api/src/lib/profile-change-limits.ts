import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a profile change may carry, whichever the route's own body. */
type ProfileChange = Partial<Record<'username' | 'email' | 'password' | 'currentPassword', unknown>>;
const changeOf = (request: FastifyRequest) => request.body as ProfileChange;

/**
 * The limits of a route that changes an account's profile: a wrong current password counts as a failed
 * login of that account (it can be guessed no faster than a password at the login), and taken usernames
 * or emails (409) are limited per account, so the answers cannot list who else is registered. Keyed by
 * the public id, which no other database behind the same Redis gives to another account.
 */
export function profileChangeLimits(app: FastifyInstance) {
  const accountKey = (request: FastifyRequest) => `${request.account!.role}:${request.account!.publicId}`;
  const wrongPassword = app.limitFailures({
    name: 'current-password',
    limit: app.config.loginRateLimit,
    key: accountKey,
    counts: (statusCode) => statusCode === 401,
    applies: (request) => {
      const { password, currentPassword } = changeOf(request);
      return password !== undefined && currentPassword !== undefined;
    },
  });
  const conflicts = app.limitFailures({
    name: 'profile-conflicts',
    limit: app.config.accountRateLimits.profileConflicts,
    key: accountKey,
    counts: (statusCode) => statusCode === 409,
    applies: (request) => {
      const { username, email } = changeOf(request);
      return username !== undefined || email !== undefined;
    },
  });
  return {
    preHandler: [wrongPassword.preHandler, conflicts.preHandler],
    onSend: [wrongPassword.onSend, conflicts.onSend],
  };
}
