import type { ProjectFacts } from '@/types/project-facts';

export interface Highlight {
  value: string;
  label: string;
}

/** The first slide: the project's figures, each only when the build could establish it. */
export function statHighlights(facts: ProjectFacts): Highlight[] {
  return [
    { value: String(facts.endpointCount), label: 'API endpoints' },
    ...(facts.passedTests === undefined
      ? []
      : [{ value: String(facts.passedTests), label: 'tests passing' }]),
    ...(facts.lineCoverage === undefined
      ? []
      : [{ value: `${facts.lineCoverage.toFixed(1)} %`, label: 'line coverage (API and generator)' }]),
    { value: `v${facts.version}`, label: 'latest version' },
  ];
}

export const TECHNOLOGIES: readonly Highlight[] = [
  { value: 'Node.js + TypeScript', label: 'strict, ES modules' },
  { value: 'Fastify 5', label: 'HTTP server' },
  { value: 'zod 4', label: 'validation and OpenAPI' },
  { value: 'PostgreSQL', label: 'via Drizzle ORM; embedded PGlite by default' },
  { value: 'argon2id + JWT', label: 'passwords and tokens (jose)' },
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
