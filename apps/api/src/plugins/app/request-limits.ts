import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimit } from '../../config.js';
import { errorResponses } from '../../lib/envelope.js';
import { tooManyRequests } from '../../lib/http-error.js';

export interface FailureLimit {
  /** Routes that name the same limit count together. */
  name: string;
  limit: RateLimit;
  /** Whose failures count together (an address, an account, …). */
  key: (request: FastifyRequest) => string;
  /** Which answers of the route are failures, by status code. */
  counts: (statusCode: number) => boolean;
  /** The requests that may fail so; the others are neither counted nor refused. */
  applies?: (request: FastifyRequest) => boolean;
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
     * the window, the key's requests get 429 with Retry-After until it ends. Each request takes a slot
     * before it is handled and gives it back unless it failed, so requests in flight count too, and a burst
     * cannot fail more than `max` times.
     */
    limitFailures(limit: FailureLimit): {
      preHandler: preHandlerAsyncHookHandler;
      onSend: onSendAsyncHookHandler;
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

/** The 429 of a limit on attempts (passwords, usernames), with Retry-After. */
export const tooManyAttempts = (seconds: number) => tooMany('attempts', seconds);

/**
 * The API's own limits, counted where @fastify/rate-limit counts (plugins/external/rate-limit.ts): the
 * failures of a route, and what one account does.
 */
async function requestLimitsPlugin(app: FastifyInstance) {
  // The hooks these limits give routes, and @fastify/rate-limit's `config.rateLimit`: each route that has one
  // documents its 429.
  const limiterHooks = new WeakSet<object>();
  const limiting = <Hook extends object>(hook: Hook) => {
    limiterHooks.add(hook);
    return hook;
  };
  app.addHook('onRoute', (route) => {
    const hooks = [route.preHandler ?? []].flat();
    const limited = route.config?.rateLimit !== undefined || hooks.some((hook) => limiterHooks.has(hook));
    if (!limited || !route.schema?.response) return;
    const responses = route.schema.response as Record<string, unknown>;
    route.schema = { ...route.schema, response: { ...errorResponses(429), ...responses } };
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

  app.decorate('limitFailures', ({ name, limit, key, counts, applies }: FailureLimit) => {
    const slotOf = new WeakMap<FastifyRequest, string>();
    return {
      preHandler: limiting(async (request: FastifyRequest) => {
        if (applies && !applies(request)) return;
        const slot = `${name}:${key(request)}`;
        const { taken, retryAfter } = await app.limitCounters.take(slot, limit.max, limit.window * 1000);
        if (!taken) throw tooManyAttempts(retryAfter);
        slotOf.set(request, slot);
      }),
      async onSend(request: FastifyRequest, reply: FastifyReply) {
        const slot = slotOf.get(request);
        if (slot !== undefined && !counts(reply.statusCode)) await app.limitCounters.giveBack(slot);
      },
    };
  });

  app.decorate('limitPerAccount', ({ name, limit, applies }: AccountLimit) => {
    const limiter = limiterNamed(name, limit, (request) => `${request.account!.role}:${request.account!.id}`);
    return limiting(async (request: FastifyRequest) => {
      if (!request.account || (applies && !applies(request))) return;
      const status = await limiter(request);
      if (!status.isAllowed && status.isExceeded) throw tooMany('requests', status.ttlInSeconds);
    });
  });
}

export default fp(requestLimitsPlugin, {
  name: 'request-limits',
  // The limits count where rate-limit counts (its store and limitCounters); limitPerAccount keys on the
  // authenticated account.
  dependencies: ['rate-limit', 'authentication'],
});
