import { Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph, Text } = Typography;

const IMAGE_COMMANDS = [
  'docker build -t abacus-exam-platform .',
  'docker run -p 3000:3000 -v abacus-data:/app/data \\',
  '  -e ACCESS_TOKEN_SECRET=<32+ characters> -e REFRESH_TOKEN_SECRET=<32+ characters> abacus-exam-platform',
].join('\n');

const CONFIG_CHECKS = [
  'docker-compose -f docker-compose.dev.yml config',
  'docker-compose --env-file .prod.env -f docker-compose.prod.yml config',
  'caddy validate --config deploy/Caddyfile --adapter caddyfile',
].join('\n');

/** The image on its own, without Compose. */
export function DockerImage() {
  return (
    <>
      <Paragraph>
        The <InlineCode>Dockerfile</InlineCode> builds one image: the API, serving the documentation site at{' '}
        <InlineCode>/</InlineCode> and the classroom app at <InlineCode>/app/</InlineCode>. A build stage
        compiles every workspace; the final <InlineCode>node:20-bookworm-slim</InlineCode> image holds only
        the API’s production dependencies, the built files and the SQL migrations, runs as the unprivileged{' '}
        <InlineCode>node</InlineCode> user with <InlineCode>NODE_ENV=production</InlineCode>, and reports its
        health (<InlineCode>GET /health</InlineCode>, checked with Node every 1 min 30 s).
      </Paragraph>
      <CodeBlock title="Build and run the image" code={IMAGE_COMMANDS} />
      <Paragraph>
        Without <InlineCode>DATABASE_URL</InlineCode> the container keeps the embedded database in{' '}
        <InlineCode>/app/data</InlineCode>: mount a volume there.
      </Paragraph>
    </>
  );
}

/** What the production compose file does beyond starting its services. */
export function ScalingAndTheProxy() {
  return (
    <>
      <ul style={{ paddingInlineStart: 20 }}>
        <li>
          <Text strong>Scaling.</Text> The replicas are stateless: attempts, results and refresh tokens are in
          PostgreSQL, every rate limit counts in Redis whichever replica a request reaches, and the live
          events (<InlineCode>GET /api/v1/events</InlineCode>) travel between replicas by PostgreSQL’s{' '}
          <InlineCode>LISTEN</InlineCode>/<InlineCode>NOTIFY</InlineCode>, so a child’s screen hears of a
          result handed in on another replica. Run more or fewer at any time with{' '}
          <InlineCode>--scale api=N</InlineCode> on the same command; each replica opens up to 10 database
          connections and one more that listens for events, so keep N × 11 within PostgreSQL’s{' '}
          <InlineCode>max_connections</InlineCode> (100 by default).
        </li>
        <li>
          <Text strong>The proxy</Text> (<InlineCode>deploy/Caddyfile</InlineCode>) is the one way in, on host
          port 3000; the replicas publish no port, so the <InlineCode>X-Forwarded-For</InlineCode> the proxy
          sets is the only one they trust. It finds every replica by Docker’s DNS (re-read every 5 s, so
          scaling needs no restart), sends each request to the replica with the fewest open, stops sending to
          one that fails its <InlineCode>/health</InlineCode> check, and streams Server-Sent Events
          unbuffered, with no timeout on a response: an event stream ends only when the API or the client ends
          it.
        </li>
      </ul>
      <Paragraph>
        <InlineCode>docker-compose -f &lt;file&gt; config</InlineCode> checks a compose file without starting
        anything (CI does it for both, and validates the proxy’s configuration with Caddy). With Compose v2,
        write <InlineCode>docker compose</InlineCode> instead of <InlineCode>docker-compose</InlineCode>; the
        arguments are the same.
      </Paragraph>
      <CodeBlock title="Check the configurations" code={CONFIG_CHECKS} />
    </>
  );
}
