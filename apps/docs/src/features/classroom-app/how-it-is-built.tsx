import { Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph } = Typography;

const DEVELOPMENT_COMMANDS = [
  'npm run dev                    # the API from source on :3000, restarted on every change',
  'npm run dev -w @abacus/web     # the app with hot reload on http://localhost:5174/app/, calling that API',
].join('\n');

export function HowItIsBuilt() {
  return (
    <>
      <Paragraph>
        <InlineCode>npm start</InlineCode> serves the classroom app at{' '}
        <InlineCode>http://localhost:3000/app/</InlineCode>. It is <InlineCode>apps/web</InlineCode>: React
        19, Ant Design 6, React Router 7 (browser routes under <InlineCode>/app/</InlineCode>) and TanStack
        Query, on the public API only. Server state is cached by resource, as TanStack Query’s guides show:{' '}
        <InlineCode>src/api/&lt;resource&gt;-queries.ts</InlineCode> holds each resource’s key factory and{' '}
        <InlineCode>queryOptions</InlineCode> (<InlineCode>examQueries.detail(id)</InlineCode>,{' '}
        <InlineCode>resultQueries.list(filters)</InlineCode>, …), one request is cached under one key, and
        every invalidation names a factory’s prefix; mutations are hooks in each feature’s{' '}
        <InlineCode>api/</InlineCode> folder. Forms check every field with the API’s own rules and words, from{' '}
        <InlineCode>packages/contract</InlineCode>.
      </Paragraph>
      <Paragraph>
        The API client’s types are generated from the committed <InlineCode>apps/api/openapi.json</InlineCode>{' '}
        (openapi-typescript, openapi-fetch) into <InlineCode>apps/web/src/lib/api-schema.d.ts</InlineCode>;
        after <InlineCode>npm run openapi</InlineCode>, run{' '}
        <InlineCode>npm run generate-client -w @abacus/web</InlineCode> (a test fails while the file is
        stale).
      </Paragraph>
      <Paragraph>
        Served by the API: <InlineCode>index.html</InlineCode> for <InlineCode>/app</InlineCode> and every
        path below it (never cached, so a new build is picked up at once) and the content-hashed files of{' '}
        <InlineCode>/app/assets/</InlineCode> cached for a year; paths outside <InlineCode>/app</InlineCode>{' '}
        meet the API’s usual JSON 404. Before the app is built, <InlineCode>/app</InlineCode> answers a 404
        that says to run <InlineCode>npm run build</InlineCode>.
      </Paragraph>
      <CodeBlock title="Working on the app" code={DEVELOPMENT_COMMANDS} />
    </>
  );
}
