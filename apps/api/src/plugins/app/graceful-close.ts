import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../../lib/envelope.js';

/** How soon a client may try again: a restart takes a few seconds. */
const RETRY_AFTER_SECONDS = '5';

/**
 * Closing the server: requests still in flight finish; a request that arrives meanwhile (on a
 * keep-alive connection) is answered 503 with `Retry-After`, in the API's envelope (Fastify's own 503
 * is not); and every response says `Connection: close`, so its connection ends with it rather than
 * keeping close() waiting for the client's idle timeout.
 */
async function gracefulClosePlugin(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    // Sent as it is: a route's own 503 schema (the health check's) describes another body.
    return reply
      .code(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(errorEnvelope(503, 'The server is restarting; please try again in a few seconds'));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

export default fp(gracefulClosePlugin, { name: 'graceful-close' });
