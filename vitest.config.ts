import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Set → the API suite runs a second time against this PostgreSQL server (it creates its own databases). */
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Workspace packages are tested from their TypeScript sources (their `source` export), not a stale
 * build; the other conditions are Vite's defaults for server code.
 */
const sourceConditions = { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } };

const apiProject = (driver: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  ...sourceConditions,
  // Tests run in Vite's server environment, which resolves with the `ssr` settings.
  ssr: sourceConditions,
  test: {
    name: `api (${driver})`,
    root: 'apps/api',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-database.ts'],
    provide: { testDatabaseDriver: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const generatorProject: TestProjectInlineConfiguration = {
  test: { name: 'generator', root: 'packages/generator', include: ['test/**/*.test.ts'] },
};

export default defineConfig({
  test: {
    projects: [generatorProject, apiProject('pglite'), ...(postgresUrl ? [apiProject('postgres')] : [])],
    coverage: {
      provider: 'v8',
      include: ['apps/api/src/**/*.ts', 'packages/generator/src/**/*.ts'],
      exclude: ['**/migrations/**'],
      reporter: ['text-summary', 'html'],
      thresholds: {
        'apps/api/src/**/*.ts': { lines: 80, branches: 80 },
        'packages/generator/src/**/*.ts': { lines: 80, branches: 80 },
      },
    },
  },
});
