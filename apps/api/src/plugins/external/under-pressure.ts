import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface UnderPressureOptions {
  /** Mean event-loop delay (ms) above which new requests are shed; 0 → never. */
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
}

/** Long enough for a burst to pass, short enough that a child's answer is retried soon. */
export const SHED_RETRY_AFTER_SECONDS = 5;

/**
 * Load shedding: when the event loop falls behind or the heap nears its limit, a new request is answered
 * at once with 503 and `Retry-After` (the error handler words it) rather than queueing behind everyone
 * else until it times out, adding to the memory that is running out.
 */
async function underPressurePlugin(app: FastifyInstance, options: UnderPressureOptions) {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    retryAfter: SHED_RETRY_AFTER_SECONDS,
  });
}

export default fp(underPressurePlugin, { name: 'under-pressure' });
