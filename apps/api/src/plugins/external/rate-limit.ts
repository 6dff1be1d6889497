import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../../lib/http-error.js';
import { memoryCounters, redisCounters, type LimitCounters } from '../../lib/limit-counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters for the limits that count a request before handling it, in this plugin's memory or Redis. */
    limitCounters: LimitCounters;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis the limits count in; null → each process counts in its own memory. */
    rateLimitRedis: Redis | null;
  }
}

export interface RateLimitOptions {
  /** Unset → counters in this process's memory. */
  redisUrl: string | undefined;
}

/**
 * Enough keys that a flood of junk usernames or addresses cannot push a real one out of memory before its
 * window ends (each key costs a few dozen bytes).
 */
const MEMORY_STORE_KEYS = 200_000;

const REDIS_PREFIX = 'abacus-rate-limit:';

/**
 * Rate limits are declared per route (`config.rateLimit`, or the limiters of plugins/app/request-limits.ts);
 * none applies globally. With Redis every API process shares the counters, so a limit holds however many
 * processes serve the traffic.
 */
async function rateLimitPlugin(app: FastifyInstance, { redisUrl }: RateLimitOptions) {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  app.decorate('rateLimitRedis', redis ?? null);
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: REDIS_PREFIX }),
    // An unreachable Redis must not lock every teacher and student out: limits pause instead.
    skipOnError: true,
    cache: MEMORY_STORE_KEYS,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many attempts; try again in ${context.after}`),
  });
  app.decorate(
    'limitCounters',
    redis ? redisCounters(redis, `${REDIS_PREFIX}counters:`) : memoryCounters(MEMORY_STORE_KEYS),
  );
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
