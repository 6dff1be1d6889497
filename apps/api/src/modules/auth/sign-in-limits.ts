import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../domain/roles.js';
import { usernameKey } from '../../domain/username.js';
import { tooManyAttempts } from '../../plugins/app/limits.js';

/** How long an account remembers the address of its last sign-in: longer than the weeks between lessons. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/**
 * Password spraying — many usernames from one address, a few passwords each — is stopped by the number of
 * usernames that fail from the address (LOGIN_FAILURE_RATE_LIMIT_MAX per login window), while a whole
 * class signs in through its school's one address:
 *
 * - a username counts once, when it first fails: a child's retries of their own account are held by the
 *   limit per username and address (LOGIN_RATE_LIMIT_MAX), not by the school's;
 * - it stops counting once its password is given right, since its failures were its owner's;
 * - once the address has used its usernames, only those already counted, and accounts that signed in from
 *   the address before, have their passwords checked. A right password alone must not get in: the sprayer
 *   would keep guessing, 429 for wrong and 200 for right.
 *
 * A username takes its place in the count before its password is checked, so a burst of usernames cannot
 * pass together while none of it is counted yet.
 */
export function signInLimits(app: FastifyInstance, role: Role) {
  const limit = app.config.loginFailureRateLimit;
  // Per address, the usernames that failed; per username and address, whether it is one of them (one slot).
  const usernamesFailed = app.limiters.limiter('sign-in:usernames-failed', limit);
  const failed = app.limiters.limiter('sign-in:failed', { max: 1, window: limit.window });
  const known = app.limiters.marks('sign-in:known', KNOWN_ADDRESS_SECONDS);
  const countedBy = new WeakSet<FastifyRequest>();

  const accountOf = (request: FastifyRequest) =>
    `${request.ip}:${role}:${usernameKey((request.body as { username: string }).username)}`;
  const counted = async (account: string) => (await failed.window(account)).used > 0;

  return {
    preHandler: async (request: FastifyRequest) => {
      const account = accountOf(request);
      if (await counted(account)) return;
      const place = await usernamesFailed.take(request.ip);
      if (place.taken) {
        // A request of the same username in flight may have counted it first.
        if ((await failed.take(account)).taken) countedBy.add(request);
        else await usernamesFailed.giveBack(request.ip);
        return;
      }
      if ((await counted(account)) || (await known.has(account))) return;
      throw tooManyAttempts(place.resetsIn);
    },

    onSend: async (request: FastifyRequest, reply: FastifyReply) => {
      const { statusCode } = reply;
      // 403: the class is closed, which only the right password learns.
      const passwordRight = statusCode === 200 || statusCode === 403;
      if (!passwordRight && !(countedBy.has(request) && statusCode !== 401)) return;
      const account = accountOf(request);
      if (await failed.giveBack(account)) await usernamesFailed.giveBack(request.ip);
      if (statusCode === 200) await known.mark(account);
    },
  };
}
