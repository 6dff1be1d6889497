/**
 * Writes the repository's `.env.example` from the table of environment variables. Run after changing the
 * table (`npm run env:example`); a test fails while the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderEnvExample } from '../src/index.js';

const ENV_EXAMPLE_FILE = fileURLToPath(new URL('../../../.env.example', import.meta.url));

writeFileSync(ENV_EXAMPLE_FILE, renderEnvExample());
process.stdout.write(`wrote ${ENV_EXAMPLE_FILE}\n`);
