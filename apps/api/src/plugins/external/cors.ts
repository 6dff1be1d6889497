import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface CorsOptions {
  /** Unset → any origin; set → only these exact origins get CORS headers. */
  whitelist: string[] | undefined;
}

/** The API is cookie-free (bearer tokens), so credentials are never allowed cross-origin. */
async function corsPlugin(app: FastifyInstance, { whitelist }: CorsOptions) {
  await app.register(cors, {
    origin: whitelist ?? '*',
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'Content-Disposition', 'WWW-Authenticate'],
    maxAge: 600,
  });
}

export default fp(corsPlugin, { name: 'cors' });
