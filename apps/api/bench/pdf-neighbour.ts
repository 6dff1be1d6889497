/**
 * Another school's one-page PDF (a result report) while one school downloads worksheets of 1000 questions
 * eight at a time (or, with --slips, while --schools schools each download PDFs of that many join slips
 * --batch at a time), for each checkout of the repository named on the command line, one after another in
 * the same run, so that their figures are measured on the same machine under the same load:
 *
 *   npx tsx apps/api/bench/pdf-neighbour.ts [--samples 40] <checkout> [<checkout> …]
 *   npx tsx apps/api/bench/pdf-neighbour.ts --slips 200 --schools 4 --batch 2 <checkout> [<checkout> …]
 *
 * Each checkout needs `npm run build -w @abacus/api` first; its built server runs on a fresh embedded
 * database. The figures are the neighbour's download times in milliseconds, alone and beside the busy
 * school; absolute times vary with the machine and its worker threads (one fewer than the cores).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startProgram } from './api-server.js';
import { latencyFigures } from './load.js';
import { addResults, addStudent, createExam, signUpAdmin } from './seed.js';

const { values: options, positionals: checkouts } = parseArgs({
  allowPositionals: true,
  options: {
    samples: { type: 'string', default: '40' },
    batch: { type: 'string', default: '8' },
    questions: { type: 'string', default: '1000' },
    schools: { type: 'string', default: '1' },
    slips: { type: 'string' },
  },
});
const SAMPLES = Number(options.samples);
const BATCH = Number(options.batch);
const QUESTIONS = Number(options.questions);
const SCHOOLS = Number(options.schools);
const SLIPS = options.slips === undefined ? undefined : Number(options.slips);
const BUSY_WORK =
  SLIPS === undefined
    ? `${SCHOOLS} × ${BATCH} × worksheets of ${QUESTIONS}`
    : `${SCHOOLS} × ${BATCH} × ${SLIPS} join slips`;
if (checkouts.length === 0) throw new Error('name at least one checkout of the repository to measure');

/** Downloads a PDF; its status. */
async function download(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

/** `count` downloads one after another, 50 ms apart: the median, the 99th percentile and the slowest. */
async function timings(count: number, probe: () => Promise<number>) {
  const samples: number[] = [];
  for (let taken = 0; taken < count; taken++) {
    const started = performance.now();
    const status = await probe();
    if (status !== 200) throw new Error(`the neighbour's PDF was answered ${status}`);
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencyFigures(samples);
}

async function measure(checkout: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'abacus-pdf-bench-'));
  // Load shedding off: a busy machine's lagging event loop while the database opens would refuse the
  // setup, and what is measured is the wait for a worker thread.
  const env = { DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '0' };
  const api = await startProgram(['dist/server.js'], env, join(checkout, 'apps/api'));
  try {
    const busySchools = await Promise.all(
      Array.from({ length: SCHOOLS }, async () => {
        const school = await signUpAdmin(api.url);
        const url =
          SLIPS === undefined
            ? `${api.url}/api/v1/exam/${await createExam(api.url, school, { totalQuestions: QUESTIONS })}/worksheet`
            : `${api.url}/api/v1/admin/join-code/slips?count=${SLIPS}`;
        return () => download(url, school.token);
      }),
    );
    const neighbour = await signUpAdmin(api.url);
    const shortExam = await createExam(api.url, neighbour, { totalQuestions: 5 });
    const pupil = await addStudent(api.url, neighbour, 2);
    const [resultId] = await addResults(api.url, pupil, shortExam, { count: 1, questions: 5 });
    const onePage = () => download(`${api.url}/api/v1/result/${resultId}?format=pdf`, neighbour.token);
    // The worker threads started and their fonts and code loaded before anything is timed.
    await Promise.all([onePage(), busySchools[0]!()]);

    const alone = await timings(SAMPLES, onePage);
    let busyAtWork = true;
    const statuses: number[] = [];
    const busyWork = Promise.all(
      busySchools.map(async (heavy) => {
        while (busyAtWork) statuses.push(...(await Promise.all(Array.from({ length: BATCH }, heavy))));
      }),
    );
    const beside = await timings(SAMPLES, onePage);
    busyAtWork = false;
    await busyWork;
    return {
      checkout: `${checkout} (${execFileSync('git', ['-C', checkout, 'log', '-1', '--format=%h'], { encoding: 'utf8' }).trim()})`,
      'alone p50': alone.p50,
      'alone p99': alone.p99,
      'beside p50': beside.p50,
      'beside p99': beside.p99,
      'beside max': beside.max,
      'busy PDFs rendered': statuses.filter((status) => status === 200).length,
      'busy PDFs refused': statuses.filter((status) => status !== 200).length,
    };
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
for (const checkout of checkouts) rows.push(await measure(resolve(checkout)));
// eslint-disable-next-line no-console -- printing the table is what a benchmark is for
console.log(
  `${SAMPLES} downloads of the neighbour's PDF each, beside ${BUSY_WORK}; ` +
    `${Math.max(1, availableParallelism() - 1)} worker thread(s)`,
);
// eslint-disable-next-line no-console -- the figures
console.table(rows);
