import { monitorEventLoopDelay } from 'node:perf_hooks';
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

/** How often the event loop's delay is judged, as under-pressure samples the heap. */
const SAMPLE_INTERVAL_MS = 1000;
/** How often the event loop is timed; a turn on time counts this much, as in under-pressure. */
const RESOLUTION_MS = 10;

/**
 * Load shedding: when the event loop falls behind or the heap nears its limit, a new request is answered
 * at once with 503 and `Retry-After` (the error handler words it) rather than queueing behind everyone
 * else until it times out, adding to the memory that is running out.
 *
 * The event loop is timed from the moment the app is ready, not by under-pressure's own check, which
 * times it from the plugin's registration: on a busy host its first sample then measured the start-up,
 * and every request was shed for a second after the health check said the server was up. The verdict
 * reaches under-pressure as its health check, which sheds the same way and spares the same routes.
 */
async function underPressurePlugin(app: FastifyInstance, options: UnderPressureOptions) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let keepingUp = true;
  const eventLoopKeepsUp = async () => {
    // Not timed since the last sample (held up throughout, or just enabled): the last verdict stands.
    if (histogram.count > 0) {
      keepingUp = histogram.mean / 1e6 - RESOLUTION_MS <= options.maxEventLoopDelayMs;
    }
    histogram.reset();
    return keepingUp;
  };

  await app.register(underPressure, {
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    retryAfter: SHED_RETRY_AFTER_SECONDS,
    sampleInterval: SAMPLE_INTERVAL_MS,
    ...(options.maxEventLoopDelayMs > 0 && {
      healthCheck: eventLoopKeepsUp,
      healthCheckInterval: SAMPLE_INTERVAL_MS,
    }),
  });
  if (options.maxEventLoopDelayMs > 0) {
    app.addHook('onReady', async () => {
      histogram.enable();
    });
    app.addHook('onClose', async () => {
      histogram.disable();
    });
  }
}

export default fp(underPressurePlugin, { name: 'under-pressure' });
