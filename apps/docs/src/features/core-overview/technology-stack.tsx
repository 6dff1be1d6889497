import { Table, Typography } from 'antd';

const STACK = [
  { concern: 'Runtime', choice: 'Node.js 20.19 or newer, TypeScript (strict), ES modules, npm workspaces' },
  { concern: 'HTTP', choice: 'Fastify 5' },
  {
    concern: 'Validation and OpenAPI',
    choice: 'zod 4 with fastify-type-provider-zod; @fastify/swagger emits OpenAPI 3.1',
  },
  {
    concern: 'Security plugins',
    choice:
      '@fastify/helmet, @fastify/cors, @fastify/compress, @fastify/rate-limit (in memory, or Redis with REDIS_URL)',
  },
  {
    concern: 'Database',
    choice:
      'PostgreSQL through Drizzle ORM: embedded PGlite by default, a PostgreSQL server with DATABASE_URL',
  },
  { concern: 'Passwords', choice: 'argon2id (@node-rs/argon2)' },
  { concern: 'Tokens', choice: 'JWT HS256 with fast-jwt; rotating refresh tokens stored hashed' },
  { concern: 'Logging', choice: 'pino, Fastify’s logger' },
  { concern: 'PDF', choice: 'pdfmake' },
  {
    concern: 'Tests',
    choice: 'Vitest 4 with V8 coverage; playwright-core and axe-core for this site and the classroom app',
  },
  { concern: 'Documentation site', choice: 'React 19, Vite, Ant Design 6, React Router 7 (hash routes)' },
];

export function TechnologyStack() {
  return (
    <Table
      rowKey="concern"
      size="middle"
      pagination={false}
      dataSource={STACK}
      columns={[
        {
          title: 'Concern',
          dataIndex: 'concern',
          key: 'concern',
          width: 240,
          render: (text: string) => <Typography.Text strong>{text}</Typography.Text>,
        },
        { title: 'Choice', dataIndex: 'choice', key: 'choice' },
      ]}
    />
  );
}
