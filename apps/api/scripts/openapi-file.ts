import { fileURLToPath } from 'node:url';

/** The committed OpenAPI document, read by the documentation site at build time. */
export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));

export function serializeOpenapi(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
