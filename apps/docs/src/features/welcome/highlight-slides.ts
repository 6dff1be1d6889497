import type { ProjectFacts } from '@/types/project-facts';

export interface Highlight {
  value: string;
  label: string;
}

/** The first slide: the project's figures, the test figures once a full test run has passed. */
export function statHighlights(facts: ProjectFacts): Highlight[] {
  const { testRun } = facts;
  return [
    { value: String(facts.endpointCount), label: 'API endpoints' },
    ...(testRun
      ? [
          { value: testRun.passedTests.toLocaleString('en-GB'), label: 'tests passing' },
          { value: `${testRun.lineCoverage.toFixed(1)} %`, label: 'line coverage (API and generator)' },
        ]
      : []),
    { value: `v${facts.version}`, label: 'latest version' },
  ];
}

/** Says when the test figures were measured, or that they will appear. */
export function testRunNote(facts: ProjectFacts): string {
  if (!facts.testRun) return 'Tests and coverage appear here once a full npm test has passed.';
  const day = new Date(`${facts.testRun.date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Tests and coverage as measured by the full npm test of ${day}.`;
}

export const TECHNOLOGIES: readonly Highlight[] = [
  { value: 'Node.js + TypeScript', label: 'strict, ES modules' },
  { value: 'Fastify 5', label: 'HTTP server' },
  { value: 'zod 4', label: 'validation and OpenAPI' },
  { value: 'PostgreSQL', label: 'via Drizzle ORM; embedded PGlite by default' },
  { value: 'argon2id + JWT', label: 'passwords and tokens (fast-jwt)' },
  { value: 'pino', label: 'structured logging' },
];

export const DEVELOPMENT_TOOLS: readonly Highlight[] = [
  { value: 'Vitest', label: 'tests and coverage' },
  { value: 'ESLint + Prettier', label: 'linting and formatting' },
  { value: 'drizzle-kit', label: 'SQL migrations' },
  { value: 'Docker Compose', label: 'development and production' },
  { value: 'React + Ant Design', label: 'this documentation site, built with Vite' },
  { value: 'Playwright + axe-core', label: 'browser and accessibility tests' },
];
