/**
 * One school reading as hard as it can, another school beside it: what the neighbour's requests meet.
 *
 * A teacher of the noisy school has a practice of 1000 questions with 290 graded results; two clients pull
 * GET /api/v1/result?limit=500 with that teacher's token for the whole run, while a teacher of another
 * school asks for GET /api/v1/admin/me every half second. Each built API given is measured in turn on a
 * fresh database of its own, so two versions can be compared side by side in one run:
 *
 *   npx tsx bench/noisy-neighbour.ts [--seconds 30] [--postgres <server url>] <api dir> [<api dir> …]
 *
 * An API dir is apps/api of a checkout whose `npm run build` has run (dist/server.js).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startProgram } from './api-server.js';
import { load } from './load.js';

const QUESTIONS = 1000;
const RESULTS = 290;
const NOISY_CLIENTS = 2;
const PROBE_EVERY_MS = 500;
const PROBE_TIMEOUT_MS = 10_000;
const SEED_TRIES = 30;

const { values, positionals } = parseArgs({
  options: { seconds: { type: 'string', default: '30' }, postgres: { type: 'string' } },
  allowPositionals: true,
});
const seconds = Number(values.seconds);
if (positionals.length === 0)
  throw new Error('name at least one built API directory (apps/api of a checkout)');

type Api = <Data>(path: string, init?: { method?: string; token?: string; body?: unknown }) => Promise<Data>;

interface Envelope<Data> {
  data: Data;
  message?: string;
}

function clientOf(url: string): Api {
  return async <Data>(
    path: string,
    { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
  ) => {
    // A server just started on a busy machine may shed its first requests (503): seeding waits them out.
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const answer = (await response.json()) as Envelope<Data>;
      if (response.status === 503 && attempt < SEED_TRIES) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
      return answer.data;
    }
  };
}

async function teacher(api: Api, name: string): Promise<string> {
  const account = {
    fullname: `Teacher ${name}`,
    username: name,
    email: `${name}@example.org`,
    password: 'Passw0rd!x',
  };
  await api('/api/v1/admin/register', { method: 'POST', body: account });
  return (
    await api<{ token: string }>('/api/v1/admin/login', {
      method: 'POST',
      body: { username: name, password: account.password },
    })
  ).token;
}

/** The noisy school: a practice of a thousand questions and its graded results. */
async function seed(api: Api): Promise<{ noisy: string; neighbour: string }> {
  const noisy = await teacher(api, 'noisy');
  const neighbour = await teacher(api, 'neighbour');
  const { exam } = await api<{ exam: { exam_id: string } }>('/api/v1/exam', {
    method: 'POST',
    token: noisy,
    body: {
      title: 'A thousand sums',
      level: 2,
      duration: 60,
      isSingleAttempt: false,
      is_active: true,
      maxTerms: 3,
      minNumber: 1,
      maxNumber: 99,
      operators: ['+', '-'],
      total_questions: QUESTIONS,
      total_marks_per_question: 1,
    },
  });
  const student = { fullname: 'Busy Pupil', username: 'busy', sclass: 4, level: 2, password: 'Passw0rd!x' };
  await api('/api/v1/student/register', {
    method: 'POST',
    token: noisy,
    body: { ...student, email: 'busy@example.org', phone_no: '9876543210' },
  });
  const pupil = (
    await api<{ token: string }>('/api/v1/student/login', {
      method: 'POST',
      body: { username: 'busy', password: student.password },
    })
  ).token;
  const answers = Array.from({ length: QUESTIONS }, (_, index) => 'abcd'[index % 4]);
  for (let result = 0; result < RESULTS; result++) {
    await api('/api/v1/result', {
      method: 'POST',
      token: pupil,
      body: { exam: exam.exam_id, time_taken: 30, date_completed: new Date().toISOString(), answers },
    });
  }
  return { noisy, neighbour };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

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
  latencies.sort((a, b) => a - b);
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

async function measure(apiDir: string) {
  const database = await databaseFor();
  const server = await startProgram([join(resolve(apiDir), 'dist/server.js')], {
    ...database.env,
    // The seeding submits every result from one student; the neighbour's reads are what is measured.
    RESULT_RATE_LIMIT_MAX: '100000',
  });
  try {
    const api = clientOf(server.url);
    const { noisy, neighbour } = await seed(api);
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

const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`);
const statusText = (statuses: Map<number | string, number>) =>
  [...statuses].map(([status, times]) => `${status}×${times}`).join(' ');

// eslint-disable-next-line no-console -- printing the figures is what a benchmark is for
console.log(
  `${values.postgres ? 'PostgreSQL' : 'embedded PGlite'}; ${NOISY_CLIENTS} clients pulling /api/v1/result?limit=500 ` +
    `(${RESULTS} results of ${QUESTIONS} questions) for ${seconds} s; the neighbour's /admin/me every ${PROBE_EVERY_MS} ms`,
);
for (const apiDir of positionals) {
  const { pageBytes, quiet, noise, busy } = await measure(apiDir);
  // eslint-disable-next-line no-console -- one line of figures per API
  console.log(
    `${apiDir}: page ${(pageBytes / 1024).toFixed(0)} KiB; ` +
      `neighbour alone p50 ${ms(percentile(quiet.latencies, 0.5))}; ` +
      `beside the noise p50 ${ms(percentile(busy.latencies, 0.5))} p99 ${ms(percentile(busy.latencies, 0.99))} ` +
      `[${statusText(busy.statuses)}]; noisy clients ${noise.requestsPerSecond}/s, ${noise.errors} not 2xx`,
  );
}
