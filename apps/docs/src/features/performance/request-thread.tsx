import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph, Text } = Typography;

export function OffTheRequestThread() {
  return (
    <>
      <ul style={{ paddingInlineStart: 20 }}>
        <li>
          <Text strong>The embedded database has a thread of its own</Text> (
          <InlineCode>apps/api/src/db/pglite-host.ts</InlineCode>). PGlite runs each query synchronously, so
          on the server’s thread every query stopped every request: at 200 connections a{' '}
          <InlineCode>/health</InlineCode> probe on a new connection waited up to 29.7 s. The server now
          reaches it through node-postgres, exactly as it reaches a PostgreSQL server, over in-process message
          ports. The thread runs one exchange (a client’s messages up to its Sync) at a time, keeps an open
          transaction to the connection that opened it, and rolls it back if that connection goes away.
          Queries that waited while a transaction held the database go before the next transaction begins, so
          one teacher creating eight exams at once (eight transactions) does not make another’s query wait for
          all eight. PGlite has one session, which the connections share: the thread gives each connection’s
          named statements a prefix of its own and deallocates them when it closes, and makes the one setting
          all connections have (below).
        </li>
        <li>
          Generating the questions of an exam of more than 200 questions, and laying out and rendering every
          PDF report, run on worker threads (one fewer than the cores, at least one): a teacher creating a
          1000-question exam or downloading a long report does not hold up anyone else’s request. Work beyond
          the threads waits in a queue of its own (<InlineCode>apps/api/src/workers/fair-queue.ts</InlineCode>
          ), where schools take turns, each report counted by the rows it prints: another school’s one-page
          PDF waits for at most the worksheet already rendering, not for a school’s whole queue of them
          (figures below). A school may have <InlineCode>REPORT_QUEUE_MAX_ROWS</InlineCode> of reports waiting
          (about twenty worksheets of 1000 questions); beyond that its reports get 429 with{' '}
          <InlineCode>Retry-After</InlineCode>. A report reads only the columns it prints.
        </li>
      </ul>
      <Paragraph>
        Each connection prepares a query the first time it sends it and afterwards only binds and executes it
        (<InlineCode>apps/api/src/db/statement-reusing-client.ts</InlineCode>); the account check behind every
        request is a Drizzle prepared query, its SQL built once. The database still plans every execution (
        <InlineCode>plan_cache_mode = force_custom_plan</InlineCode>): a generic plan made while the results
        table was nearly empty kept the exam list at a fifth of its speed once 20 000 results had come. Views
        of a row are built with <InlineCode>Object.assign</InlineCode>, not a spread followed by more
        properties (V8 took 390 µs to build a page of 100 exams that way, 7 µs now). Responses are written by
        serialisers compiled from the route schemas (the tests also check every response against its zod
        schema), and access tokens are checked synchronously. The students’ exam list is one statement that
        reads the student’s results once.
      </Paragraph>
    </>
  );
}
