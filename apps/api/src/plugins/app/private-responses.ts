import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * True for a response that is its caller's own: anything asked for with a token, and everything the API
 * answers (tokens from a sign-in, an account just registered, an error about either). The rest — /health,
 * the documentation site, the classroom app's files — is the same for everyone.
 */
function isPrivate(request: FastifyRequest, prefix: string): boolean {
  return request.headers.authorization !== undefined || request.url.startsWith(`${prefix}/`);
}

/**
 * No cache — a browser's on a shared classroom computer, a proxy's — keeps a private response. A route
 * whose answer is the same for everyone (the OpenAPI document, the documentation site's and the app's
 * files) says how it may be cached itself, and keeps that.
 */
async function privateResponsesPlugin(app: FastifyInstance, { prefix }: { prefix: string }) {
  app.addHook('onSend', async (request, reply) => {
    if (isPrivate(request, prefix) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}

export default fp(privateResponsesPlugin, { name: 'private-responses' });
