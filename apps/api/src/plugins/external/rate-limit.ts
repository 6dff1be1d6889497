import rateLimit from '@fastify/rate-limit';
import type {
  FastifyError,
  FastifyInstance,
  FastifyRequest,
  onErrorAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimit } from '../../config.js';
import { tooManyRequests } from '../../lib/http-error.js';

export interface RateLimitOptions {
  /** Unset → counters in this process's memory. */
  redisUrl: string | undefined;
}

export interface FailureLimit {
  /** Routes that name the same limit count together. */
  name: string;
  limit: RateLimit;
  /** Whose failures count together (an address, an account, …). */
  key: (request: FastifyRequest) => string;
  /** Which errors of the route are failures. */
  counts: (error: FastifyError) => boolean;
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

export interface AccountLimit {
  /** Routes that name the same limit count together. */
  name: string;
  limit: RateLimit;
  applies?: (request: FastifyRequest) => boolean;
}

/**
 * Enough keys that a flood of junk usernames or addresses cannot push a real one out of memory before its
 * window ends (each key costs a few dozen bytes).
 */
const MEMORY_STORE_KEYS = 200_000;

const waitText = (seconds: number) =>
  seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;

/**
 * Rate limits are declared per route (`config.rateLimit`); none applies globally. With Redis every API
 * process shares the counters, so a limit holds however many processes serve the traffic.
 */
async function rateLimitPlugin(app: FastifyInstance, { redisUrl }: RateLimitOptions) {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'abacus-rate-limit:' }),
    // An unreachable Redis must not lock every teacher and student out: limits pause instead.
    skipOnError: true,
    cache: MEMORY_STORE_KEYS,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many attempts; try again in ${context.after}`),
  });

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
        if (!status.isAllowed && status.remaining === 0) {
          throw tooManyRequests(`Too many attempts; try again in ${waitText(status.ttlInSeconds)}`, {
            'retry-after': String(status.ttlInSeconds),
          });
        }
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
      if (!status.isAllowed && status.isExceeded) {
        throw tooManyRequests(`Too many requests; try again in ${waitText(status.ttlInSeconds)}`, {
          'retry-after': String(status.ttlInSeconds),
        });
      }
    };
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
