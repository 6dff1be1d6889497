import { Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { RouterLink } from '@/components/ui/router-link';
import type { GuideStep } from '@/components/ui/step-guide';
import { LOCAL_API_ORIGIN } from '@/config/api-origin';
import { paths } from '@/config/paths';
import { CLONE_STEP } from './clone-step';

const { Paragraph, Text } = Typography;

/** The commands of the compose files' own headers (docker-compose.dev.yml, docker-compose.prod.yml). */
const DEVELOPMENT_COMPOSE = 'docker-compose -f docker-compose.dev.yml';
const PRODUCTION_COMPOSE = 'docker-compose --env-file .prod.env -f docker-compose.prod.yml';

/** Local development in containers: the API from the working tree with reload, and PostgreSQL. */
export const DEVELOPMENT_STEPS: readonly GuideStep[] = [
  CLONE_STEP,
  {
    title: 'Configure the environment',
    content: (
      <>
        <Paragraph>
          Nothing is required: the compose file points the API at its PostgreSQL container (
          <Text code>DATABASE_URL</Text>) and lets it listen on every interface (<Text code>HOST</Text>). To
          change another setting (log level, token lifetimes…), create a <Text code>.env</Text> file: the API
          reads it from the mounted working tree. See{' '}
          <RouterLink to={paths.environmentVariables.getHref()}>Environment Variables</RouterLink>.
        </Paragraph>
        <CodeBlock title="Optional: create .env" code="cp .env.example .env" />
      </>
    ),
  },
  {
    title: 'Build and start the containers',
    content: (
      <>
        <Paragraph>
          Builds the image’s dependencies and starts the API with <Text code>npm run dev</Text>, which
          restarts it whenever a file of the working tree changes, and PostgreSQL 16, whose data survives
          restarts in the named volume <Text code>db-data</Text>. Both restart unless stopped. After a
          dependency change, add <Text code>-V</Text> to renew the containers’ <Text code>node_modules</Text>{' '}
          volumes.
        </Paragraph>
        <CodeBlock title="Start" code={`${DEVELOPMENT_COMPOSE} up --build`} />
      </>
    ),
  },
  {
    title: 'Verify the setup',
    content: (
      <>
        <Paragraph>
          The API answers on port 3000. PostgreSQL is published on host port 5433, with user, password and
          database <Text code>abacus</Text>.
        </Paragraph>
        <CodeBlock
          title="Check"
          code={[
            `curl ${LOCAL_API_ORIGIN}/health`,
            'psql postgres://abacus:abacus@localhost:5433/abacus -c "select 1"',
            `${DEVELOPMENT_COMPOSE} down   # stop; add -v to delete the database volume`,
          ].join('\n')}
        />
      </>
    ),
  },
];

/** Production: the API image and PostgreSQL, settings in .env and .prod.env, health-checked. */
export const PRODUCTION_STEPS: readonly GuideStep[] = [
  CLONE_STEP,
  {
    title: 'Configure the environment',
    content: (
      <>
        <Paragraph>
          Two files, never committed. <Text code>.env</Text> is handed to the API: set at least{' '}
          <Text code>ACCESS_TOKEN_SECRET</Text> and <Text code>REFRESH_TOKEN_SECRET</Text> (32 characters or
          more), and <Text code>CORS_WHITELIST</Text> for browser clients; the compose file sets{' '}
          <Text code>NODE_ENV</Text>, <Text code>APPLICATION_PORT</Text> and <Text code>DATABASE_URL</Text>{' '}
          itself. <Text code>.prod.env</Text> holds <Text code>POSTGRES_USER</Text>,{' '}
          <Text code>POSTGRES_PASSWORD</Text> and <Text code>POSTGRES_DB</Text>: PostgreSQL creates its user
          and database from them, and Compose builds the API’s <Text code>DATABASE_URL</Text> from them, so
          use letters, digits, <Text code>-</Text>, <Text code>_</Text>, <Text code>.</Text> and{' '}
          <Text code>~</Text> only. See{' '}
          <RouterLink to={paths.environmentVariables.getHref()}>Environment Variables</RouterLink>.
        </Paragraph>
        <CodeBlock
          title="Create .env and .prod.env"
          code={[
            'cp .env.example .env             # set ACCESS_TOKEN_SECRET, REFRESH_TOKEN_SECRET (openssl rand -base64 48)',
            'cp .prod.env.example .prod.env   # set POSTGRES_PASSWORD (openssl rand -hex 24)',
          ].join('\n')}
        />
      </>
    ),
  },
  {
    title: 'Build and start the containers',
    content: (
      <>
        <Paragraph>
          Builds the production image (the API and this documentation, compiled) and starts it with PostgreSQL
          16 in the background; both restart always. PostgreSQL is published on the host’s loopback, port
          30000, for backups and <Text code>psql</Text>. Logs are JSON files rotated at 10 MB, three kept.
        </Paragraph>
        <CodeBlock title="Start" code={`${PRODUCTION_COMPOSE} up -d --build`} />
      </>
    ),
  },
  {
    title: 'Verify the setup',
    content: (
      <>
        <Paragraph>
          Docker checks the API’s <Text code>/health</Text> every 1 minute 30 seconds (6 s timeout, 3 retries,
          after a 30 s start period); <Text code>ps</Text> shows the container as <Text code>healthy</Text>{' '}
          once the first check passes.
        </Paragraph>
        <CodeBlock
          title="Check"
          code={[
            `${PRODUCTION_COMPOSE} ps`,
            `curl ${LOCAL_API_ORIGIN}/health`,
            `${PRODUCTION_COMPOSE} logs -f api`,
          ].join('\n')}
        />
      </>
    ),
  },
];
