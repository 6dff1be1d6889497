/**
 * The sidebar's part of the committed `apps/api/openapi.json` (build/api-reference-module.ts): what every
 * page's first download carries of the API reference. An endpoint page's chunk brings the rest.
 */
export { apiMenu } from 'virtual:api-menu';
