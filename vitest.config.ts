import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { taggedTestFiles } from './apps/api/test/helpers/driver-tags.ts';
import { ProjectFiguresReporter } from './apps/docs/build/project-figures-reporter.ts';
import { LongestFirstSequencer } from './packages/test-suite/src/longest-first-sequencer.ts';
import { SuiteBudgetReporter } from './packages/test-suite/src/suite-budget-reporter.ts';

/** Set → the API suite runs a second time against this PostgreSQL server (it creates its own databases). */
const postgresUrl = process.env.TEST_DATABASE_URL;

/** Each workspace package's exports that name a `source`: `@abacus/generator` → packages/generator/src/index.ts. */
function workspaceSourceEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const folder of ['apps', 'packages']) {
    for (const name of readdirSync(new URL(`./${folder}/`, import.meta.url))) {
      const directory = new URL(`./${folder}/${name}/`, import.meta.url);
      const manifest = new URL('package.json', directory);
      if (!existsSync(manifest)) continue;
      const { name: packageName, exports = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name: string;
        exports?: Record<string, unknown>;
      };
      for (const [subpath, targets] of Object.entries(exports)) {
        const source = (targets as { source?: unknown } | null)?.source;
        if (typeof source !== 'string') continue;
        entries.set(posix.join(packageName, subpath), fileURLToPath(new URL(source, directory)));
      }
    }
  }
  return entries;
}

const sourceEntries = workspaceSourceEntries();

/**
 * Workspace packages are tested from their TypeScript sources (their `source` export), never from a build
 * that may be stale or not there yet, in every environment Vitest runs code in: test files, and the global
 * setups too, which run in an environment of their own. Resolved here rather than with a `source`
 * condition, which Vitest would also hand to Node for the packages it loads itself, some of which
 * (scroll-into-view-if-needed, under Ant Design) publish a `source` entry Node cannot run.
 */
const workspaceSources: Plugin = {
  name: 'workspace-sources',
  enforce: 'pre',
  resolveId: (id) => sourceEntries.get(id) ?? null,
};

type Driver = 'pglite' | 'postgres';

/**
 * The API's test files, relative to apps/api, that mark themselves `@driver-sensitive`: the only ones run
 * against PostgreSQL too. PGlite is the same PostgreSQL behind the same driver, so the rest would prove the
 * same thing twice; what differs (races between connections, SQLSTATEs, outages and timeouts, LISTEN/NOTIFY,
 * migrations, dump tooling, server processes) is what the tag is for, and test/driver-sensitive.test.ts
 * fails when a file uses such a thing without saying whether it is.
 */
function driverSensitiveApiTests(): string[] {
  return taggedTestFiles(new URL('./apps/api/test/', import.meta.url))
    .filter(({ tag }) => tag === 'sensitive')
    .map(({ file }) => `test/${file}`);
}

/**
 * The API's tests that start processes of their own (the server, the backup commands) or run the embedded
 * database's thread against its limits: most of their time is spent waiting for those, so they are a
 * project of their own (`npx vitest run --project 'api (pglite)'` leaves them out while working on a
 * route) whose files run beside the others'.
 */
const API_PROCESS_TESTS = [
  'test/server/server.test.ts',
  'test/server/two-processes.test.ts',
  'test/db/data-dir-lock.test.ts',
  'test/db/pglite-thread.test.ts',
  'test/ops/backup-cli.test.ts',
];

/**
 * The API's tests that replace one of its modules with `vi.mock`: they need a module registry of their
 * own, where the others share one per worker.
 */
const API_MOCKING_TESTS = [
  'test/modules/admins/join-code-clash.test.ts',
  'test/modules/reports/pdf-head.test.ts',
  'test/modules/reports/report-turns.test.ts',
  'test/workers/heavy-work.test.ts',
];

const apiTests = (
  name: string,
  driver: Driver,
  include: string[],
  exclude: string[] = [],
  {
    globalSetup = [],
    ...options
  }: { testTimeout: number; hookTimeout: number; isolate?: boolean; globalSetup?: string[] } = {
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
): TestProjectInlineConfiguration => ({
  plugins: [workspaceSources],
  test: {
    name: `${name} (${driver})`,
    root: 'apps/api',
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    globalSetup: ['test/helpers/global-database.ts', ...globalSetup],
    provide: { testDatabaseDriver: driver },
    ...options,
  },
});

const apiProjects = (driver: Driver): TestProjectInlineConfiguration[] => {
  const files = driver === 'pglite' ? ['test/**/*.test.ts'] : driverSensitiveApiTests();
  const ofDriver = (listed: string[]) =>
    driver === 'pglite' ? listed : listed.filter((file) => files.includes(file));
  return [
    // Files share a worker's modules: the app's modules and libraries load once per worker, not once per
    // file. Each file still builds its own app on its own database. `npx vitest run --project 'api (pglite)'`
    // took 259 s with a module registry per file, 181 s shared (with 'api mocks (pglite)'), one after the other.
    apiTests('api', driver, files, [...API_PROCESS_TESTS, ...API_MOCKING_TESTS], {
      testTimeout: 30_000,
      hookTimeout: 60_000,
      isolate: false,
    }),
    apiTests('api mocks', driver, ofDriver(API_MOCKING_TESTS)),
    // Each start of the built server opens a database (and creates it on a first start): seconds for a
    // test on a quiet machine, tens of seconds with every core busy, so about ten times the slowest.
    apiTests('api processes', driver, ofDriver(API_PROCESS_TESTS), [], {
      testTimeout: 300_000,
      hookTimeout: 300_000,
      globalSetup: ['test/helpers/global-server-build.ts'],
    }),
  ].filter((project) => (project.test?.include?.length ?? 0) > 0);
};

/** The generator's tests that replace one of its modules with `vi.mock`: a module registry of their own. */
const GENERATOR_MOCKING_TESTS = ['test/search-budget.test.ts'];

const generatorProject = (
  name: string,
  include: string[],
  isolate: boolean,
): TestProjectInlineConfiguration => ({
  plugins: [workspaceSources],
  test: {
    name,
    root: 'packages/generator',
    include,
    exclude: [...configDefaults.exclude, ...(isolate ? [] : GENERATOR_MOCKING_TESTS)],
    // Exhaustive and property checks take a second alone, several when other suites share the cores.
    testTimeout: 30_000,
    isolate,
  },
});

/**
 * The generator's files share a worker's modules, as the API's do: `npx vitest run --project generator` took
 * 14.6–15.3 s (27–28 s of CPU) with a registry per file, 10.8–11.4 s (20–21 s) shared.
 */
const generatorProjects = [
  generatorProject('generator', ['test/**/*.test.ts'], false),
  generatorProject('generator mocks', GENERATOR_MOCKING_TESTS, true),
];

/** The suite's own order and budget (packages/test-suite), proven on their pure parts. */
const testSuiteProject: TestProjectInlineConfiguration = {
  test: {
    name: 'test-suite',
    root: 'packages/test-suite',
    include: ['test/**/*.test.ts'],
  },
};

/** The rules every workspace shares (packages/contract), proven on their pure parts. */
const contractProject: TestProjectInlineConfiguration = {
  test: {
    name: 'contract',
    root: 'packages/contract',
    include: ['test/**/*.test.ts'],
  },
};

/** Tests that run the site's Postman collection with newman against a real API server. */
const DOCS_NEWMAN_TESTS = 'build/**/*.newman.test.ts';

/** The documentation site's components, with its Vite plugins (the build-time modules) and aliases. */
const docsProject: TestProjectInlineConfiguration = {
  extends: 'apps/docs/vite.config.ts',
  plugins: [workspaceSources],
  test: {
    name: 'docs',
    root: 'apps/docs',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: [...configDefaults.exclude, DOCS_NEWMAN_TESTS],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup-tests.ts'],
    // A first render in jsdom loads the screen's chunk and Ant Design: seconds alone, and up to 20 when
    // other suites share the cores.
    testTimeout: 60_000,
    // Files share a worker's jsdom and module cache, so Ant Design loads once per worker, not per file;
    // src/testing/setup-tests.ts resets the page between tests.
    isolate: false,
  },
};

/**
 * The site's Postman collection run by newman against a real API: plain Node, for newman's script sandbox
 * and sockets, with no page to render.
 */
const docsNewmanProject: TestProjectInlineConfiguration = {
  plugins: [workspaceSources],
  test: {
    name: 'docs (newman)',
    root: 'apps/docs',
    include: [DOCS_NEWMAN_TESTS],
    environment: 'node',
    // Opening the embedded database and a run of some fifty requests: seconds alone, more on a loaded machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
};

/**
 * The classroom app's pure helpers and component tests, and the check that its generated API types are
 * current: plain Node, but for the files that render or use the browser's storage, which ask for jsdom.
 */
const webProject: TestProjectInlineConfiguration = {
  extends: 'apps/web/vite.config.ts',
  plugins: [workspaceSources],
  test: {
    name: 'web',
    root: 'apps/web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/testing/setup-tests.ts'],
    // Generating the client types from the whole OpenAPI document takes seconds on a loaded machine, and
    // the exam builder's fields, typed into jsdom, took 26 s beside a full run and timed out at 30 s.
    testTimeout: 90_000,
    // Files share a worker's modules (those in jsdom its page too), so React and Ant Design load once per
    // worker, not per file; src/testing/setup-tests.ts empties the page after each test. `npx vitest run
    // --project web` took 108–132 s (64–68 s of CPU) with a module registry per file, 75–107 s (46–49 s of
    // CPU) shared, one after the other on two busy cores.
    isolate: false,
  },
};

/** The browser tests drive the system's Chromium; a browser is never downloaded. */
const CHROMIUM = '/usr/bin/chromium';

/**
 * How long `expect.poll` waits for the page to reach a state: a render takes milliseconds alone but more
 * than Vitest's default second when other suites share the cores.
 */
const BROWSER_POLL = { timeout: 15_000 };

/**
 * How many tests of a browser test file run at once (in the files whose tests are `concurrent`): two or
 * three pages at once fill the waits on the API and the browser without crowding two cores.
 */
const BROWSER_TESTS_AT_ONCE = 3;

/**
 * The built documentation site and classroom app, each served by the real API, in Chromium
 * (apps/docs/e2e/global-setup.ts and apps/web/e2e/global-setup.ts build and start them).
 */
function browserProjects(): TestProjectInlineConfiguration[] {
  if (!existsSync(CHROMIUM)) {
    console.warn(
      `Skipping the "browser-testing", "docs (browser)" and "web (browser)" tests: ${CHROMIUM} is missing (apt-get install chromium).`,
    );
    return [];
  }
  return [
    {
      plugins: [workspaceSources],
      test: {
        // The helpers both apps' browser tests share, proven on pages of their own in the same Chromium.
        name: 'browser-testing',
        root: 'packages/browser-testing',
        include: ['test/**/*.test.ts'],
        globalSetup: ['test/global-setup.ts'],
        provide: { chromiumPath: CHROMIUM },
      },
    },
    {
      plugins: [workspaceSources],
      test: {
        name: 'docs (browser)',
        root: 'apps/docs',
        include: ['e2e/**/*.test.ts'],
        globalSetup: ['e2e/global-setup.ts'],
        provide: { chromiumPath: CHROMIUM },
        maxConcurrency: BROWSER_TESTS_AT_ONCE,
        // A page's check takes seconds, but its file's tests share the cores three at a time, and beside
        // a loop of another suite at normal priority a layout test took 20 s.
        testTimeout: 120_000,
        hookTimeout: 60_000,
        expect: { poll: BROWSER_POLL },
      },
    },
    {
      plugins: [workspaceSources],
      test: {
        name: 'web (browser)',
        root: 'apps/web',
        include: ['e2e/**/*.test.ts'],
        globalSetup: ['e2e/global-setup.ts'],
        provide: { chromiumPath: CHROMIUM },
        maxConcurrency: BROWSER_TESTS_AT_ONCE,
        // A flow signs in, seeds data through the API and visits several screens: up to half a minute
        // alone, and its file's tests share the cores three at a time. Beside a loop of another suite at
        // normal priority every-screen's passes took 95–157 s, and the Hindi ones timed out at 90 s.
        testTimeout: 300_000,
        hookTimeout: 120_000,
        expect: { poll: BROWSER_POLL },
      },
    },
  ];
}

export default defineConfig({
  test: {
    projects: [
      ...generatorProjects,
      testSuiteProject,
      contractProject,
      ...apiProjects('pglite'),
      ...(postgresUrl ? apiProjects('postgres') : []),
      docsProject,
      docsNewmanProject,
      webProject,
      ...browserProjects(),
    ],
    // One file per core. Vitest's default leaves a core free, which on a 2-core machine runs one file at a
    // time, yet most files spend much of it waiting on a database, a child process or the browser: a fresh
    // clone's npm test took 525 s so and 400 s with a file per core; three files on two cores took 433 s.
    maxWorkers: '100%',
    // Longest first, across projects: Vitest's own order runs them in the order of their names and ended
    // on the browser tests, the longest, while a core idled.
    sequence: { sequencer: LongestFirstSequencer },
    // The console summary; the suite's budget (a full run past 600 s fails, naming its slowest files);
    // after a full run that passes, the documentation site's test figures.
    reporters: ['default', new SuiteBudgetReporter(), new ProjectFiguresReporter()],
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
