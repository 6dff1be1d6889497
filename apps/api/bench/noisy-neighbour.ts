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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startProgram } from './api-server.js';
import { latencyFigures, load } from './load.js';
import { addResults, addStudent, createExam, signUpAdmin } from './seed.js';

const QUESTIONS = 1000;
const RESULTS = 290;
const NOISY_CLIENTS = 2;
const PROBE_EVERY_MS = 500;
const PROBE_TIMEOUT_MS = 10_000;

const { values, positionals } = parseArgs({
  options: { seconds: { type: 'string', default: '30' }, postgres: { type: 'string' } },
  allowPositionals: true,
});
const seconds = Number(values.seconds);
if (positionals.length === 0)
  throw new Error('name at least one built API directory (apps/api of a checkout)');

/** The noisy school (a practice of a thousand questions and its scored results) and its neighbour. */
async function seed(url: string): Promise<{ noisy: string; neighbour: string }> {
  const noisy = await signUpAdmin(url);
  const neighbour = await signUpAdmin(url);
  const exam = await createExam(url, noisy, { totalQuestions: QUESTIONS });
  const pupil = await addStudent(url, noisy, 2);
  await addResults(url, pupil, exam, { count: RESULTS, questions: QUESTIONS });
  return { noisy: noisy.token, neighbour: neighbour.token };
}

async function probe(url: string, token: string, until: number) {
  const latencies: number[] = [];
  const statuses = new Map<number | string, number>();
  while (Date.now() < until) {
    const started = performance.now();
    let status: number | string;
    try {
      const response = await fetch(`${url}/api/v1/admin/me`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 'no answer';
    }
    const took = performance.now() - started;
    if (status === 200) latencies.push(took);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_EVERY_MS - took)));
  }
  return { latencies, statuses };
}

async function databaseFor(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'abacus-neighbour-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!values.postgres) return { env: { DATA_DIR: dataDir }, drop: removeDir };
  const name = `abacus_bench_${process.pid}_${Date.now()}`;
  const server = new pg.Client({ connectionString: values.postgres });
  await server.connect();
  await server.query(`create database ${name}`);
  const url = new URL(values.postgres);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      await server.query(`drop database ${name} with (force)`);
      await server.end();
      await removeDir();
    },
  };
}

async function measure(checkout: string) {
  const database = await databaseFor();
  // Production's settings, load shedding included: the neighbour meets what a school would.
  const server = await startProgram(['dist/server.js'], database.env, join(resolve(checkout), 'apps/api'));
  try {
    const { noisy, neighbour } = await seed(server.url);
    const page = await fetch(`${server.url}/api/v1/result?limit=500`, {
      headers: { authorization: `Bearer ${noisy}` },
    });
    const pageBytes = (await page.arrayBuffer()).byteLength;
    const quiet = await probe(server.url, neighbour, Date.now() + 5_000);
    const [noise, busy] = await Promise.all([
      load({
        url: `${server.url}/api/v1/result?limit=500`,
        headers: { authorization: `Bearer ${noisy}` },
        connections: NOISY_CLIENTS,
        seconds,
      }),
      probe(server.url, neighbour, Date.now() + seconds * 1000),
    ]);
    return { pageBytes, quiet, noise, busy };
  } finally {
    await server.stop();
    await database.drop();
  }
}

// No answered probe at all leaves no figure (NaN).
const ms = (value: number) => (Number.isFinite(value) ? `${value} ms` : '—');
const statusText = (statuses: Map<number | string, number>) =>
  [...statuses].map(([status, times]) => `${status}×${times}`).join(' ');

// eslint-disable-next-line no-console -- printing the figures is what a benchmark is for
console.log(
  `${values.postgres ? 'PostgreSQL' : 'embedded PGlite'}; ${NOISY_CLIENTS} clients pulling /api/v1/result?limit=500 ` +
    `(${RESULTS} results of ${QUESTIONS} questions) for ${seconds} s; the neighbour's /admin/me every ${PROBE_EVERY_MS} ms`,
);
for (const checkout of positionals) {
  const { pageBytes, quiet, noise, busy } = await measure(checkout);
  // eslint-disable-next-line no-console -- one line of figures per API
  console.log(
    `${checkout}: page ${(pageBytes / 1024).toFixed(0)} KiB; ` +
      `neighbour alone p50 ${ms(latencyFigures(quiet.latencies).p50)}; ` +
      `beside the noise p50 ${ms(latencyFigures(busy.latencies).p50)} p99 ${ms(latencyFigures(busy.latencies).p99)} ` +
      `[${statusText(busy.statuses)}]; noisy clients ${noise.requestsPerSecond}/s, ${noise.errors} not 2xx`,
  );
}
