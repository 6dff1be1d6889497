import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Serves the OpenAPI document generated from every route's schema. */
export const openapiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
