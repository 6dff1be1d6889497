import { Descriptions } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const ENTRY_POINTS = [
  {
    file: 'apps/api/src/server.ts',
    role: 'The process: reads the configuration, applies migrations, listens, shuts down gracefully on SIGTERM or SIGINT.',
  },
  {
    file: 'apps/api/src/app.ts',
    role: 'buildApp(): the whole API without listening. The server and every test call it.',
  },
  { file: 'apps/api/src/config.ts', role: 'Every environment variable, parsed and validated in one place.' },
  {
    file: 'apps/api/scripts/',
    role: 'npm run openapi writes apps/api/openapi.json from the routes’ schemas; npm run db:dump and db:restore back the database up and restore it.',
  },
  {
    file: 'packages/generator/src/index.ts',
    role: 'The question generator’s public interface: pure TypeScript, no I/O.',
  },
  {
    file: 'apps/docs/src/main.tsx',
    role: 'This site: built by Vite into apps/docs/dist, which the API serves at /.',
  },
];

export function EntryPoints() {
  return (
    <Descriptions
      bordered
      column={1}
      size="middle"
      items={ENTRY_POINTS.map((entry) => ({
        key: entry.file,
        label: <InlineCode>{entry.file}</InlineCode>,
        children: entry.role,
      }))}
    />
  );
}
