import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../api/src/app.js';
import { loadConfig } from '../../../api/src/config.js';
import { openPglite } from '../../../api/src/db/pglite-connection.js';

/** The real API on an in-memory database, serving `docsRoot` at `/` on a free port of 127.0.0.1. */
export async function serveSite(docsRoot: string) {
  const database = await openPglite({});
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ACCESS_TOKEN_SECRET: 'docs-browser-tests-access-secret-0123456789',
      REFRESH_TOKEN_SECRET: 'docs-browser-tests-refresh-secret-012345678',
      // A loaded test machine stalls the event loop for seconds: shedding would answer the browser 503.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
    database,
    docsRoot,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
