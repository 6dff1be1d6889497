import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../../lib/envelope.js';

/** apps/docs/dist, from src/plugins/external as from dist/plugins/external. */
export const DEFAULT_DOCS_ROOT = fileURLToPath(new URL('../../../../docs/dist/', import.meta.url));

/** Vite names every file under assets/ after its content, so a browser may keep it for good. */
const IMMUTABLE_ASSETS = /[\\/]assets[\\/]/;

export interface StaticDocsOptions {
  /** The built documentation site (`npm run build` writes it). */
  root: string;
}

/**
 * Serves the documentation site at `/`, hidden from the OpenAPI document. Each file of the build gets
 * its own route (no catch-all), so every other path still meets the API's JSON 404 and 405 answers;
 * a rebuilt site is picked up when the server restarts.
 */
async function staticDocsPlugin(app: FastifyInstance, { root }: StaticDocsOptions) {
  if (!existsSync(join(root, 'index.html'))) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .code(404)
        .send(
          errorEnvelope(
            404,
            `The documentation site is not built (no ${join(root, 'index.html')}); run npm run build`,
          ),
        ),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    schemaHide: true,
    cacheControl: false,
    // The build writes a .br and a .gz beside each file worth compressing (precompress-plugin.js).
    preCompressed: true,
    setHeaders: (response, path) => {
      response.setHeader(
        'cache-control',
        IMMUTABLE_ASSETS.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

export default fp(staticDocsPlugin, { name: 'static-docs' });
