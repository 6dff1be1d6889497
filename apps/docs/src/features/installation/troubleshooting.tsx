import { Collapse, Typography } from 'antd';

const { Paragraph, Text } = Typography;

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
            Check that PostgreSQL is running: <Text code>pg_isready -h 127.0.0.1 -p 5432</Text>.
          </li>
          <li>
            Check the connection string in <Text code>DATABASE_URL</Text>: user, password, host, port and
            database name; the database must exist.
          </li>
          <li>
            Check the network: a firewall, a Docker network or a server listening only on another address.
          </li>
          <li>
            Or unset <Text code>DATABASE_URL</Text> to use the embedded database.
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
            Change the port: <Text code>APPLICATION_PORT=3001 npm start</Text> (or set it in{' '}
            <Text code>.env</Text>).
          </li>
          <li>
            Or stop the process holding it: find it with <Text code>lsof -i :3000</Text> or{' '}
            <Text code>ss -ltnp</Text>.
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
          The user running the server must be able to write <Text code>DATA_DIR</Text> (
          <Text code>./data</Text>) and <Text code>LOG_DIR</Text> (<Text code>./logs</Text>); check their
          owner and mode with <Text code>ls -ld data logs</Text>.
        </li>
        <li>
          <Text code>data/secrets.json</Text> is created readable by its owner only; run the server as the
          same user every time, or set the secrets in the environment.
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
          Development: the console, plus JSON lines in <Text code>logs/application.log</Text> and errors in{' '}
          <Text code>logs/error.log</Text> (under <Text code>LOG_DIR</Text>).
        </li>
        <li>Production: JSON lines on standard output, errors on standard error.</li>
        <li>
          Docker: <Text code>docker-compose --env-file .prod.env -f docker-compose.prod.yml logs api</Text>.
        </li>
        <li>
          Each line carries the request’s <Text code>requestId</Text>, echoed in the{' '}
          <Text code>X-Request-Id</Text> response header, so a failing call can be found.
        </li>
      </ul>
    ),
  },
];

export function Troubleshooting() {
  return <Collapse items={PROBLEMS} />;
}
