import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph } = Typography;

export function Logs() {
  return (
    <Paragraph>
      Every line carries the request’s id (<InlineCode>requestId</InlineCode>; send{' '}
      <InlineCode>X-Request-Id</InlineCode> to choose it, and the response echoes it). Passwords, tokens and
      the <InlineCode>Authorization</InlineCode> header are written as <InlineCode>[REDACTED]</InlineCode>.
      Development prints readable lines to the console and writes JSON lines to{' '}
      <InlineCode>logs/application.log</InlineCode> and errors to <InlineCode>logs/error.log</InlineCode>;
      production writes JSON lines to stdout and errors to stderr.
    </Paragraph>
  );
}

export function Shutdown() {
  return (
    <Paragraph>
      On SIGTERM or SIGINT the server finishes every request that has arrived — those still waiting to be
      accepted or read when the signal came too — and refuses new connections: it stops listening once the
      connections already waiting are taken in, ends live event streams and connections that have sent
      nothing, lets the requests finish (for at most 10 s in all), closes the database and exits with code 0.
      A request sent after that on a kept-alive connection is answered 503 with{' '}
      <InlineCode>Retry-After: 5</InlineCode>.
    </Paragraph>
  );
}

export function WhenThingsGoWrong() {
  return (
    <Paragraph>
      A database that is down, restarting, not answering or not accepting connections gets every request a 503
      with <InlineCode>Retry-After: 5</InlineCode> within about <InlineCode>DATABASE_TIMEOUT</InlineCode> (one
      warning line each in the log, never SQL), and the server serves again by itself once the database is
      back; so does a server too busy to keep up (the health check is never shed). A database that refuses
      writes — read-only (a standby after a failover) or its disk full — gets every change a 503 with{' '}
      <InlineCode>Retry-After: 30</InlineCode>, logged as an error with its SQLSTATE and the database’s
      message (never SQL or values), while reads are still served; <InlineCode>/health</InlineCode> answers
      503 with <InlineCode>database.writable: false</InlineCode> until 30 s have passed without a refused
      write. A Redis that is unreachable, or slower than <InlineCode>REDIS_COMMAND_TIMEOUT_MS</InlineCode>{' '}
      (300 ms; a failover, a long command), pauses the rate limits instead of holding requests: the first
      command past that timeout logs one warning, then no request asks Redis anything — one ping a second does
      — until it answers, when one line says the limits count again. Meanwhile every request goes on, and{' '}
      <InlineCode>/health</InlineCode> reports <InlineCode>redis.status: unreachable</InlineCode> with 200. A
      start that fails (bad configuration, the port taken, the database unreachable or in use, no room left on
      the disk of <InlineCode>DATA_DIR</InlineCode>) logs one line and exits with code 1, leaving nothing
      behind in <InlineCode>DATA_DIR</InlineCode>.
    </Paragraph>
  );
}
