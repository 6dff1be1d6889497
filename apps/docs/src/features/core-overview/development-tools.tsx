import { Descriptions } from 'antd';

const TOOLS = [
  {
    tool: 'tsx',
    use: 'npm run dev: runs the API from its TypeScript sources and restarts it on every change.',
  },
  {
    tool: 'TypeScript compiler',
    use: 'npm run build compiles every workspace; npm run typecheck checks them.',
  },
  {
    tool: 'ESLint and Prettier',
    use: 'npm run lint (with the type checker) and npm run format:check; their :fix variants repair.',
  },
  { tool: 'Vitest', use: 'npm test: the whole suite with a coverage gate of 80 % of lines and branches.' },
  { tool: 'drizzle-kit', use: 'npm run db:generate writes a migration after a change to the schema.' },
  { tool: 'tinybench', use: 'npm run bench: the question generator’s benchmark.' },
  { tool: 'Vite', use: 'Builds this site; npm run dev -w @abacus/docs serves it with hot reload.' },
  { tool: 'Docker Compose', use: 'Development and production containers with PostgreSQL.' },
];

export function DevelopmentTools() {
  return (
    <Descriptions
      bordered
      column={1}
      size="middle"
      items={TOOLS.map((entry) => ({ key: entry.tool, label: entry.tool, children: entry.use }))}
    />
  );
}
