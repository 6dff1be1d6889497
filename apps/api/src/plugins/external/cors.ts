import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface CorsOptions {
  /** Unset → any origin; set → only these exact origins get CORS headers. */
  whitelist: string[] | undefined;
}

/** A browser's preflight names its origin and the method it means to send. */
const isPreflight = (request: FastifyRequest) =>
  request.headers.origin !== undefined && request.headers['access-control-request-method'] !== undefined;

/** The API is cookie-free (bearer tokens), so credentials are never allowed cross-origin. */
async function corsPlugin(app: FastifyInstance, { whitelist }: CorsOptions) {
  const options: FastifyCorsOptions = {
    origin: whitelist ?? '*',
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'Content-Disposition', 'WWW-Authenticate'],
    maxAge: 600,
  };
  // Any other OPTIONS goes on to the router, which answers it in the envelope (405 with Allow on a known
  // path, 404 elsewhere) where @fastify/cors's strict check would answer a text/plain 400.
  const notPreflight: FastifyCorsOptions = { ...options, origin: false };
  await app.register(cors, {
    delegator: (request, callback) => {
      callback(null, request.method === 'OPTIONS' && !isPreflight(request) ? notPreflight : options);
    },
  });
}

export default fp(corsPlugin, { name: 'cors' });
