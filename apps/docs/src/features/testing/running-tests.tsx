import { Table, Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';
import { PageSection } from '@/components/ui/page';
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
          forces on purpose.
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
          playwright-core; no browser is downloaded. Without it they are skipped with a message. On Debian or
          Ubuntu:
        </Paragraph>
        <CodeBlock title="Install Chromium" code="sudo apt-get install chromium" />
      </PageSection>
      <PageSection id="reports" title="Reports">
        <Paragraph>
          <InlineCode>npm test</InlineCode> writes <InlineCode>coverage/index.html</InlineCode> (coverage to
          browse). A full run that passes (every project and test file, with coverage) also refreshes{' '}
          <InlineCode>apps/docs/project-figures.json</InlineCode>: the tests passing, the line coverage and
          the day of the run, which the welcome page of this site shows. A partial run never changes it.
        </Paragraph>
      </PageSection>
    </>
  );
}
