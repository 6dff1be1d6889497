/**
 * One school holding as many live streams as its accounts may open, its teacher changing an exam again and
 * again, another school beside it: what the neighbour's requests meet.
 *
 * A teacher of the noisy school has 250 children at level 2, each opening 10 streams of
 * GET /api/v1/events (as many as one account may hold), and opens and closes a level-2 exam as fast as the
 * API answers for the whole run, each change an event for every stream of the school; a teacher of
 * another school asks for GET /api/v1/admin/me every half second. Each built API given is measured in
 * turn on a fresh database of its own, so two versions can be compared side by side in one run:
 *
 *   npx tsx apps/api/bench/stream-neighbour.ts [--seconds 25] [--postgres <server url>] <checkout> [<checkout> …]
 *
 * Each checkout needs `npm run build -w @abacus/api` first.
 */
import { setMaxListeners } from 'node:events';
import { join, resolve } from 'node:path';
import { startProgram } from './api-server.js';
import { latencyFigures } from './load.js';
import {
  benchDatabase,
  ms,
  neighbourBenchArguments,
  PROBE_EVERY_MS,
  probeNeighbour,
  statusText,
} from './neighbour.js';
import { addStudent, call, createExam, inParallel, signUpAdmin } from './seed.js';

const CHILDREN = 250;
const STREAMS_EACH = 10;

const { seconds, postgres, checkouts } = neighbourBenchArguments(25);

/** Opens a stream and reads it to the end (or until `signal`): whether the API served it. */
async function openStream(url: string, token: string, signal: AbortSignal): Promise<boolean> {
  const response = await fetch(`${url}/api/v1/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) {
    await response.arrayBuffer();
    return false;
  }
  void response.body.pipeTo(new WritableStream(), { signal }).catch(() => undefined);
  return true;
}

async function measure(checkout: string) {
  const database = await benchDatabase(postgres);
  const server = await startProgram(['dist/server.js'], database.env, join(resolve(checkout), 'apps/api'));
  const streams = new AbortController();
  // Every stream listens for the end of the run.
  setMaxListeners(CHILDREN * STREAMS_EACH, streams.signal);
  try {
    const school = await signUpAdmin(server.url);
    const neighbour = await signUpAdmin(server.url);
    const examId = await createExam(server.url, school, { totalQuestions: 10, level: 2 });
    const tokens: string[] = [];
    await inParallel(
      Array.from({ length: CHILDREN }, (_, index) => index),
      4,
      async () => tokens.push((await addStudent(server.url, school, 2)).token),
    );
    const quiet = await probeNeighbour(server.url, neighbour.token, Date.now() + 5_000);
    const opened = await Promise.all(
      tokens.flatMap((token) =>
        Array.from({ length: STREAMS_EACH }, () => openStream(server.url, token, streams.signal)),
      ),
    );
    const until = Date.now() + seconds * 1000;
    let changes = 0;
    const changing = (async () => {
      for (let open = false; Date.now() < until; open = !open, changes++) {
        await call(server.url, 'PATCH', `/api/v1/exam/${examId}/${open ? 'deactivate' : 'activate'}`, {
          token: school.token,
        });
      }
    })();
    const [busy] = await Promise.all([probeNeighbour(server.url, neighbour.token, until), changing]);
    return {
      served: opened.filter(Boolean).length,
      refused: opened.filter((ok) => !ok).length,
      changes,
      quiet,
      busy,
    };
  } finally {
    streams.abort();
    await server.stop();
    await database.drop();
  }
}

// eslint-disable-next-line no-console -- printing the figures is what a benchmark is for
console.log(
  `${postgres ? 'PostgreSQL' : 'embedded PGlite'}; ${CHILDREN} children of one school opening ` +
    `${STREAMS_EACH} streams each, their teacher opening and closing an exam for ${seconds} s; ` +
    `the neighbour's /admin/me every ${PROBE_EVERY_MS} ms`,
);
for (const checkout of checkouts) {
  const { served, refused, changes, quiet, busy } = await measure(checkout);
  const alone = latencyFigures(quiet.latencies);
  const beside = latencyFigures(busy.latencies);
  // eslint-disable-next-line no-console -- one line of figures per API
  console.log(
    `${checkout}: ${served} streams served, ${refused} refused; ${changes} exam changes; ` +
      `neighbour alone p50 ${ms(alone.p50)} p99 ${ms(alone.p99)}; ` +
      `beside the school p50 ${ms(beside.p50)} p99 ${ms(beside.p99)} [${statusText(busy.statuses)}]`,
  );
}
