import { Tabs } from 'antd';

const COMPONENTS = [
  {
    key: 'api',
    label: 'API',
    points: [
      'One Fastify application registers its plugins in waves: third-party (helmet, compression, CORS, OpenAPI, rate limits, static documentation), then cross-cutting (configuration, database, request ids, graceful close, errors, authentication), then the modules under /api/v1.',
      'A module per domain (students, admins, exams, questions, results, analytics, health): routes with zod schemas → a service holding the rules → a repository holding the SQL.',
      'Every response, errors included, uses the envelope { success, statusCode, data }; errors add message, and validation errors list each bad field.',
    ],
  },
  {
    key: 'database',
    label: 'Database',
    points: [
      'One Drizzle schema (apps/api/src/db/schema) and one set of SQL migrations serve both drivers: embedded PGlite and a PostgreSQL server.',
      'Migrations are applied at start; with PostgreSQL under an advisory lock, so several processes may start together.',
      'Constraints guard what matters: unique usernames and emails per role, one assessment result per student, options that always contain the answer.',
    ],
  },
  {
    key: 'security',
    label: 'Security',
    points: [
      'argon2id password hashes; unknown usernames take as long as wrong passwords.',
      'Access tokens of minutes, refresh tokens spent once and stored as hashes, reuse detection per login.',
      'Role checks per route, tenancy checks in the services: a teacher never sees another teacher’s data.',
      'Security headers and a content security policy (helmet), a CORS whitelist, rate limits, a 1 MiB body limit, and credentials redacted from logs.',
    ],
  },
  {
    key: 'utility',
    label: 'Utility',
    points: [
      'Public ids: a kind prefix and random characters from a cryptographic generator; database keys never leave the server.',
      'The question generator package: seeded, bounded in time, exact arithmetic.',
      'pino logs with a request id on every line (X-Request-Id), PDF reports with pdfmake, an OpenAPI document from the schemas.',
    ],
  },
];

export function CoreComponents() {
  return (
    <Tabs
      items={COMPONENTS.map((component) => ({
        key: component.key,
        label: component.label,
        children: (
          <ul style={{ paddingInlineStart: 20 }}>
            {component.points.map((point) => (
              <li key={point} style={{ marginBottom: 8 }}>
                {point}
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  );
}
