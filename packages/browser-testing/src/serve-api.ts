import type { AddressInfo } from 'node:net';
import { buildApp } from '@abacus/api/app';
import { loadConfig } from '@abacus/api/config';
import { openPglite } from '@abacus/api/pglite';

/**
 * The real API on an in-memory database, on a free port of 127.0.0.1, serving the built documentation
 * site at / and the built classroom app at /app/ from their dist/ folders. Every test registers and signs
 * in its own accounts from this one address, so neither is throttled.
 */
export async function serveApi() {
  const database = await openPglite({});
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ACCESS_TOKEN_SECRET: 'browser-tests-access-secret-0123456789abcdef',
      REFRESH_TOKEN_SECRET: 'browser-tests-refresh-secret-0123456789abcde',
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
