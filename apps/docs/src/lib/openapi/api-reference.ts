import { apiReference } from 'virtual:api-reference';
import type { Endpoint } from './endpoint';

/**
 * The committed `apps/api/openapi.json`, read at build time by `readApiReference` (build/): the site
 * bundles only the endpoint data and makes no network calls.
 */
export { apiReference };

const INDEX_PATTERN = /^(0|[1-9]\d*)$/;

/** The endpoint of `/api/<index>`; undefined for anything but a whole number inside the order. */
export function findEndpoint(index: string | undefined): Endpoint | undefined {
  if (index === undefined || !INDEX_PATTERN.test(index)) return undefined;
  return apiReference.endpoints[Number(index)];
}
