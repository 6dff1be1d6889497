/**
 * One school reading as hard as it can, another school beside it: what the neighbour's requests meet.
 *
 * A teacher of the noisy school has a practice of 1000 questions with 290 scored results; two clients pull
 * GET /api/v1/result?limit=500 with that teacher's token for the whole run, while a teacher of another
 * school asks for GET /api/v1/admin/me every half second. Each built API given is measured in turn on a
 * fresh database of its own, so two versions can be compared side by side in one run:
 *
 *   npx tsx apps/api/bench/noisy-neighbour.ts [--seconds 30] [--postgres <server url>] <checkout> [<checkout> …]
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
import { addResults, addStudent, createExam, signUpAdmin } from './seed.js';

const QUESTIONS = 1000;
const RESULTS = 290;
const NOISY_CLIENTS = 2;

const { seconds, postgres, checkouts } = neighbourBenchArguments(30);

/** The noisy school (a practice of a thousand questions and its scored results) and its neighbour. */
async function seed(url: string): Promise<{ noisy: string; neighbour: string }> {
  const noisy = await signUpAdmin(url);
  const neighbour = await signUpAdmin(url);
  const exam = await createExam(url, noisy, { totalQuestions: QUESTIONS });
  const pupil = await addStudent(url, noisy, 2);
  await addResults(url, pupil, exam, { count: RESULTS, questions: QUESTIONS });
  return { noisy: noisy.token, neighbour: neighbour.token };
}

async function measure(checkout: string) {
  const database = await benchDatabase(postgres);
  // Production's settings, load shedding included: the neighbour meets what a school would.
  const server = await startProgram(['dist/server.js'], database.env, join(resolve(checkout), 'apps/api'));
  try {
    const { noisy, neighbour } = await seed(server.url);
    const page = await fetch(`${server.url}/api/v1/result?limit=500`, {
      headers: { authorization: `Bearer ${noisy}` },
    });
    const pageBytes = (await page.arrayBuffer()).byteLength;
    const quiet = await probeNeighbour(server.url, neighbour, Date.now() + 5_000);
    const [noise, busy] = await Promise.all([
      load({
        url: `${server.url}/api/v1/result?limit=500`,
        headers: { authorization: `Bearer ${noisy}` },
        connections: NOISY_CLIENTS,
        seconds,
      }),
      probeNeighbour(server.url, neighbour, Date.now() + seconds * 1000),
    ]);
    return { pageBytes, quiet, noise, busy };
  } finally {
    await server.stop();
    await database.drop();
  }
}

// eslint-disable-next-line no-console -- printing the figures is what a benchmark is for
console.log(
  `${postgres ? 'PostgreSQL' : 'embedded PGlite'}; ${NOISY_CLIENTS} clients pulling /api/v1/result?limit=500 ` +
    `(${RESULTS} results of ${QUESTIONS} questions) for ${seconds} s; the neighbour's /admin/me every ${PROBE_EVERY_MS} ms`,
);
for (const checkout of checkouts) {
  const { pageBytes, quiet, noise, busy } = await measure(checkout);
  // eslint-disable-next-line no-console -- one line of figures per API
  console.log(
    `${checkout}: page ${(pageBytes / 1024).toFixed(0)} KiB; ` +
      `neighbour alone p50 ${ms(latencyFigures(quiet.latencies).p50)}; ` +
      `beside the noise p50 ${ms(latencyFigures(busy.latencies).p50)} p99 ${ms(latencyFigures(busy.latencies).p99)} ` +
      `[${statusText(busy.statuses)}]; noisy clients ${noise.requestsPerSecond}/s, ${noise.errors} not 2xx`,
  );
}
