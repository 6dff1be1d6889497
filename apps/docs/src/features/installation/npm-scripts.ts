/** The root package.json's scripts. A test checks that each exists there. */
export const NPM_SCRIPTS = [
  {
    name: 'start',
    description: 'Builds every workspace (incrementally) and starts the API, serving this site at /.',
  },
  { name: 'dev', description: 'Starts the API from its TypeScript sources and restarts it on every change.' },
  {
    name: 'build',
    description:
      'Compiles every workspace that ships: the API, the generator, the contract, this site and the classroom app.',
  },
  {
    name: 'test',
    description:
      'The whole suite with coverage (80 % of lines and branches of the API and the generator), from the sources: nothing needs building first.',
  },
  { name: 'test:watch', description: 'Re-runs the affected tests on every change.' },
  {
    name: 'test:quick',
    description:
      'What a developer runs while working: the generator, the API on the embedded database and both apps’ unit tests, without processes, browsers, newman or coverage.',
  },
  {
    name: 'test:durations',
    description:
      'Writes the last run’s time of every test file to packages/test-suite/file-durations.json, which starts a fresh clone’s longest files first.',
  },
  { name: 'lint', description: 'ESLint, then the TypeScript compiler over every workspace.' },
  { name: 'lint:fix', description: 'Applies ESLint’s automatic fixes.' },
  { name: 'typecheck', description: 'The TypeScript compiler over every workspace, without emitting.' },
  { name: 'format:check', description: 'Checks the formatting with Prettier.' },
  { name: 'format:fix', description: 'Formats every file with Prettier.' },
  {
    name: 'openapi',
    description: 'Regenerates apps/api/openapi.json after a route changes (a test fails while it is stale).',
  },
  {
    name: 'env:example',
    description:
      'Rewrites .env.example from the table of environment variables in packages/contract (a test fails while it is stale).',
  },
  { name: 'db:generate', description: 'Writes a migration for a change to apps/api/src/db/schema.' },
  {
    name: 'db:dump',
    description:
      'Dumps every table of the configured database into ./backups/abacus-<UTC time>.jsonl.gz (or -- --output <file>).',
  },
  {
    name: 'db:restore',
    description:
      'Restores a dump (npm run db:restore -- <file>) into the configured database, in one transaction; --force replaces existing data.',
  },
  { name: 'bench', description: 'The question generator’s benchmark.' },
  {
    name: 'bench:options',
    description:
      'How often a shortcut finds the generator’s answers: a rule that looks only at the options, working the units column or the last two digits alone, a rounded estimate; on the benchmark’s settings and every level preset.',
  },
  {
    name: 'bench:formulas',
    description:
      'How evenly each level preset drills its soroban formulas and table facts (5 000 questions a level: the most-used formula of a method against the least-used), and the share of the steps a focus on the rarest one takes.',
  },
  {
    name: 'examples',
    description:
      'Records the documentation’s examples: runs the example scenario against a fresh server, then regenerates openapi.json and the app’s client types.',
  },
  {
    name: 'bench:api',
    description:
      'The API’s hot reads under load on both databases, beside a hand-written reference (needs npm run build).',
  },
  {
    name: 'bench:durability',
    description:
      'What durable commits would cost the embedded database: commits per second as it runs and with fsync on, and the disk’s own flush rate.',
  },
] as const;
