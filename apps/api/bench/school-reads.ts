/**
 * The children of one school all pulling the biggest page a child may read, another school beside it:
 * what the neighbour's requests meet. Each child's reads stay under the budget of one account; together
 * they are what a school's budget is for.
 *
 * A teacher of the noisy school has a test of 1000 questions at level 2 and twenty children at that level;
 * each child pulls GET /api/v1/exam/{id}/questions?limit=500 (the longest page) on a connection of its own for the whole
 * run, while a teacher of another school asks for GET /api/v1/admin/me every half second. Each built API
 * given is measured in turn on a fresh database of its own, so two versions can be compared side by side
 * in one run:
 *
 *   npx tsx apps/api/bench/school-reads.ts [--seconds 25] [--postgres <server url>] <checkout> [<checkout> …]
 *
 * Each checkout needs `npm run build -w @abacus/api` first.
 */
import { join, resolve } from 'node:path';
import { startProgram } from './api-server.js';
import { latencyFigures, load } from './load.js';
import {
  benchDatabase,
  ms,
  neighbourBenchArguments,
  PROBE_EVERY_MS,
  probeNeighbour,
  statusText,
} from './neighbour.js';
import { addStudent, createExam, inParallel, signUpAdmin } from './seed.js';

const QUESTIONS = 1000;
const PAGE = 500;
const CHILDREN = 20;

const { seconds, postgres, checkouts } = neighbourBenchArguments(25);

async function seed(url: string) {
  const school = await signUpAdmin(url);
  const neighbour = await signUpAdmin(url);
  const examId = await createExam(url, school, { totalQuestions: QUESTIONS, level: 2 });
  const children: string[] = [];
  await inParallel(
    Array.from({ length: CHILDREN }, (_, index) => index),
    4,
    async () => children.push((await addStudent(url, school, 2)).token),
  );
  return { page: `${url}/api/v1/exam/${examId}/questions?limit=${PAGE}`, children, neighbour };
}

async function measure(checkout: string) {
  const database = await benchDatabase(postgres);
  // Production's settings, load shedding and the budgets at their defaults: what a school would meet.
  const server = await startProgram(['dist/server.js'], database.env, join(resolve(checkout), 'apps/api'));
  try {
    const { page, children, neighbour } = await seed(server.url);
    const first = await fetch(page, { headers: { authorization: `Bearer ${children[0]}` } });
    const pageBytes = (await first.arrayBuffer()).byteLength;
    const quiet = await probeNeighbour(server.url, neighbour.token, Date.now() + 5_000);
    const [pulls, busy] = await Promise.all([
      Promise.all(
        children.map((token) =>
          load({ url: page, headers: { authorization: `Bearer ${token}` }, connections: 1, seconds }),
        ),
      ),
      probeNeighbour(server.url, neighbour.token, Date.now() + seconds * 1000),
    ]);
    const answered = pulls.reduce(
      (sum, pull) => sum + Math.round(pull.requestsPerSecond * seconds) - pull.errors,
      0,
    );
    return { pageBytes, quiet, busy, answered, refused: pulls.reduce((sum, pull) => sum + pull.errors, 0) };
  } finally {
    await server.stop();
    await database.drop();
  }
}

// eslint-disable-next-line no-console -- printing the figures is what a benchmark is for
console.log(
  `${postgres ? 'PostgreSQL' : 'embedded PGlite'}; ${CHILDREN} children of one school pulling ` +
    `pages of ${PAGE} questions for ${seconds} s; the neighbour's /admin/me every ${PROBE_EVERY_MS} ms`,
);
for (const checkout of checkouts) {
  const { pageBytes, quiet, busy, answered, refused } = await measure(checkout);
  const alone = latencyFigures(quiet.latencies);
  const beside = latencyFigures(busy.latencies);
  // eslint-disable-next-line no-console -- one line of figures per API
  console.log(
    `${checkout}: page ${(pageBytes / 1024).toFixed(0)} KiB; the school read ${answered} pages ` +
      `(${((answered * pageBytes) / 2 ** 20).toFixed(0)} MiB), ${refused} refused; ` +
      `neighbour alone p50 ${ms(alone.p50)} p99 ${ms(alone.p99)}; ` +
      `beside the school p50 ${ms(beside.p50)} p99 ${ms(beside.p99)} [${statusText(busy.statuses)}]`,
  );
}
