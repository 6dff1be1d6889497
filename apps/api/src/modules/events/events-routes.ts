import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenOf, accountOf } from '../../plugins/app/authentication.js';
import { clientAddress } from '../../plugins/app/limits.js';
import { EVENTS_DESCRIPTION, streamEventsResponses } from './events-schemas.js';
import type { EventsService, StreamSink } from './events-service.js';

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Nothing in between may keep it or hold it back: a cache, a proxy's buffer (nginx reads this header).
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
};

const sinkOf = (response: ServerResponse): StreamSink => ({
  write: (text) => {
    response.write(text);
  },
  unsent: () => response.writableLength,
  end: () => {
    response.end();
  },
  onClose: (done) => {
    response.on('close', done);
  },
});

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  // Open streams would keep the server from closing: they end first, and their clients reconnect elsewhere.
  app.addHook('preClose', async () => events.endAll());

  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['admin', 'student'] },
      schema: {
        operationId: 'streamEvents',
        tags: ['Events'],
        summary: 'Live updates of what changed for the account',
        description: EVENTS_DESCRIPTION,
        response: streamEventsResponses,
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const address = clientAddress(request);
      events.checkRoom(account, address);
      // Written straight to the socket, past the hooks that would wait for a body to end (compression,
      // the read budget's count): the headers the hooks set so far go with it.
      reply.hijack();
      const response = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) response.setHeader(name, value);
      }
      response.writeHead(200, STREAM_HEADERS);
      // Its heartbeats keep it going: the idle timeout of a connection is for requests, not streams (an
      // injected request has no socket to time out).
      request.raw.socket.setTimeout?.(0);
      events.open(account, address, accessTokenOf(request), sinkOf(response));
    },
  );
};
