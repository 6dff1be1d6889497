import type {
  FastifyError,
  FastifyInstance,
  FastifyRequest,
  onErrorAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimit } from '../../config.js';
import { tooManyRequests } from '../../lib/http-error.js';

export interface FailureLimit {
  /** Routes that name the same limit count together. */
  name: string;
  limit: RateLimit;
  /** Whose failures count together (an address, an account, …). */
  key: (request: FastifyRequest) => string;
  /** Which errors of the route are failures. */
  counts: (error: FastifyError) => boolean;
}

export interface AccountLimit {
  /** Routes that name the same limit count together. */
  name: string;
  limit: RateLimit;
  applies?: (request: FastifyRequest) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hooks for a route that limit its failures only (wrong passwords, say): once `max` have failed within
     * the window, the key's requests get 429 with Retry-After until it ends; successes never count.
     */
    limitFailures(limit: FailureLimit): {
      preHandler: preHandlerAsyncHookHandler;
      onError: onErrorAsyncHookHandler;
    };
    /**
     * A preHandler limiting what one signed-in account does per window (`name` keeps each limit's count
     * apart); anonymous callers, and requests `applies` leaves out, are not counted.
     */
    limitPerAccount(limit: AccountLimit): preHandlerAsyncHookHandler;
  }
}

const waitText = (seconds: number) =>
  seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;

const tooMany = (what: string, seconds: number) =>
  tooManyRequests(`Too many ${what}; try again in ${waitText(seconds)}`, { 'retry-after': String(seconds) });

/**
 * The API's own limits, counted in the store of @fastify/rate-limit (plugins/external/rate-limit.ts): the
 * failures of a route, and what one account does.
 */
async function requestLimitsPlugin(app: FastifyInstance) {
  // Each limiter keeps its own counts: one per named limit, shared by every route that names it.
  const limiters = new Map<string, ReturnType<typeof app.createRateLimit>>();
  const limiterNamed = (name: string, limit: RateLimit, key: (request: FastifyRequest) => string) => {
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.window * 1000,
        keyGenerator: (request) => `${name}:${key(request)}`,
      });
      limiters.set(name, limiter);
    }
    return limiter;
  };

  app.decorate('limitFailures', ({ name, limit, key, counts }: FailureLimit) => {
    const limiter = limiterNamed(name, limit, key);
    return {
      async preHandler(request: FastifyRequest) {
        const status = await limiter(request, { increment: false });
        if (!status.isAllowed && status.remaining === 0) throw tooMany('attempts', status.ttlInSeconds);
      },
      async onError(request: FastifyRequest, _reply: unknown, error: FastifyError) {
        if (counts(error)) await limiter(request);
      },
    };
  });

  app.decorate('limitPerAccount', ({ name, limit, applies }: AccountLimit) => {
    const limiter = limiterNamed(name, limit, (request) => `${request.account!.role}:${request.account!.id}`);
    return async (request: FastifyRequest) => {
      if (!request.account || (applies && !applies(request))) return;
      const status = await limiter(request);
      if (!status.isAllowed && status.isExceeded) throw tooMany('requests', status.ttlInSeconds);
    };
  });
}

export default fp(requestLimitsPlugin, {
  name: 'request-limits',
  // The limiters count in @fastify/rate-limit's store; limitPerAccount keys on the authenticated account.
  dependencies: ['rate-limit', 'authentication'],
});
