import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { FigureTable } from './figure-table';
import { HOT_READS } from './performance-figures';

const { Paragraph } = Typography;

export function HotReads() {
  return (
    <>
      <Paragraph>
        <InlineCode>npm run build && npm run bench:api</InlineCode> measures it. It starts the built server on
        the embedded database and on PostgreSQL (<InlineCode>BENCH_DATABASE_URL</InlineCode>, default the
        local server), creates a school through the API and prints one table:
      </Paragraph>
      <ul style={{ paddingInlineStart: 20 }}>
        <li>
          each hot read (students’ exam list, questions of an exam, a result, my results, my practice
          analytics, my profile) at 50 connections for 8 seconds: requests per second, p50 and p99 latency;
        </li>
        <li>
          the students’ exam list once more from a minimal hand-written server (Fastify,{' '}
          <InlineCode>pg</InlineCode> and <InlineCode>jose</InlineCode>, the same queries, prepared once per
          connection as the API’s are, and the same JSON) in the same run. Machines differ and a loaded one is
          slower: compare the API’s row with this one, not with figures from another run. The last line prints
          the two ratios;
        </li>
        <li>
          <InlineCode>admin/me while …</InlineCode>: the latency (p50, p99, max) another teacher sees while
          one teacher creates 8 exams of 1000 questions at once, or while 4 exam reports of 1 500 results
          render;
        </li>
        <li>
          <InlineCode>/health on a new connection</InlineCode>: how long a fresh connection’s health check
          takes while 200 connections read.
        </li>
      </ul>
      <Paragraph>
        <InlineCode>--drivers pglite,postgres</InlineCode>,{' '}
        <InlineCode>--scenarios reads,neighbour,reports,connections,growth</InlineCode>,{' '}
        <InlineCode>--seconds</InlineCode> and <InlineCode>--connections</InlineCode> narrow or stretch it (
        <InlineCode>growth</InlineCode> adds 20 000 results and reads the list again). On this project’s
        2-core machine (the load generator on the same cores), one run of{' '}
        <InlineCode>npm run bench:api</InlineCode> printed:
      </Paragraph>
      <FigureTable figures={HOT_READS} />
      <Paragraph>
        The hand-written server itself varies from run to run: from 511 req/s (this run) to 1626 on the same
        machine. Read the ratios of one run.
      </Paragraph>
    </>
  );
}
