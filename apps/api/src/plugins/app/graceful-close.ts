import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A request still in flight when the server starts closing would leave its keep-alive connection
 * open afterwards, and close() would wait for the client's idle timeout. Answering it with
 * `Connection: close` lets the connection end with the response.
 */
async function gracefulClosePlugin(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

export default fp(gracefulClosePlugin, { name: 'graceful-close' });
