import { API_VARIABLES, PRODUCTION_DOCKER_VARIABLES } from '@abacus/contract';
import { Alert, Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';
import { Page, PageSection } from '@/components/ui/page';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { VariablesTable } from '@/features/environment-variables/variables-table';

const INVALID_CONFIGURATION = [
  'Invalid configuration:',
  '  APPLICATION_PORT: must be a whole number from 0 to 65535',
  '  ACCESS_TOKEN_SECRET: is required in production (at least 32 characters)',
].join('\n');

export default function EnvironmentVariablesRoute() {
  return (
    <Page
      title="Environment Variables"
      intro={
        <>
          Every setting of the API is an environment variable, and none is needed for a first run. Put them in
          the environment or in a <InlineCode>.env</InlineCode> file in the folder you start the server from
          (copy <InlineCode>.env.example</InlineCode>); variables already in the environment win over the
          file.
        </>
      }
    >
      <Typography.Paragraph style={{ maxWidth: 860 }}>
        The tables below are the one list of variables: they are <InlineCode>packages/contract</InlineCode>’s,
        from which <InlineCode>npm run env:example</InlineCode> writes <InlineCode>.env.example</InlineCode>,
        and tests fail when <InlineCode>apps/api/src/config.ts</InlineCode> reads another variable or applies
        another default, or when <InlineCode>.env.example</InlineCode> or{' '}
        <InlineCode>.prod.env.example</InlineCode> drift from them.
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        title="An invalid value stops the server at start"
        description={
          <>
            The API checks every variable when it starts and prints one line per problem; an empty value
            counts as unset. For example:
            <CodeBlock title="The server's output" code={INVALID_CONFIGURATION} />
          </>
        }
      />
      <PageSection id="env" title="Common variables (.env)">
        <VariablesTable caption=".env — read by the API in every environment" variables={API_VARIABLES} />
      </PageSection>
      <PageSection id="prod-env" title="Production Docker variables (.prod.env)">
        <Typography.Paragraph>
          Only the production Docker setup reads <InlineCode>.prod.env</InlineCode> (copy{' '}
          <InlineCode>.prod.env.example</InlineCode> and pass <InlineCode>--env-file .prod.env</InlineCode> to
          Compose). The PostgreSQL container creates its user and database from it, and Compose builds the
          API’s <InlineCode>DATABASE_URL</InlineCode> from the same values, so use letters, digits,{' '}
          <InlineCode>-</InlineCode>, <InlineCode>_</InlineCode>, <InlineCode>.</InlineCode> and{' '}
          <InlineCode>~</InlineCode> only. The API container reads <InlineCode>.env</InlineCode> as well,
          where production needs at least <InlineCode>ACCESS_TOKEN_SECRET</InlineCode> and{' '}
          <InlineCode>REFRESH_TOKEN_SECRET</InlineCode>. See{' '}
          <RouterLink to={paths.dockerInstallation.getHref()}>Installation with Docker</RouterLink>.
        </Typography.Paragraph>
        <VariablesTable
          caption=".prod.env — production Docker only"
          variables={PRODUCTION_DOCKER_VARIABLES}
        />
      </PageSection>
    </Page>
  );
}
