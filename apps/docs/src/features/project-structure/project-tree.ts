/**
 * The repository's folders and main files, with what each holds. A test checks that every entry
 * exists, so the tree stays true as the project changes.
 */
export interface ProjectEntry {
  /** Relative to the repository root; folders end with `/`. */
  path: string;
  description: string;
}

export const PROJECT_ENTRIES: readonly ProjectEntry[] = [
  {
    path: '.ci/',
    description:
      'run: the CI entry point. Installs what a fresh machine lacks (PostgreSQL, Redis, Chromium), then runs what the README says, in its order: npm ci, npm test, npm run lint, npm run format:check. Nothing is built first.',
  },
  { path: 'apps/', description: 'The applications of the npm workspace.' },
  { path: 'apps/api/', description: 'The REST API (@abacus/api).' },
  {
    path: 'apps/api/src/',
    description:
      'app.ts builds the Fastify application, server.ts runs it, config.ts reads every environment variable, logger.ts sets up pino.',
  },
  {
    path: 'apps/api/src/db/',
    description:
      'The database: the drivers (PGlite, run in a thread of its own, and PostgreSQL), opening and migrating a connection, and the backups of npm run db:dump.',
  },
  {
    path: 'apps/api/src/db/schema/',
    description:
      'The Drizzle schema, one file per domain: admins, students, exams, questions, results, refresh tokens.',
  },
  {
    path: 'apps/api/src/db/migrations/',
    description:
      'The SQL migrations written by npm run db:generate, applied at start. Shipped migrations are never edited.',
  },
  {
    path: 'apps/api/src/lib/',
    description:
      'Small shared helpers: the response envelope, HTTP errors, public ids, password hashing, common zod schemas.',
  },
  {
    path: 'apps/api/src/modules/',
    description:
      'One folder per domain (students, admins, auth, exams, questions, health, openapi…), each with routes → service → repository.',
  },
  {
    path: 'apps/api/src/plugins/app/',
    description:
      'Cross-cutting plugins: configuration, database, request ids, graceful close, the error handler, authentication.',
  },
  {
    path: 'apps/api/src/plugins/external/',
    description:
      'One file per third-party plugin with its options: helmet, compression, CORS, rate limit, swagger, static documentation.',
  },
  {
    path: 'apps/api/scripts/',
    description:
      'Command-line scripts: npm run openapi writes the OpenAPI document, npm run db:dump and db:restore back the database up and restore it.',
  },
  {
    path: 'apps/api/test/',
    description:
      'The API’s tests, mirroring src/, plus app/ (CORS, errors, configuration) and server/ (the real process).',
  },
  {
    path: 'apps/api/openapi.json',
    description:
      'The generated OpenAPI 3.1 document, committed; a test fails when it is stale. This site is built from it.',
  },
  { path: 'apps/docs/', description: 'This documentation site (@abacus/docs): React, Vite and Ant Design.' },
  {
    path: 'apps/docs/build/',
    description:
      'Vite plugins that run at build time: the welcome page’s figures and the Postman collection.',
  },
  {
    path: 'apps/docs/src/app/',
    description: 'The provider, the hash router and routes/, one file per screen.',
  },
  {
    path: 'apps/docs/src/features/',
    description: 'The content of the screens, one folder per area (welcome, endpoint-page, installation…).',
  },
  {
    path: 'apps/docs/src/components/',
    description:
      'The shell (sidebar, header, scroll progress, desktop notice) and thin wrappers around Ant Design.',
  },
  {
    path: 'apps/docs/src/lib/',
    description:
      'The OpenAPI reader that turns openapi.json into the endpoint pages and menu, and the Postman collection builder.',
  },
  {
    path: 'apps/docs/src/config/',
    description: 'Route paths, the documentation order of the endpoints, links and layout constants.',
  },
  {
    path: 'apps/docs/e2e/',
    description:
      'Browser tests: the built site served by the real API, driven in Chromium and checked with axe-core.',
  },
  { path: 'packages/', description: 'Libraries of the workspace.' },
  {
    path: 'packages/contract/',
    description:
      'What the API and its clients agree on (@abacus/contract): the rules of every field, and the table of environment variables.',
  },
  {
    path: 'packages/generator/',
    description:
      'The question generator (@abacus/generator): pure TypeScript, no I/O, with its tests and benchmark.',
  },
  {
    path: 'packages/react-common/',
    description:
      'What this site and the classroom app share (@abacus/react-common): the page and its bootstrap, error boundaries, router links.',
  },
  {
    path: 'packages/browser-testing/',
    description:
      'What the browser tests of this site and the classroom app share (@abacus/browser-testing): the build, the real API serving it, Chromium and axe-core.',
  },
  {
    path: '.env.example',
    description:
      'Every environment variable with its default, written from packages/contract by npm run env:example; copy it to .env.',
  },
  {
    path: '.prod.env.example',
    description: 'The production database settings; copy it to .prod.env for docker-compose.prod.yml.',
  },
  {
    path: 'Dockerfile',
    description:
      'The production image: the compiled API with this site, run as an unprivileged user, health-checked.',
  },
  {
    path: 'docker-compose.dev.yml',
    description: 'Development: the API from the working tree with npm run dev, and PostgreSQL on port 5433.',
  },
  {
    path: 'docker-compose.prod.yml',
    description:
      'Production: the image and PostgreSQL (host port 30000 on loopback), restarted always, logs rotated.',
  },
  {
    path: 'eslint.config.js',
    description: 'ESLint flat configuration for the whole workspace, including import rules for this site.',
  },
  {
    path: 'vitest.config.ts',
    description: 'The test projects (generator, API, docs, docs in the browser) and the coverage gate.',
  },
  {
    path: 'package.json',
    description: 'The workspace and its npm scripts, listed under Installation.',
  },
  { path: 'README.md', description: 'Quick start, configuration, scripts and the data model.' },
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
