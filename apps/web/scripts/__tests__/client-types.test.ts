// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, generateClientTypes } from '../client-types';

it('keeps the committed client types in step with apps/api/openapi.json (npm run generate-client -w @abacus/web)', async () => {
  expect(readFileSync(CLIENT_TYPES_FILE, 'utf8')).toBe(await generateClientTypes());
});
