import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../../lib/envelope.js';

/** apps/web/dist, from src/plugins/external as from dist/plugins/external. */
export const DEFAULT_APP_ROOT = fileURLToPath(new URL('../../../../web/dist/', import.meta.url));

/** The path the classroom app lives under (apps/web/vite.config.ts builds it for this base). */
export const APP_PATH = '/app';

const HIDDEN = { schema: { hide: true } };
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Vite names every file under assets/ after its content, so a browser may keep it for good. */
const ASSETS = /[\\/]assets[\\/]/;

export interface StaticAppOptions {
  /** The built app (`npm run build` writes it); omitted → apps/web/dist. */
  root?: string;
}

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? request.url;

/**
 * Serves the classroom app, hidden from the OpenAPI document: its files under `/app/`,
 * and its `index.html` for `/app` and every other path below it, where the app's router takes over.
 * The index is never cached (it names the current build's assets); the assets are cached for good.
 * A missing asset is a 404, not the index. Paths outside `/app` are left to the API. A rebuilt app is
 * picked up when the server restarts.
 */
async function staticAppPlugin(app: FastifyInstance, { root = DEFAULT_APP_ROOT }: StaticAppOptions) {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(404)
        .send(errorEnvelope(404, `The classroom app is not built (no ${indexFile}); run npm run build`));
    app.get(APP_PATH, HIDDEN, notBuilt);
    app.get(`${APP_PATH}/*`, HIDDEN, notBuilt);
    return;
  }

  const indexHtml = readFileSync(indexFile);
  const sendIndex = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  await app.register(fastifyStatic, {
    root,
    prefix: `${APP_PATH}/`,
    // One route per file of the build (no catch-all of its own), beside the documentation site's.
    wildcard: false,
    index: false,
    decorateReply: false,
    schemaHide: true,
    cacheControl: false,
    // The build writes a .br and a .gz beside each file worth compressing (precompress-plugin.js).
    preCompressed: true,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', ASSETS.test(path) ? IMMUTABLE : 'no-cache');
    },
  });
  app.get(APP_PATH, HIDDEN, sendIndex);
  app.get(`${APP_PATH}/*`, HIDDEN, sendIndex);
  // An asset of another build, or none: answering it with the index would hand a script HTML.
  app.get(`${APP_PATH}/assets/*`, HIDDEN, async (request, reply) =>
    reply.code(404).send(errorEnvelope(404, `Route ${request.method} ${pathOf(request)} not found`)),
  );
}

export default fp(staticAppPlugin, { name: 'static-app' });
