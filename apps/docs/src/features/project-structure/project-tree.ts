import { CLASSROOM_APP_ENTRIES } from './classroom-app-entries';

/**
 * The repository: every folder git tracks a file in (a `__tests__/` folder stands for the code beside it) and
 * the main files, with what each holds. A test checks that the folders are exactly those git tracks and that
 * every file exists, so the tree stays true as the project changes.
 */
export interface ProjectEntry {
  /** Relative to the repository root; folders end with `/`. */
  path: string;
  /** Left out where the folder's name and place say it (`apps/web/src/features/roster/api/`). */
  description?: string;
}

export const PROJECT_ENTRIES: readonly ProjectEntry[] = [
  {
    path: '.ci/',
    description:
      "run: CI on a fresh clone: installs what the machine lacks (PostgreSQL, Redis, Chromium, …), then runs the README's commands in its order: npm ci, npm test, npm run lint, npm run format:check; nothing is built first",
  },
  {
    path: 'deploy/',
    description: "Caddyfile: the reverse proxy in front of docker-compose.prod.yml's API replicas",
  },
  { path: 'apps/', description: 'the applications' },
  { path: 'apps/api/', description: 'the REST API (@abacus/api)' },
  {
    path: 'apps/api/bench/',
    description: 'npm run bench:api and bench:durability; the neighbour and sign-in benches',
  },
  { path: 'apps/api/scripts/', description: 'npm run openapi, db:dump and db:restore' },
  { path: 'apps/api/scripts/backup/', description: 'the dump format, writing a dump and restoring one' },
  {
    path: 'apps/api/src/',
    description:
      'app.ts builds the app (tests use it), server.ts runs it, config.ts reads every environment variable, logger.ts sets up pino',
  },
  {
    path: 'apps/api/src/db/',
    description: 'drivers (PGlite in its own thread | PostgreSQL), opening, migrating',
  },
  {
    path: 'apps/api/src/db/migrations/',
    description: 'SQL written by npm run db:generate, applied at start; never edited once shipped',
  },
  {
    path: 'apps/api/src/db/migrations/meta/',
    description: "drizzle-kit's snapshots of the schema after each migration",
  },
  {
    path: 'apps/api/src/db/schema/',
    description: 'the Drizzle tables, one file per domain, with their constraints',
  },
  {
    path: 'apps/api/src/domain/',
    description: 'rules of the product every layer shares (roles, exam types, join codes, …)',
  },
  { path: 'apps/api/src/lib/', description: 'envelope, HTTP errors, passwords, ids, query-string schemas' },
  {
    path: 'apps/api/src/modules/',
    description: 'one folder per domain: routes → service → data; index.ts composes them',
  },
  { path: 'apps/api/src/modules/admins/', description: "teachers' accounts" },
  {
    path: 'apps/api/src/modules/analytics/',
    description: 'per-student, per-exam, item and level analytics, computed in SQL',
  },
  { path: 'apps/api/src/modules/attempts/', description: 'exams timed and graded by the server' },
  {
    path: 'apps/api/src/modules/auth/',
    description: 'sign-in, tokens, refresh-token families, account checks',
  },
  {
    path: 'apps/api/src/modules/events/',
    description: 'GET /api/v1/events: live streams, fed by the event bus (memory | NOTIFY)',
  },
  { path: 'apps/api/src/modules/exams/', description: 'exams and the generation of their questions' },
  {
    path: 'apps/api/src/modules/families/',
    description: "parents' accounts, family codes, and what a parent reads of a linked child",
  },
  {
    path: 'apps/api/src/modules/grading/',
    description: 'grading examinations: sections, pass marks, kyu templates, grade history',
  },
  { path: 'apps/api/src/modules/health/', description: 'GET /health' },
  { path: 'apps/api/src/modules/openapi/', description: 'serves the OpenAPI document' },
  { path: 'apps/api/src/modules/questions/', description: "an exam's questions and their regeneration" },
  {
    path: 'apps/api/src/modules/reports/',
    description: 'the PDF reports and worksheet: gathered here, rendered on the worker threads',
  },
  {
    path: 'apps/api/src/modules/practice/',
    description:
      "today's practice: each child's set chosen from their formulas, the streak, the class's settings",
  },
  { path: 'apps/api/src/modules/results/', description: 'results, grading and review' },
  {
    path: 'apps/api/src/modules/rounds/',
    description: 'live rounds: questions on the projector, answers by the clock, a leaderboard',
  },
  {
    path: 'apps/api/src/modules/skills/',
    description: "each formula's evidence from every answer, mastery, and a class's formula map",
  },
  { path: 'apps/api/src/modules/students/', description: "students' accounts" },
  {
    path: 'apps/api/src/openapi/',
    description: 'how the OpenAPI document is written: request rules, components, examples',
  },
  { path: 'apps/api/src/plugins/', description: 'cross-cutting' },
  {
    path: 'apps/api/src/plugins/app/',
    description: "the app's own: config, database, authentication, limits, errors, …",
  },
  {
    path: 'apps/api/src/plugins/external/',
    description:
      'one file of options per third-party plugin: helmet, compression, CORS, rate limit, load shedding, swagger, the static site and app',
  },
  { path: 'apps/api/src/workers/', description: 'the worker threads for large exams and PDFs' },
  {
    path: 'apps/api/test/',
    description: 'mirrors src/; a fresh database per test file, on PGlite and PostgreSQL',
  },
  {
    path: 'apps/api/test/app/',
    description: 'the whole app: access, errors, headers, config, logs, shutdown, load',
  },
  { path: 'apps/api/test/db/', description: 'constraints, migrations, drivers, the data-directory lock' },
  { path: 'apps/api/test/domain/', description: 'the pure rules: school days, streaks' },
  {
    path: 'apps/api/test/examples/',
    description: 'the story told through every endpoint, replayed against the recorded examples',
  },
  { path: 'apps/api/test/helpers/', description: 'building the app and its database, accounts, exams' },
  { path: 'apps/api/test/lib/' },
  { path: 'apps/api/test/modules/' },
  { path: 'apps/api/test/modules/admins/' },
  { path: 'apps/api/test/modules/analytics/' },
  { path: 'apps/api/test/modules/attempts/' },
  { path: 'apps/api/test/modules/auth/' },
  { path: 'apps/api/test/modules/events/' },
  { path: 'apps/api/test/modules/exams/' },
  { path: 'apps/api/test/modules/families/' },
  { path: 'apps/api/test/modules/grading/' },
  { path: 'apps/api/test/modules/health/' },
  { path: 'apps/api/test/modules/practice/' },
  { path: 'apps/api/test/modules/questions/' },
  { path: 'apps/api/test/modules/reports/' },
  { path: 'apps/api/test/modules/results/' },
  { path: 'apps/api/test/modules/rounds/' },
  { path: 'apps/api/test/modules/skills/' },
  { path: 'apps/api/test/modules/students/' },
  { path: 'apps/api/test/openapi/', description: 'the OpenAPI document against the server, field by field' },
  { path: 'apps/api/test/ops/', description: 'backups, the Dockerfile and the compose files' },
  { path: 'apps/api/test/server/', description: 'the server as a process: start, crash, restart' },
  { path: 'apps/api/test/workers/' },
  { path: 'apps/docs/', description: 'the documentation site (@abacus/docs): React, Vite and Ant Design' },
  {
    path: 'apps/docs/build/',
    description: 'build-time modules: endpoint pages, Postman collection, figures',
  },
  {
    path: 'apps/docs/e2e/',
    description: 'the built site served by the API, in Chromium, checked with axe-core',
  },
  { path: 'apps/docs/e2e/support/' },
  { path: 'apps/docs/public/' },
  { path: 'apps/docs/src/' },
  { path: 'apps/docs/src/app/', description: 'providers, router, one route file per screen' },
  { path: 'apps/docs/src/app/routes/' },
  { path: 'apps/docs/src/components/', description: 'the shell and thin Ant Design wrappers' },
  { path: 'apps/docs/src/components/shell/' },
  { path: 'apps/docs/src/components/ui/' },
  {
    path: 'apps/docs/src/config/',
    description: 'route paths, the documentation order of the endpoints, links and layout constants',
  },
  { path: 'apps/docs/src/features/', description: 'one folder per area of the site' },
  { path: 'apps/docs/src/features/authentication/' },
  {
    path: 'apps/docs/src/features/choosing-practice/',
    description: 'formulas, the evidence of each answer, mastery, answer times and the formula map',
  },
  {
    path: 'apps/docs/src/features/classroom-app/',
    description:
      "the classroom app's page: its screens for students and teachers, how it is built and tested",
  },
  { path: 'apps/docs/src/features/core-overview/' },
  { path: 'apps/docs/src/features/endpoint-page/' },
  { path: 'apps/docs/src/features/environment-variables/' },
  {
    path: 'apps/docs/src/features/exams-and-results/',
    description: 'exams, due dates, integrity, analytics, reports, live updates, gradings and live rounds',
  },
  { path: 'apps/docs/src/features/installation/' },

  { path: 'apps/docs/src/features/key-features/' },
  { path: 'apps/docs/src/features/level-presets/' },
  {
    path: 'apps/docs/src/features/operations/',
    description: 'logs, shutdown, failures, the embedded database’s lock and promises, backups',
  },
  {
    path: 'apps/docs/src/features/performance/',
    description: 'how the API stays quick, and the figures its benchmarks measured',
  },
  { path: 'apps/docs/src/features/project-structure/' },
  {
    path: 'apps/docs/src/features/running-a-class/',
    description: 'join codes, confirming levels, forgotten passwords, closing a class',
  },
  { path: 'apps/docs/src/features/testing/' },
  { path: 'apps/docs/src/features/try-it/' },
  { path: 'apps/docs/src/features/welcome/' },
  { path: 'apps/docs/src/hooks/' },
  { path: 'apps/docs/src/lib/', description: 'the OpenAPI reader, the Postman collection, package metadata' },
  { path: 'apps/docs/src/lib/api-collection/' },
  { path: 'apps/docs/src/lib/openapi/' },
  { path: 'apps/docs/src/lib/package-metadata/' },
  { path: 'apps/docs/src/testing/' },
  { path: 'apps/docs/src/types/' },
  ...CLASSROOM_APP_ENTRIES,
  { path: 'packages/', description: 'the libraries the apps share' },
  {
    path: 'packages/browser-testing/',
    description: 'what the browser tests share: Chromium, axe-core, the real API',
  },
  { path: 'packages/browser-testing/src/' },
  { path: 'packages/browser-testing/test/', description: "the package's own proof that its checks can fail" },
  {
    path: 'packages/contract/',
    description: "field rules and bounds, numbers in words, the environment variables' table",
  },
  { path: 'packages/contract/scripts/', description: 'npm run env:example' },
  { path: 'packages/contract/src/' },
  { path: 'packages/contract/test/' },
  { path: 'packages/generator/', description: 'the question generator: pure TypeScript, no I/O' },
  {
    path: 'packages/generator/bench/',
    description:
      'npm run bench, bench:options and bench:formulas (how evenly each preset drills its formulas)',
  },
  { path: 'packages/generator/src/' },
  { path: 'packages/generator/test/', description: 'property, exhaustive and soroban-replay tests' },
  { path: 'packages/generator/test/support/' },
  {
    path: 'packages/react-common/',
    description: 'what both React apps share: bootstrap, error boundaries, links',
  },
  { path: 'packages/react-common/src/' },
  {
    path: 'packages/test-suite/',
    description:
      "the whole suite's run: its longest files first, and its budget, scaled by the machine's measured speed",
  },
  { path: 'packages/test-suite/scripts/', description: 'npm run test:durations' },
  { path: 'packages/test-suite/src/' },
  { path: 'packages/test-suite/test/' },
  {
    path: 'apps/api/openapi.json',
    description:
      'the generated OpenAPI 3.1 document, committed (a test fails when it is stale); this site is built from it',
  },
  {
    path: '.env.example',
    description:
      'every environment variable with its default, written from packages/contract by npm run env:example; copy it to .env',
  },
  {
    path: '.prod.env.example',
    description: 'the production database settings; copy it to .prod.env for docker-compose.prod.yml',
  },
  {
    path: 'Dockerfile',
    description:
      'the production image: the compiled API with this site and the classroom app, run as an unprivileged user, health-checked',
  },
  {
    path: 'docker-compose.dev.yml',
    description: 'development: the API from the working tree with npm run dev, and PostgreSQL on port 5433',
  },
  {
    path: 'docker-compose.prod.yml',
    description:
      'production: API replicas behind Caddy, on PostgreSQL (host port 30000 on loopback) and Redis, restarted always, logs rotated',
  },
  {
    path: 'eslint.config.js',
    description: 'ESLint flat configuration for the whole workspace, with the import zones of the three apps',
  },
  {
    path: 'vitest.config.ts',
    description:
      'the test projects (generator, API on each database, docs, web, newman, the browser tests) and the coverage gate',
  },
  { path: 'package.json', description: 'the workspace and its npm scripts, listed under Installation' },
  {
    path: 'README.md',
    description:
      'what the project is, the two commands, where things live, and links to the pages of this site',
  },
];

interface TreeNode {
  name: string;
  children: Map<string, TreeNode>;
}

/** The entries drawn as a tree (├── └──), folders before files, each level in the listed order. */
export function drawProjectTree(entries: readonly ProjectEntry[], rootName: string): string {
  const root: TreeNode = { name: rootName, children: new Map() };
  for (const { path } of entries) {
    const segments = path.split('/').filter(Boolean);
    let node = root;
    segments.forEach((segment, index) => {
      const isFolder = index < segments.length - 1 || path.endsWith('/');
      const name = isFolder ? `${segment}/` : segment;
      let child = node.children.get(name);
      if (!child) {
        child = { name, children: new Map() };
        node.children.set(name, child);
      }
      node = child;
    });
  }

  const lines = [`${root.name}/`];
  const draw = (node: TreeNode, prefix: string) => {
    const children = [...node.children.values()].sort(
      (a, b) => Number(!a.name.endsWith('/')) - Number(!b.name.endsWith('/')),
    );
    children.forEach((child, index) => {
      const isLast = index === children.length - 1;
      lines.push(`${prefix}${isLast ? '└── ' : '├── '}${child.name}`);
      draw(child, `${prefix}${isLast ? '    ' : '│   '}`);
    });
  };
  draw(root, '');
  return lines.join('\n');
}
