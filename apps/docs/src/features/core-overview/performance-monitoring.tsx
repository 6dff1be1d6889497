import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';

const { Paragraph } = Typography;

export function PerformanceMonitoring() {
  return (
    <>
      <Paragraph>
        <InlineCode>GET /health</InlineCode> reports the status, the uptime in seconds, the version, the
        database’s health and Redis’s, each with its response time in milliseconds, and whether the process
        hears the other processes’ live events (<InlineCode>events</InlineCode>:{' '}
        <InlineCode>listening</InlineCode> or <InlineCode>reconnecting</InlineCode>). A load balancer acts on
        the status code alone: <InlineCode>503</InlineCode> when the database is unreachable, or refused a
        write in the last 30 seconds (read-only, or its disk full: <InlineCode>database.writable</InlineCode>{' '}
        is then false), or when events are <InlineCode>reconnecting</InlineCode> — this process, not the
        others, cannot serve — so a load balancer or Docker’s health check takes the instance out of rotation.
        An unreachable Redis (<InlineCode>redis.status</InlineCode>: <InlineCode>unreachable</InlineCode>)
        still answers 200: every process shares that Redis, and each serves on with its rate limits paused, so
        alert on it rather than take every process out.
      </Paragraph>
      <Paragraph>
        Every request is logged by pino with its method, URL, status and response time, under a request id
        that the response echoes in <InlineCode>X-Request-Id</InlineCode>; health polls are not logged.
        Production writes JSON lines to stdout and stderr, ready for a log collector.
      </Paragraph>
      <Paragraph>
        <InlineCode>npm run bench</InlineCode> measures the question generator: 1000 questions in well under
        50 ms. Analytics are aggregated in SQL rather than by loading every row.
      </Paragraph>
      <Paragraph>
        <InlineCode>npm run bench:api</InlineCode> measures the API’s hot reads on both databases, beside a
        minimal hand-written server doing the same read in the same run. Nothing slow runs on the thread that
        answers requests: the embedded database has a thread of its own, and large exams and PDF reports are
        made on worker threads, so one teacher’s work does not hold up another school’s requests. How, and
        what the benchmarks measured, is on{' '}
        <RouterLink to={paths.performance.getHref()}>Performance</RouterLink>.
      </Paragraph>
    </>
  );
}
