/**
 * Writes apps/api/openapi.json from the routes' schemas. Run after changing a route
 * (`npm run openapi`); a test fails while the committed file differs from what the app generates.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite } from '../src/db/pglite-connection.js';
import { OPENAPI_FILE, serializeOpenapi } from './openapi-file.js';

const config = loadConfig({
  NODE_ENV: 'test',
  ACCESS_TOKEN_SECRET: 'openapi-generation-only-access-secret',
  REFRESH_TOKEN_SECRET: 'openapi-generation-only-refresh-secret',
});
// Describing the routes needs no data: an empty in-memory database will do.
const app = await buildApp({ config, database: await openPglite({}) });
await app.ready();
writeFileSync(OPENAPI_FILE, serializeOpenapi(app.swagger()));
await app.close();
process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
