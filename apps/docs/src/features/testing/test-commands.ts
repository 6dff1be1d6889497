/** The ways to run the suite; project names are those of vitest.config.ts. */
export const TEST_COMMANDS = [
  {
    command: 'npm test',
    description:
      'The whole suite with coverage: the API on the embedded database, the question generator and this site. Fails when lines or branches of the API or the generator fall below 80 %.',
  },
  { command: 'npm run test:watch', description: 'Re-runs the affected tests on every change.' },
  {
    command: 'npx vitest run --project "api (pglite)"',
    description: 'Only the API, against an in-memory PGlite database per test file.',
  },
  {
    command: 'npx vitest run --project generator',
    description: 'Only the question generator, with property-based tests.',
  },
  {
    command: 'npx vitest run --project docs',
    description: 'The documentation site’s component tests (Testing Library, jsdom).',
  },
  {
    command: 'npx vitest run --project "docs (browser)"',
    description:
      'The built site served by the real API in headless Chromium: every route, the redirects, the layout and an accessibility check with axe-core.',
  },
] as const;
