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

/** Whose budgets a read is charged to: the account's own, and a student's school's. */
interface Readers {
  account: string;
  school: string | undefined;
}

/**
 * Each signed-in account may read so many KiB of answers per window: a class's screens stay far below it,
 * while one account pulling the biggest pages as fast as it can gets 429 and leaves the server to everyone
 * else. The students of one school share a budget besides, so that twenty accounts of one school, each
 * within its own, cannot stall every other school either; their teacher is left out of it, so as to see
 * what the class is doing. The answer is charged once it is built (its size is not known before), so the
 * budgets are checked before a read and charged after it.
 */
async function readBudgetPlugin(
  app: FastifyInstance,
  { budget, schoolBudget }: { budget: RateLimit; schoolBudget: RateLimit },
) {
  const accounts = app.limiters.limiter('read-budget', budget);
  const schools = app.limiters.limiter('school-read-budget', schoolBudget);
  const readersOf = (request: FastifyRequest): Readers | undefined => {
    const { account } = request;
    if (request.method !== 'GET' || !account) return undefined;
    return {
      account: account.publicId,
      school: account.role === 'student' ? account.adminPublicId : undefined,
    };
  };

  // Every read by an account may meet the budget: its documentation says so.
  app.addHook('onRoute', (route) => {
    const readers = route.config?.access?.some((caller) => caller === 'admin' || caller === 'student');
    if (route.method !== 'GET' || !readers || !route.schema?.response) return;
    const responses = route.schema.response as Record<string, unknown>;
    route.schema = { ...route.schema, response: { ...errorResponses(429), ...responses } };
  });

  const refuse = (who: string, resetsIn: number) =>
    tooManyRequests(`This ${who} has read too much at once; try again in ${waitText(resetsIn)}`, {
      'retry-after': String(resetsIn),
    });

  app.addHook('preHandler', async (request) => {
    const readers = readersOf(request);
    if (!readers) return;
    const [own, school] = await Promise.all([
      accounts.window(readers.account),
      readers.school === undefined ? undefined : schools.window(readers.school),
    ]);
    if (own.remaining <= 0) throw refuse('account', own.resetsIn);
    if (school && school.remaining <= 0) throw refuse('school', school.resetsIn);
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const readers = readersOf(request);
    if (!readers) return payload;
    const cost = readCostKib(payload);
    await Promise.all([
      accounts.charge(readers.account, cost),
      readers.school === undefined ? undefined : schools.charge(readers.school, cost),
    ]);
    return payload;
  });
}

export default fp(readBudgetPlugin, {
  name: 'read-budget',
  // It charges the account authentication found, in the store the other limits use.
  dependencies: ['limits', 'authentication'],
});
