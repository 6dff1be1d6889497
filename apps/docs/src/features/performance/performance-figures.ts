import type { Figures } from './figure-table';

/**
 * Figures measured on the project's 2-core machine, as the benchmarks printed them: they are not computed,
 * and change only when a benchmark is run again.
 */
export const HOT_READS: Figures = {
  caption: 'One run of npm run bench:api',
  header: ['read: req/s, p99 latency', 'embedded', 'PostgreSQL'],
  rows: [
    ["students' exam list", '388, 208 ms', '453, 161 ms'],
    ['the same, hand-written', '', '511, 160 ms → API 0.89×, p99 1.01×'],
    ['questions of an exam', '721, 148 ms', '585, 109 ms'],
    ['a result', '550, 133 ms', '470, 165 ms'],
    ['my results', '245, 327 ms', '202, 577 ms'],
    ['my practice analytics', '302, 373 ms', '280, 526 ms'],
    ['my profile', '1346, 48 ms', '1186, 54 ms'],
    ['`/health` on a new connection, 200 connections reading (p99)', '419 ms', '1893 ms'],
    ['admin/me while 8 × 1000-question exams are created (p99)', '134 ms', '95 ms'],
    ['admin/me while 4 reports of 1 500 results render (p99)', '24 ms', '20 ms'],
    ['exam list after 20 000 more results / before', '0.90', '0.94'],
  ],
};

export const SCALE_READS: Figures = {
  caption: 'One run of --scenarios scale beside the build before (afd5e4f), medians and p99s in ms',
  header: ['read (PostgreSQL, 1 020 000 results)', 'before: median, p99', 'now: median, p99', 'size'],
  rows: [
    ['practice exam analytics', '1578, 1675', '53, 64', '21.9 KB'],
    ['item analysis', '10889, 11099', '8, 11', '7.3 KB'],
    ["the exam's results, first 100", '1470, 1508', '15, 20', '51.4 KB'],
    ["the admin's results, first 100", '1455, 1556', '12, 15', '51.4 KB'],
    ["the admin's exam list", '710, 719', '17, 20', '1.5 KB'],
    ['level-wise analytics', '443, 446', '37, 41', '0.3 KB'],
    ['assessment analytics', '154, 158', '49, 56', '20.6 KB'],
    ["one student's practice analytics", '8, 10', '6, 7', '6.5 KB'],
  ],
};

export const PDF_NEIGHBOUR: Figures = {
  caption: 'One run of apps/api/bench/pdf-neighbour.ts',
  header: ["the neighbour's one-page PDF: p50, p99", 'alone', 'beside 8 × 1000-question worksheets'],
  rows: [
    ['one queue for every school (7d8f3ec)', '129 ms, 401 ms', '10 337 ms, 17 499 ms'],
    ['schools take turns, each report by its size', '222 ms, 327 ms', '1 564 ms, 3 427 ms'],
  ],
};

export const SLIPS_NEIGHBOUR: Figures = {
  caption: 'One run of apps/api/bench/pdf-neighbour.ts --slips 200 --schools 4 --batch 2 --samples 20',
  header: ["the neighbour's one-page PDF", 'alone: p50, p99', 'beside the slips: p50, p99'],
  rows: [
    ['a slip counted as a worksheet line, turns by their beginnings', '39 ms, 66 ms', '3 862 ms, 4 957 ms'],
    ['each kind by its measured time, turns by their ends', '35 ms, 59 ms', '1 007 ms, 1 403 ms'],
  ],
};

export const STREAM_NEIGHBOUR: Figures = {
  caption: 'One run of apps/api/bench/stream-neighbour.ts on the embedded database',
  header: [
    "the neighbour's `/admin/me`",
    'streams of the school',
    'exam changes in 25 s',
    'p50, p99; probes',
  ],
  rows: [
    ['10 per account only', '2 500 served', '323', '114 ms, 221 ms; 44 answered'],
    [
      'and 600 per school, one text per event',
      '600 served, 1 900 refused',
      '1 334',
      '20 ms, 58 ms; 50 answered',
    ],
  ],
};

export const SCHOOL_READS: Figures = {
  caption: 'One run of apps/api/bench/school-reads.ts on the embedded database',
  header: ["the neighbour's `/admin/me`", 'what the school read in 25 s', 'p50, p99; probes'],
  rows: [
    ['a budget per account only', '4 577 pages (317 MiB), 398 refused', '75 ms, 151 ms; 50 answered'],
    ['and a budget per school', '1 394 pages (96 MiB), 38 131 refused', '17 ms, 133 ms; 50 answered'],
  ],
};

export const NOISY_NEIGHBOUR: Figures = {
  caption: 'One run of apps/api/bench/noisy-neighbour.ts on each database',
  header: [
    "the neighbour's `/admin/me`",
    'a page of results',
    'embedded: p50, p99; probes',
    'PostgreSQL: p50, p99; probes',
  ],
  rows: [
    [
      'answers and reviews in the list, no budget',
      '21 009 KiB',
      '865 ms, 3 498 ms; 6 of 24 shed',
      '510 ms, 1 317 ms; none shed',
    ],
    [
      'summaries, and a read budget per account',
      '139 KiB',
      '10 ms, 114 ms; none shed',
      '4 ms, 15 ms; none shed',
    ],
  ],
};
