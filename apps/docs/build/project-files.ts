import { fileURLToPath } from 'node:url';

const fromRepositoryRoot = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** Files outside apps/docs that the build reads. */
export const projectFiles = {
  rootPackage: fromRepositoryRoot('package.json'),
  openapiDocument: fromRepositoryRoot('apps/api/openapi.json'),
  /** Written by `npm test` (vitest.config.ts: the json reporter). */
  testReport: fromRepositoryRoot('coverage/test-results.json'),
  /** Written by `npm test` (vitest.config.ts: the json-summary coverage reporter). */
  coverageSummary: fromRepositoryRoot('coverage/coverage-summary.json'),
};
