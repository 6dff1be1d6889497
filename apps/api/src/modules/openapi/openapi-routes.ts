import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Serves the OpenAPI document generated from every route's schema. */
export const openapiRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same for everyone, and new with each version: any cache asks again before using its copy.
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
};
