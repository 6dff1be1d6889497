import { Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';
import { RouterLink } from '@abacus/react-common/router-link';
import { API_COLLECTION_FILE } from '@/config/api-collection';
import { paths } from '@/config/paths';

const { Paragraph } = Typography;

const SITE_TESTS = [
  'npx vitest run --project docs               # components (Testing Library, jsdom); menu ↔ openapi.json',
  'npx vitest run --project "docs (browser)"   # the built site, served by the API, in Chromium',
  'npx vitest run --project "docs (newman)"    # the Postman collection, run by newman against a real API',
].join('\n');

export function DocumentationSite() {
  return (
    <>
      <Paragraph>
        <InlineCode>npm start</InlineCode> serves this site at <InlineCode>http://localhost:3000/</InlineCode>
        . It is <InlineCode>apps/docs</InlineCode>, a React 19, Vite and Ant Design 6 site with hash routes;{' '}
        <InlineCode>npm run dev -w @abacus/docs</InlineCode> serves it with hot reload on{' '}
        <InlineCode>http://localhost:5173</InlineCode>. The API serves <InlineCode>apps/docs/dist</InlineCode>
        ; before it is built, <InlineCode>/</InlineCode> answers a 404 that says to run{' '}
        <InlineCode>npm run build</InlineCode>.
      </Paragraph>
      <Paragraph>
        The endpoint pages are generated, not written. When the site is built,{' '}
        <InlineCode>apps/docs/build/</InlineCode> reads the committed{' '}
        <InlineCode>apps/api/openapi.json</InlineCode> (run <InlineCode>npm run openapi</InlineCode> after
        changing a route) through the reader in <InlineCode>apps/docs/src/lib/openapi/</InlineCode>; the
        documentation order, index → method and path, is{' '}
        <InlineCode>apps/docs/src/config/endpoint-order.ts</InlineCode>: a new endpoint needs only its entry
        there (and its operation in openapi.json) to get its page (<InlineCode>#/api/0</InlineCode> onwards)
        and its menu entry.
      </Paragraph>
      <Paragraph>
        The same build writes a Postman collection (<InlineCode>{`/${API_COLLECTION_FILE}`}</InlineCode>,
        offered on the <RouterLink to={paths.testing.getHref()}>Testing</RouterLink> page) that runs from top
        to bottom against a fresh server with only <InlineCode>baseUrl</InlineCode> set: it signs up its own
        teacher and student, keeps their tokens and the ids it creates in collection variables, asserts every
        status and deletes what it made, the teacher’s account last. Its order, roles and captured ids are the
        table <InlineCode>apps/docs/src/config/api-collection-workflow.ts</InlineCode>, where a new endpoint
        needs a step too (the build refuses an operation without one).
      </Paragraph>
      <Paragraph>
        The build also writes the welcome page’s figures: the endpoint count from openapi.json, the version
        from package.json, and the passing tests and line coverage of the committed{' '}
        <InlineCode>apps/docs/project-figures.json</InlineCode>, shown with its date (a full{' '}
        <InlineCode>npm test</InlineCode> that passes rewrites it; see Testing). The project’s links (header,
        welcome page, clone command) come from the root <InlineCode>package.json</InlineCode> fields{' '}
        <InlineCode>repository</InlineCode>, <InlineCode>homepage</InlineCode>,{' '}
        <InlineCode>author</InlineCode> and <InlineCode>bugs</InlineCode>; a field not set shows no link, and
        without <InlineCode>repository</InlineCode> the clone command reads{' '}
        <InlineCode>git clone &lt;repository-url&gt;</InlineCode>.
      </Paragraph>
      <CodeBlock title="This site's tests" code={SITE_TESTS} />
    </>
  );
}
