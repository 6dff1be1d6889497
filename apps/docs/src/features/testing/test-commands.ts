/** The ways to run the suite; project names are those of vitest.config.ts. */
export const TEST_COMMANDS = [
  {
    command: 'npm test',
    description:
      'The whole suite with coverage, from a fresh clone with nothing built: the API on the embedded database (and on PostgreSQL with TEST_DATABASE_URL), the question generator, this site and the classroom app, in Chromium too, and the Postman collection run by newman. Fails when lines or branches of the API or the generator fall below 80 %.',
  },
  { command: 'npm run test:watch', description: 'Re-runs the affected tests on every change.' },
  {
    command: 'npm run test:quick',
    description:
      'What a developer runs while working, in about two and a half minutes on two cores: the generator, the shared rules, the API on the embedded database (without the tests that start processes), and the unit tests of this site and the classroom app.',
  },
  {
    command: 'npx vitest --changed',
    description: 'Only the test files affected by uncommitted changes, then watches for more.',
  },
  {
    command: 'npx vitest run --project "api (pglite)"',
    description:
      'Only the API, against an in-memory PGlite database per test file, leaving out the tests that start processes of their own.',
  },
  {
    command: 'npx vitest run --project "api mocks (pglite)"',
    description:
      'The API’s tests that replace one of its modules (vi.mock), each file with modules of its own: the other API tests share theirs.',
  },
  {
    command: 'npx vitest run --project "api processes (pglite)"',
    description:
      'The API’s tests that start the server or the backup commands as processes, and push the embedded database’s thread.',
  },
  {
    command: 'npx vitest run --project "generator*"',
    description:
      'Only the question generator, with property-based tests: “generator”, whose files share their modules, and “generator mocks”, whose file replaces one (vi.mock).',
  },
  {
    command: 'npx vitest run --project contract',
    description:
      'The rules every workspace shares (packages/contract): numbers said in words, and how long a voice takes to say them.',
  },
  {
    command: 'npx vitest run --project docs',
    description: 'The documentation site’s component tests (Testing Library, jsdom).',
  },
  {
    command: 'npx vitest run --project "docs (newman)"',
    description:
      'The Postman collection this page offers, run by newman from top to bottom against the real API on a fresh database: every request must pass.',
  },
  {
    command: 'npx vitest run --project "docs (browser)"',
    description:
      'The built site served by the real API in headless Chromium: every route, the redirects, the layout and an accessibility check with axe-core.',
  },
  {
    command: 'npx vitest run --project web',
    description:
      'The classroom app’s pure helpers (Node), and the check that its generated API types are current.',
  },
  {
    command: 'npx vitest run --project "web (browser)"',
    description:
      'The built classroom app served by the real API in Chromium: every flow, every screen at two widths.',
  },
  {
    command: 'npx vitest run --project browser-testing',
    description:
      'The helpers both apps’ browser tests share, proven on pages of their own: a page wider than a phone is caught on a phone context too.',
  },
] as const;
