import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

/** The API's committed OpenAPI document, which the app's client is typed from. */
export const OPENAPI_DOCUMENT = new URL('../../api/openapi.json', import.meta.url);
/** The generated types, committed so that the app builds and type-checks without a generation step. */
export const CLIENT_TYPES_FILE = new URL('../src/lib/api-schema.d.ts', import.meta.url);

/**
 * The TypeScript declarations openapi-typescript writes for a document: by default the committed one,
 * exactly as the app's are committed.
 */
export async function generateClientTypes(
  document: Parameters<typeof openapiTS>[0] = OPENAPI_DOCUMENT,
): Promise<string> {
  return COMMENT_HEADER + astToString(await openapiTS(document, { silent: true }));
}
