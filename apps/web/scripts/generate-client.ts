import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CLIENT_TYPES_FILE, generateClientTypes } from './client-types.ts';

writeFileSync(CLIENT_TYPES_FILE, await generateClientTypes());
console.warn(`Wrote ${fileURLToPath(CLIENT_TYPES_FILE)}`);
