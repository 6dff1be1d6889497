import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../domain/roles.js';
import { usernameKey } from '../../domain/username.js';
import { tooManyAttempts } from '../../plugins/app/request-limits.js';

/** How long an account remembers the address of its last sign-in: longer than the weeks between lessons. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

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
  const counters = app.limitCounters;
  const { max, window } = app.config.loginFailureRateLimit;
  const windowMs = window * 1000;
  const countedBy = new WeakSet<FastifyRequest>();

  const keysOf = (request: FastifyRequest) => {
    const address = `sign-in:${request.ip}`;
    const account = `${address}:${role}:${usernameKey((request.body as { username: string }).username)}`;
    return { usernamesFailed: `${address}:failed`, failed: `${account}:failed`, known: `${account}:known` };
  };

  return {
    preHandler: async (request: FastifyRequest) => {
      const keys = keysOf(request);
      if ((await counters.count(keys.failed)) > 0) return;
      const place = await counters.take(keys.usernamesFailed, max, windowMs);
      if (place.taken) {
        // A request of the same username in flight may have counted it first.
        if ((await counters.take(keys.failed, 1, windowMs)).taken) countedBy.add(request);
        else await counters.giveBack(keys.usernamesFailed);
        return;
      }
      if ((await counters.count(keys.failed)) > 0 || (await counters.count(keys.known)) > 0) return;
      throw tooManyAttempts(place.retryAfter);
    },

    onSend: async (request: FastifyRequest, reply: FastifyReply) => {
      const { statusCode } = reply;
      // 403: the class is closed, which only the right password learns.
      const passwordRight = statusCode === 200 || statusCode === 403;
      if (!passwordRight && !(countedBy.has(request) && statusCode !== 401)) return;
      const keys = keysOf(request);
      if (await counters.giveBack(keys.failed)) await counters.giveBack(keys.usernamesFailed);
      if (statusCode === 200) await counters.mark(keys.known, KNOWN_ADDRESS_MS);
    },
  };
}
