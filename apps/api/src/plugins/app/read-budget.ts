import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimit } from '../../config.js';
import { errorResponses } from '../../lib/envelope.js';
import { tooManyRequests } from '../../lib/http-error.js';

/** KiB of responses, the unit a read is charged in. */
const KIB = 1024;

/**
 * The least a read costs, however small its answer: looking up the account and running a query cost the
 * server something even when the answer is a line.
 */
export const SMALLEST_READ_KIB = 4;

/**
 * What a read costs: the size of the answer the server had to build and send, which is what let one
 * account's pages of a thousand answers each stall every other school's requests.
 */
export function readCostKib(payload: unknown): number {
  const bytes =
    typeof payload === 'string' ? Buffer.byteLength(payload) : Buffer.isBuffer(payload) ? payload.length : 0;
  return Math.max(SMALLEST_READ_KIB, Math.ceil(bytes / KIB));
}

const waitText = (seconds: number) =>
  seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;

/**
 * Each signed-in account may read so many KiB of answers per window: a class's screens stay far below it,
 * while one account pulling the biggest pages as fast as it can gets 429 and leaves the server to everyone
 * else. The answer is charged once it is built (its size is not known before), so the budget is checked
 * before a read and charged after it.
 */
async function readBudgetPlugin(app: FastifyInstance, { budget }: { budget: RateLimit }) {
  const options = { keyPrefix: 'abacus-read-budget', points: budget.max, duration: budget.window };
  const limiter: RateLimiterAbstract = app.rateLimitRedis
    ? new RateLimiterRedis({ ...options, storeClient: app.rateLimitRedis, rejectIfRedisNotReady: true })
    : new RateLimiterMemory(options);
  const reader = (request: FastifyRequest) =>
    request.method === 'GET' && request.account ? request.account.publicId : undefined;

  // Every read by an account may meet the budget: its documentation says so.
  app.addHook('onRoute', (route) => {
    const readers = route.config?.access?.some((caller) => caller === 'admin' || caller === 'student');
    if (route.method !== 'GET' || !readers || !route.schema?.response) return;
    const responses = route.schema.response as Record<string, unknown>;
    route.schema = { ...route.schema, response: { ...errorResponses(429), ...responses } };
  });

  app.addHook('preHandler', async (request) => {
    const key = reader(request);
    if (!key) return;
    // Like every limit here, an unreachable Redis pauses the budget rather than refusing everyone.
    const spent = await limiter.get(key).catch(() => null);
    if (spent && spent.remainingPoints <= 0) {
      const seconds = Math.max(1, Math.ceil(spent.msBeforeNext / 1000));
      throw tooManyRequests(`This account has read too much at once; try again in ${waitText(seconds)}`, {
        'retry-after': String(seconds),
      });
    }
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const key = reader(request);
    if (key) await limiter.penalty(key, readCostKib(payload)).catch(() => undefined);
    return payload;
  });
}

export default fp(readBudgetPlugin, {
  name: 'read-budget',
  // It charges the account authentication found, in the store the other limits use.
  dependencies: ['rate-limit', 'authentication'],
});
