import { isIPv6 } from 'node:net';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { Address6 } from 'ip-address';
import type { RateLimit } from '../../config.js';
import { errorResponses } from '../../lib/envelope.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { createLimiters, type Limiters, type LimitersOptions } from '../../lib/limiters.js';

/** A limit on a route's requests, per client address unless `key` says whose requests count together. */
export interface RequestLimit {
  limit: RateLimit;
  key?: (request: FastifyRequest) => string;
  /** The requests that count; the others are neither counted nor refused. */
  applies?: (request: FastifyRequest) => boolean;
  /** When a request is counted: as it arrives (the default), or once its body is parsed and validated. */
  hook?: 'onRequest' | 'preHandler';
}

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

type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Limits the route's requests, with X-RateLimit-Limit, -Remaining and -Reset on its answers. */
    rateLimit?: RequestLimit;
  }

  interface FastifyInstance {
    /** Every counted limit, in this process's memory or in the Redis of REDIS_URL. */
    limiters: Limiters;
    /** The hook of a route's `config.rateLimit`, for a route declared otherwise (the 404 handler). */
    limitRequests(name: string, limit: RequestLimit): RequestHook;
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

/** How long to wait, in words. */
export const waitText = (seconds: number) =>
  seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;

const tooMany = (what: string, seconds: number) =>
  tooManyRequests(`Too many ${what}; try again in ${waitText(seconds)}`, { 'retry-after': String(seconds) });

/** The 429 of a limit on attempts (passwords, usernames, registrations), with Retry-After. */
export const tooManyAttempts = (seconds: number) => tooMany('attempts', seconds);

/**
 * The client's address as its limits count it: an IPv6 client usually holds a whole /64, so its addresses
 * count together; an IPv4 address written as IPv6 counts as itself.
 */
export function clientAddress(request: FastifyRequest): string {
  if (!isIPv6(request.ip)) return request.ip;
  const address = new Address6(request.ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${request.ip}/64`).startAddress().correctForm();
}

/**
 * The API's limits: a route's requests (`config.rateLimit`), its failures, and what one account does. Each
 * request takes its slot before the work it limits; none applies globally.
 */
async function limitsPlugin(app: FastifyInstance, options: Omit<LimitersOptions, 'log'>) {
  const limiters = await createLimiters({ ...options, log: app.log });
  app.decorate('limiters', limiters);
  app.addHook('onClose', async () => limiters.close());

  app.decorate('limitRequests', (name: string, { limit, key = clientAddress, applies }: RequestLimit) => {
    const limiter = limiters.limiter(name, limit);
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (applies && !applies(request)) return;
      const { taken, remaining, resetsIn } = await limiter.take(key(request));
      reply.headers({
        'x-ratelimit-limit': limit.max,
        'x-ratelimit-remaining': remaining,
        'x-ratelimit-reset': resetsIn,
      });
      if (!taken) throw tooManyAttempts(resetsIn);
    };
  });

  // The hooks of limitFailures and limitPerAccount: each route that has one documents its 429.
  const limiterHooks = new WeakSet<object>();
  const limiting = <Hook extends object>(hook: Hook) => {
    limiterHooks.add(hook);
    return hook;
  };

  app.addHook('onRoute', (route) => {
    const rateLimit = route.config?.rateLimit;
    if (rateLimit) {
      const hook = app.limitRequests(`${route.method.toString()} ${route.url}`, rateLimit);
      if (rateLimit.hook === 'preHandler') route.preHandler = [route.preHandler ?? [], hook].flat();
      else route.onRequest = [route.onRequest ?? [], hook].flat();
    }
    const limited =
      rateLimit !== undefined || [route.preHandler ?? []].flat().some((h) => limiterHooks.has(h));
    if (!limited || !route.schema?.response) return;
    const responses = route.schema.response as Record<string, unknown>;
    route.schema = { ...route.schema, response: { ...errorResponses(429), ...responses } };
  });

  app.decorate('limitFailures', ({ name, limit, key, counts, applies }: FailureLimit) => {
    const limiter = limiters.limiter(name, limit);
    const slotOf = new WeakMap<FastifyRequest, string>();
    return {
      preHandler: limiting(async (request: FastifyRequest) => {
        if (applies && !applies(request)) return;
        const slot = key(request);
        const { taken, resetsIn } = await limiter.take(slot);
        if (!taken) throw tooManyAttempts(resetsIn);
        slotOf.set(request, slot);
      }),
      async onSend(request: FastifyRequest, reply: FastifyReply) {
        const slot = slotOf.get(request);
        if (slot !== undefined && !counts(reply.statusCode)) await limiter.giveBack(slot);
      },
    };
  });

  app.decorate('limitPerAccount', ({ name, limit, applies }: AccountLimit) => {
    const limiter = limiters.limiter(name, limit);
    return limiting(async (request: FastifyRequest) => {
      if (!request.account || (applies && !applies(request))) return;
      const { taken, resetsIn } = await limiter.take(`${request.account.role}:${request.account.id}`);
      if (!taken) throw tooMany('requests', resetsIn);
    });
  });
}

export default fp(limitsPlugin, { name: 'limits' });
