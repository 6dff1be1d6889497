import { Table, Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';
import { PageSection } from '@/components/ui/page';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { TEST_COMMANDS } from './test-commands';

const { Paragraph } = Typography;

const COLUMNS = [
  {
    title: 'Command',
    dataIndex: 'command',
    key: 'command',
    width: 360,
    render: (command: string) => <InlineCode>{command}</InlineCode>,
  },
  { title: 'What it runs', dataIndex: 'description', key: 'description' },
];

export function RunningTests() {
  return (
    <>
      <PageSection id="commands" title="Running the tests">
        <Paragraph>
          The tests use Vitest. Each API test file gets a fresh database of its own and calls the real
          application through <InlineCode>app.inject()</InlineCode>; nothing is mocked but the failures a test
          forces on purpose. Nothing needs building first: the tests run every workspace from its TypeScript
          sources, and the browser tests build the documentation site and the classroom app themselves when
          their <InlineCode>dist/</InlineCode> is missing or older than their sources. Vitest runs a test file
          per core, and the API’s files share their worker’s modules (the few that replace one with{' '}
          <InlineCode>vi.mock</InlineCode> run apart, as <InlineCode>api mocks</InlineCode>).
        </Paragraph>
        <Paragraph>
          <InlineCode>npm test</InlineCode> is the whole suite, as CI (<InlineCode>.ci/run</InlineCode>) runs
          it on a fresh clone after installing what the machine lacks, and then{' '}
          <InlineCode>npm run lint</InlineCode> and <InlineCode>npm run format:check</InlineCode>. While
          working, <InlineCode>npm run test:quick</InlineCode> runs the tests that take seconds, and{' '}
          <InlineCode>npx vitest --changed</InlineCode> only those the uncommitted changes affect.
        </Paragraph>
        <Table
          rowKey="command"
          size="middle"
          pagination={false}
          columns={COLUMNS}
          dataSource={[...TEST_COMMANDS]}
        />
      </PageSection>
      <PageSection id="postgres" title="Against PostgreSQL and Redis">
        <Paragraph>
          Given a PostgreSQL server on which the tests may create databases, the API suite runs a second time
          against it; given Redis, the rate-limit tests also prove limits shared between processes.
        </Paragraph>
        <CodeBlock
          title="The suite against PostgreSQL and Redis"
          code="TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres TEST_REDIS_URL=redis://127.0.0.1:6379 npm test"
        />
      </PageSection>
      <PageSection id="browser" title="Browser tests">
        <Paragraph>
          The browser tests drive the system’s Chromium (<InlineCode>/usr/bin/chromium</InlineCode>) through
          playwright-core; no browser is downloaded. Without it they are skipped with a message (
          <InlineCode>.ci/run</InlineCode> installs it). On Debian or Ubuntu:
        </Paragraph>
        <CodeBlock title="Install Chromium" code="sudo apt-get install chromium" />
        <Paragraph>
          This site’s browser tests cover every route and redirect, the layout at 700 and 1280 px, the
          sidebar, carousel, guides and copy buttons, and axe-core with no serious or critical violation; they
          build the site first when <InlineCode>apps/docs/dist</InlineCode> is older than its sources. The
          classroom app’s are described under{' '}
          <RouterLink to={paths.classroomApp.getHref('tests')}>Classroom App</RouterLink>.
        </Paragraph>
      </PageSection>
      <PageSection id="examples" title="The examples on the endpoint pages">
        <Paragraph>
          The examples on the endpoint pages are not written by hand. One story told through every endpoint —
          Meera registers as a teacher and signs in, Ravi joins her class with its code, she adds Anika, makes
          a practice exam and a Friday test, they take them, she reads the analytics, then tidies up and
          closes her account — is <InlineCode>apps/api/test/examples/example-scenario.ts</InlineCode>; after
          it, each protected operation is called once without a token, with the other role’s token, with an
          unknown and a malformed id, with an empty and a non-JSON body, so that every error tab shows the
          server’s own message.
        </Paragraph>
        <Paragraph>
          <InlineCode>npm run examples</InlineCode> runs the story against a fresh server and writes what it
          sent and got into <InlineCode>apps/api/src/openapi/recorded-examples.json</InlineCode>, which the
          OpenAPI document takes its examples from (then it regenerates <InlineCode>openapi.json</InlineCode>{' '}
          and the app’s client types). In <InlineCode>npm test</InlineCode> the same story is replayed on both
          databases and must give the recorded statuses and bodies, tokens, times and random ids aside: an
          example edited by hand, or a change of behaviour that was not re-recorded, fails the test.
        </Paragraph>
      </PageSection>
      <PageSection id="reports" title="Reports">
        <Paragraph>
          <InlineCode>npm test</InlineCode> writes <InlineCode>coverage/index.html</InlineCode> (coverage to
          browse). A full run that passes (every project and test file, with coverage) also refreshes{' '}
          <InlineCode>apps/docs/project-figures.json</InlineCode>: the tests passing, the line coverage and
          the day of the run, which the welcome page of this site shows. A partial run (
          <InlineCode>--project</InlineCode>, a file or name filter, a failure, a missed coverage threshold)
          never changes it. Commit it with the change it measured.
        </Paragraph>
      </PageSection>
    </>
  );
}
