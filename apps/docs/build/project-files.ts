import { fileURLToPath } from 'node:url';

const fromRepositoryRoot = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** Files the build reads. */
export const projectFiles = {
  rootPackage: fromRepositoryRoot('package.json'),
  openapiDocument: fromRepositoryRoot('apps/api/openapi.json'),
  /** Committed; rewritten by a full `npm test` that passes (build/project-figures-reporter.ts). */
  projectFigures: fromRepositoryRoot('apps/docs/project-figures.json'),
};
