import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../api/src/app.js';
import { loadConfig } from '../../../api/src/config.js';
import { openPglite } from '../../../api/src/db/pglite-connection.js';

/**
 * The real API on an in-memory database, serving the built app at /app/ on a free port of 127.0.0.1.
 * Every test registers its own accounts from this one address, so registration is not throttled.
 */
export async function serveApp() {
  const database = await openPglite({});
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ACCESS_TOKEN_SECRET: 'web-browser-tests-access-secret-0123456789',
      REFRESH_TOKEN_SECRET: 'web-browser-tests-refresh-secret-012345678',
      REGISTRATION_RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_MAX: '100000',
      // A loaded test machine stalls the event loop for seconds: shedding would answer the browser 503.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
    database,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
