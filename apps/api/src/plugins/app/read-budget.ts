import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimit } from '../../config.js';
import { errorResponses } from '../../lib/envelope.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { waitText } from './limits.js';

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

/**
 * Each signed-in account may read so many KiB of answers per window: a class's screens stay far below it,
 * while one account pulling the biggest pages as fast as it can gets 429 and leaves the server to everyone
 * else. The answer is charged once it is built (its size is not known before), so the budget is checked
 * before a read and charged after it.
 */
async function readBudgetPlugin(app: FastifyInstance, { budget }: { budget: RateLimit }) {
  const limiter = app.limiters.limiter('read-budget', budget);
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
    const { remaining, resetsIn } = await limiter.window(key);
    if (remaining <= 0) {
      throw tooManyRequests(`This account has read too much at once; try again in ${waitText(resetsIn)}`, {
        'retry-after': String(resetsIn),
      });
    }
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const key = reader(request);
    if (key) await limiter.charge(key, readCostKib(payload));
    return payload;
  });
}

export default fp(readBudgetPlugin, {
  name: 'read-budget',
  // It charges the account authentication found, in the store the other limits use.
  dependencies: ['limits', 'authentication'],
});
