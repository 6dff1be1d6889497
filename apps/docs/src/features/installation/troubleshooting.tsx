import { Collapse, Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph } = Typography;

const PROBLEMS = [
  {
    key: 'database',
    label: 'The database connection fails',
    children: (
      <>
        <Paragraph>
          The server stops with “cannot prepare the postgres database; is it running and reachable?”.
        </Paragraph>
        <ul>
          <li>
            Check that PostgreSQL is running: <InlineCode>pg_isready -h 127.0.0.1 -p 5432</InlineCode>.
          </li>
          <li>
            Check the connection string in <InlineCode>DATABASE_URL</InlineCode>: user, password, host, port
            and database name; the database must exist.
          </li>
          <li>
            Check the network: a firewall, a Docker network or a server listening only on another address.
          </li>
          <li>
            Or unset <InlineCode>DATABASE_URL</InlineCode> to use the embedded database.
          </li>
        </ul>
      </>
    ),
  },
  {
    key: 'port',
    label: 'The port is already in use',
    children: (
      <>
        <Paragraph>The server stops with “cannot listen on 127.0.0.1:3000”.</Paragraph>
        <ul>
          <li>
            Change the port: <InlineCode>APPLICATION_PORT=3001 npm start</InlineCode> (or set it in{' '}
            <InlineCode>.env</InlineCode>).
          </li>
          <li>
            Or stop the process holding it: find it with <InlineCode>lsof -i :3000</InlineCode> or{' '}
            <InlineCode>ss -ltnp</InlineCode>.
          </li>
        </ul>
      </>
    ),
  },
  {
    key: 'permissions',
    label: 'Permission problems',
    children: (
      <ul>
        <li>
          The user running the server must be able to write <InlineCode>DATA_DIR</InlineCode> (
          <InlineCode>./data</InlineCode>) and <InlineCode>LOG_DIR</InlineCode> (
          <InlineCode>./logs</InlineCode>); check their owner and mode with{' '}
          <InlineCode>ls -ld data logs</InlineCode>.
        </li>
        <li>
          <InlineCode>data/secrets.json</InlineCode> is created readable by its owner only; run the server as
          the same user every time, or set the secrets in the environment.
        </li>
        <li>With Docker, check that the user inside the container may write the mounted volumes.</li>
      </ul>
    ),
  },
  {
    key: 'logs',
    label: 'Where are the error logs?',
    children: (
      <ul>
        <li>
          Development: the console, plus JSON lines in <InlineCode>logs/application.log</InlineCode> and
          errors in <InlineCode>logs/error.log</InlineCode> (under <InlineCode>LOG_DIR</InlineCode>).
        </li>
        <li>Production: JSON lines on standard output, errors on standard error.</li>
        <li>
          Docker:{' '}
          <InlineCode>docker-compose --env-file .prod.env -f docker-compose.prod.yml logs api</InlineCode>.
        </li>
        <li>
          Each line carries the request’s <InlineCode>requestId</InlineCode>, echoed in the{' '}
          <InlineCode>X-Request-Id</InlineCode> response header, so a failing call can be found.
        </li>
      </ul>
    ),
  },
];

export function Troubleshooting() {
  return <Collapse items={PROBLEMS} />;
}
