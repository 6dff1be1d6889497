import { Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';
import { RouterLink } from '@abacus/react-common/router-link';
import type { GuideStep } from '@/components/ui/step-guide';
import { LOCAL_API_ORIGIN } from '@/config/api-origin';
import { paths } from '@/config/paths';
import { CLONE_STEP } from './clone-step';

const { Paragraph } = Typography;

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
          <InlineCode>DATABASE_URL</InlineCode>) and lets it listen on every interface (
          <InlineCode>HOST</InlineCode>). To change another setting (log level, token lifetimes…), create a{' '}
          <InlineCode>.env</InlineCode> file: the API reads it from the mounted working tree. See{' '}
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
          Builds the image’s dependencies and starts the API with <InlineCode>npm run dev</InlineCode>, which
          restarts it whenever a file of the working tree changes, and PostgreSQL 16, whose data survives
          restarts in the named volume <InlineCode>db-data</InlineCode>. Both restart unless stopped. After a
          dependency change, add <InlineCode>-V</InlineCode> to renew the containers’{' '}
          <InlineCode>node_modules</InlineCode> volumes.
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
          database <InlineCode>abacus</InlineCode>.
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

/** Production: replicas of the API image behind Caddy, on PostgreSQL and Redis, settings in .env and .prod.env. */
export const PRODUCTION_STEPS: readonly GuideStep[] = [
  CLONE_STEP,
  {
    title: 'Configure the environment',
    content: (
      <>
        <Paragraph>
          Two files, never committed. <InlineCode>.env</InlineCode> is handed to the API: set at least{' '}
          <InlineCode>ACCESS_TOKEN_SECRET</InlineCode> and <InlineCode>REFRESH_TOKEN_SECRET</InlineCode> (32
          characters or more), and <InlineCode>CORS_WHITELIST</InlineCode> for browser clients; the compose
          file sets <InlineCode>NODE_ENV=production</InlineCode>,{' '}
          <InlineCode>APPLICATION_PORT=3000</InlineCode>, <InlineCode>TRUST_PROXY=uniquelocal</InlineCode>,{' '}
          <InlineCode>REDIS_URL=redis://redis:6379</InlineCode> and <InlineCode>DATABASE_URL</InlineCode>{' '}
          itself. <InlineCode>.prod.env</InlineCode> holds <InlineCode>POSTGRES_USER</InlineCode>,{' '}
          <InlineCode>POSTGRES_PASSWORD</InlineCode> and <InlineCode>POSTGRES_DB</InlineCode>: PostgreSQL
          creates its user and database from them, and Compose builds the API’s{' '}
          <InlineCode>DATABASE_URL</InlineCode> from them (that is what{' '}
          <InlineCode>--env-file .prod.env</InlineCode> is for: without it Compose stops with “set it in
          .prod.env and pass --env-file .prod.env”), so use letters, digits, <InlineCode>-</InlineCode>,{' '}
          <InlineCode>_</InlineCode>, <InlineCode>.</InlineCode> and <InlineCode>~</InlineCode> only. See{' '}
          <RouterLink to={paths.environmentVariables.getHref()}>Environment Variables</RouterLink>.
        </Paragraph>
        <Paragraph>
          An env file holds values as written and runs no command: paste the output of{' '}
          <InlineCode>openssl rand -hex 32</InlineCode> into each secret, and let the shell write a random
          password into <InlineCode>.prod.env</InlineCode>:
        </Paragraph>
        <CodeBlock
          title="Create .env and .prod.env"
          code={[
            'cp .env.example .env   # then set ACCESS_TOKEN_SECRET and REFRESH_TOKEN_SECRET',
            `printf 'POSTGRES_USER=abacus\\nPOSTGRES_PASSWORD=%s\\nPOSTGRES_DB=abacus\\n' "$(openssl rand -hex 24)" > .prod.env`,
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
          Builds the production image (the API, this documentation and the classroom app, compiled) and starts
          two replicas of it in the background, behind a reverse proxy (Caddy 2) on host port 3000, on one
          PostgreSQL 16, with the rate limits in Redis 7; every service restarts always. PostgreSQL keeps its
          data in the <InlineCode>db-data</InlineCode> volume and is published on host port 30000 of the
          loopback only (<InlineCode>127.0.0.1:30000</InlineCode>), for <InlineCode>psql</InlineCode> and
          backups from the host. Redis keeps nothing on disk: rate-limit counters start afresh when it
          restarts. Every service writes JSON-file logs rotated at 10 MB, keeping 3 files.
        </Paragraph>
        <CodeBlock title="Start" code={`${PRODUCTION_COMPOSE} up -d --build --scale api=2`} />
      </>
    ),
  },
  {
    title: 'Verify the setup',
    content: (
      <>
        <Paragraph>
          Docker checks each replica’s <InlineCode>/health</InlineCode> every 1 minute 30 seconds (6 s
          timeout, 3 retries, after a 30 s start period); <InlineCode>ps</InlineCode> shows the replicas as{' '}
          <InlineCode>healthy</InlineCode> once the first check passes.
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
