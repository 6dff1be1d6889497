import { Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';
import type { GuideStep } from '@/components/ui/step-guide';
import { RouterLink } from '@abacus/react-common/router-link';
import { LOCAL_API_ORIGIN } from '@/config/api-origin';
import { paths } from '@/config/paths';
import { CLONE_STEP } from './clone-step';

const { Paragraph } = Typography;

/** The six steps of a local installation, in order. */
export const INSTALLATION_STEPS: readonly GuideStep[] = [
  CLONE_STEP,
  {
    title: 'Install dependencies',
    content: (
      <>
        <Paragraph>
          Installs the dependencies of every workspace: the API, the classroom app, this site and the packages
          they share.
        </Paragraph>
        <CodeBlock title="Install" code="npm install" />
      </>
    ),
  },
  {
    title: 'Create the .env file',
    content: (
      <>
        <Paragraph>
          Optional in development: without it the defaults apply and token secrets are generated once into{' '}
          <InlineCode>data/secrets.json</InlineCode>. In production, set at least{' '}
          <InlineCode>NODE_ENV=production</InlineCode>, <InlineCode>ACCESS_TOKEN_SECRET</InlineCode> and{' '}
          <InlineCode>REFRESH_TOKEN_SECRET</InlineCode> (32 characters or more each). Every variable is listed
          on <RouterLink to={paths.environmentVariables.getHref()}>Environment Variables</RouterLink>.
        </Paragraph>
        <CodeBlock title="Create .env" code="cp .env.example .env" />
      </>
    ),
  },
  {
    title: 'Set up the database locally',
    content: (
      <>
        <Paragraph>
          Nothing to do for the embedded database: it lives in <InlineCode>DATA_DIR</InlineCode> (
          <InlineCode>./data</InlineCode>) and is migrated at every start. To use a PostgreSQL server instead,
          point <InlineCode>DATABASE_URL</InlineCode> at an existing, empty (or previously migrated) database;
          the server applies pending migrations when it starts. Several API processes may start against the
          same database at once: migrations run under a PostgreSQL advisory lock, so exactly one of them
          applies them.
        </Paragraph>
        <CodeBlock
          title="Optional: a PostgreSQL database"
          code={`createdb -h 127.0.0.1 -U postgres abacus\necho 'DATABASE_URL=postgres://postgres@127.0.0.1:5432/abacus' >> .env`}
        />
      </>
    ),
  },
  {
    title: 'Start the server',
    content: (
      <>
        <Paragraph>
          <InlineCode>npm start</InlineCode> builds what changed and starts the API on port 3000;{' '}
          <InlineCode>npm run dev</InlineCode> runs it from source and restarts on every change. Stop it with
          Ctrl-C: the data stays in <InlineCode>./data</InlineCode>.
        </Paragraph>
        <CodeBlock title="Start" code="npm start" />
      </>
    ),
  },
  {
    title: 'Verify',
    content: (
      <>
        <Paragraph>
          The health check answers <InlineCode>"status": "healthy"</InlineCode> with the database connected,
          this documentation opens at <InlineCode>{LOCAL_API_ORIGIN}/</InlineCode> and the classroom app at{' '}
          <InlineCode>{`${LOCAL_API_ORIGIN}/app/`}</InlineCode>.
        </Paragraph>
        <CodeBlock title="Check the health" code={`curl ${LOCAL_API_ORIGIN}/health`} />
      </>
    ),
  },
];
