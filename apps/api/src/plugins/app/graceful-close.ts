import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../../lib/envelope.js';

/** How soon a client may try again: a restart takes a few seconds. */
const RETRY_AFTER_SECONDS = '5';

/** Resolves after the event loop has gone round once more, handling the input waiting for it. */
const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Node's default backlog of a listening socket: at most this many connections wait to be accepted. */
const LISTEN_BACKLOG = 511;

/**
 * Closing the server finishes every request that has arrived, and refuses new connections only. When the
 * signal comes, requests may have arrived that the server has not read: in connections waiting to be
 * accepted, which closing the port would reset, and in the buffers of accepted connections, which
 * close() would destroy as idle (a burst of submissions lost most of its requests so). Node accepts one
 * connection per turn of its event loop and reads a connection's input in the turn after it was
 * accepted, so the port stays open until a whole turn accepts nothing: by then every connection that
 * was waiting has been accepted and its request read, and is served as usual. Then connections that
 * sent nothing end, and the port closes.
 *
 * From the signal on, every response says `Connection: close`, so its connection ends with it rather than
 * keeping close() waiting for the client's idle timeout. A request that arrives after the port closed (on
 * a keep-alive connection) is answered 503 with `Retry-After`, in the API's envelope (Fastify's own 503
 * is not).
 */
async function gracefulClosePlugin(app: FastifyInstance) {
  let ending = false;
  let refusing = false;
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', async () => {
    ending = true;
    let accepted = 0;
    const count = () => accepted++;
    app.server.on('connection', count);
    // The first turn may have begun before the signal; each later one is a whole turn.
    await turnOfTheEventLoop();
    for (let turn = 0; turn < LISTEN_BACKLOG; turn++) {
      const before = accepted;
      await turnOfTheEventLoop();
      if (accepted === before) break;
    }
    app.server.off('connection', count);
    refusing = true;
    // A connection that has sent nothing by now has no request to finish, yet Node counts it as busy
    // until its headers time out (REQUEST_TIMEOUT), and closing would wait for it: a browser's connection
    // opened ahead of need, or one a client opens as it drops another (a live stream's tab closing).
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!refusing) return;
    // Sent as it is: a route's own 503 schema (the health check's) describes another body.
    return reply
      .code(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(errorEnvelope(503, 'The server is restarting; please try again in a few seconds'));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (ending) reply.header('connection', 'close');
  });
}

export default fp(gracefulClosePlugin, { name: 'graceful-close' });
