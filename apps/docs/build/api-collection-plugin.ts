import type { Plugin } from 'vite';
import { API_COLLECTION_FILE } from '../src/config/api-collection.ts';
import { API_COLLECTION_WORKFLOW } from '../src/config/api-collection-workflow.ts';
import { LOCAL_API_ORIGIN } from '../src/config/api-origin.ts';
import { buildPostmanCollection } from '../src/lib/api-collection/postman-collection.ts';
import { loadApiReference } from './api-reference-module.ts';

/** The collection file the site offers, exactly as it is downloaded. */
export function renderCollection(): string {
  const collection = buildPostmanCollection(loadApiReference(), API_COLLECTION_WORKFLOW, {
    baseUrl: LOCAL_API_ORIGIN,
    fileName: API_COLLECTION_FILE,
  });
  return `${JSON.stringify(collection, null, 2)}\n`;
}

/** Writes the Postman collection of the API beside index.html (and serves it in `vite` dev mode). */
export function apiCollectionPlugin(): Plugin {
  return {
    name: 'abacus-api-collection',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: API_COLLECTION_FILE, source: renderCollection() });
    },
    configureServer(server) {
      server.middlewares.use(`/${API_COLLECTION_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(renderCollection());
      });
    },
  };
}
