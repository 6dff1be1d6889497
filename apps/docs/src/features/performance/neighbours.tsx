import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { FigureTable } from './figure-table';
import {
  NOISY_NEIGHBOUR,
  PDF_NEIGHBOUR,
  SCHOOL_READS,
  SLIPS_NEIGHBOUR,
  STREAM_NEIGHBOUR,
} from './performance-figures';

const { Paragraph } = Typography;

export function PdfNeighbour() {
  return (
    <>
      <Paragraph>
        <InlineCode>apps/api/bench/pdf-neighbour.ts</InlineCode> compares checkouts of the repository in one
        run, one after another: each one’s built server (run{' '}
        <InlineCode>npm run build -w @abacus/api</InlineCode> in it first) on a fresh embedded database, and
        another school’s one-page PDF (a result report) downloaded 40 times alone, then 40 times while one
        school downloads worksheets of 1000 questions eight at a time. On this project’s 2-core machine,
        shared with other work (one worker thread),{' '}
        <InlineCode>npx tsx apps/api/bench/pdf-neighbour.ts &lt;before&gt; &lt;after&gt;</InlineCode> with the
        checkout before schools took turns (7d8f3ec) and this one printed:
      </Paragraph>
      <FigureTable figures={PDF_NEIGHBOUR} />
      <Paragraph>
        A report counts what its kind takes on a thread, learnt from those rendered before (a join slip with
        its QR code takes several times a worksheet’s line), and the job whose turn ends first goes next, so
        another school’s small report waits for the work under way, not for a round of every busy school’s
        long PDFs. With four schools each downloading PDFs of 200 join slips two at a time, the checkout
        before (1988df0) and this one:
      </Paragraph>
      <FigureTable figures={SLIPS_NEIGHBOUR} />
    </>
  );
}

export function NoisyNeighbour() {
  return (
    <>
      <Paragraph>
        <InlineCode>apps/api/bench/noisy-neighbour.ts</InlineCode> measures what another school meets while
        one teacher’s two clients pull <InlineCode>GET /api/v1/result?limit=500</InlineCode> (290 results of a
        1000-question practice) for 30 s as fast as they can, with production’s settings: that school’s{' '}
        <InlineCode>GET /api/v1/admin/me</InlineCode> every half second. One run of{' '}
        <InlineCode>npx tsx apps/api/bench/noisy-neighbour.ts &lt;before&gt; &lt;after&gt;</InlineCode>, and
        one with <InlineCode>--postgres &lt;server url&gt;</InlineCode>, with the checkout before the results
        list became a summary and reads a budget (7d8f3ec) and this one:
      </Paragraph>
      <FigureTable figures={NOISY_NEIGHBOUR} />
      <Paragraph>
        Probes are the neighbour’s requests in the 30 s (a slower answer leaves time for fewer); a shed one
        was answered 503. Alone, the neighbour’s answer takes 4–8 ms in both. The noisy clients are answered
        429 once they have read 16 MiB in a minute (<InlineCode>READ_BUDGET_MIB_PER_MINUTE</InlineCode>).
      </Paragraph>
      <Paragraph>
        The children of one school share a budget besides, 96 MiB a minute together (
        <InlineCode>SCHOOL_READ_BUDGET_MIB_PER_MINUTE</InlineCode>), so that twenty accounts, each within its
        own, cannot stall another school either; their teacher is left out of it and still sees the class.{' '}
        <InlineCode>apps/api/bench/school-reads.ts</InlineCode> has twenty children of one school pull pages
        of 500 questions (70 KiB) for 25 s, one connection each, beside the same neighbour. One run on the
        embedded database, the checkout before the school’s budget (1988df0) and this one:
      </Paragraph>
      <FigureTable figures={SCHOOL_READS} />
      <Paragraph>
        Live streams are held per school and per client address as well as per account (
        <InlineCode>EVENTS_MAX_STREAMS_PER_SCHOOL</InlineCode>, 600, and{' '}
        <InlineCode>EVENTS_MAX_STREAMS_PER_ADDRESS</InlineCode>, 1000, in each process), and an event is
        written out once and handed to the streams of its own school only.{' '}
        <InlineCode>apps/api/bench/stream-neighbour.ts</InlineCode> has 250 children of one school open 10
        streams each while their teacher opens and closes an exam as fast as the API answers, for 25 s, beside
        the same neighbour. One run, the checkout before (1988df0) and this one:
      </Paragraph>
      <FigureTable figures={STREAM_NEIGHBOUR} />
    </>
  );
}
