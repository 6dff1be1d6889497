/**
 * `npm run bench:api`: the API's hot reads under load, on the embedded database and on PostgreSQL, side by
 * side with a hand-written implementation of the students' exam list in the same run (the ratio is the
 * figure; absolute numbers vary with the machine), plus what one busy teacher does to everyone else.
 * Needs `npm run build` first; PostgreSQL from BENCH_DATABASE_URL (default: the local server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startProgram, type RunningServer } from './api-server.js';
import { latencyFigures, load, type LoadFigures } from './load.js';
import { printScale, scaleSide, type ScaleFigures } from './scale-side.js';
import { addResults, addStudent, call, createExam, inParallel, seedClass, signUpAdmin } from './seed.js';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    drivers: { type: 'string', default: 'pglite,postgres' },
    scenarios: { type: 'string', default: 'reads,neighbour,reports,connections,growth' },
    // scale: the apps/api folder of another checkout, built, to measure side by side with this one.
    baseline: { type: 'string' },
    samples: { type: 'string', default: '11' },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const SCENARIOS = new Set(options.scenarios.split(','));
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const API_ENTRY = ['dist/server.js'];
const REFERENCE_ENTRY = ['--import', 'tsx', 'bench/hand-written-exam-list.ts'];

type Row = Record<string, string | number>;
const rows: Row[] = [];
const figures = (f: LoadFigures) => ({
  'req/s': f.requestsPerSecond,
  'p50 ms': f.p50,
  'p99 ms': f.p99,
  errors: f.errors,
});

interface Database {
  driver: 'pglite' | 'postgres';
  env: Record<string, string>;
  remove(): Promise<void>;
}

async function freshDatabase(driver: 'pglite' | 'postgres'): Promise<Database> {
  if (driver === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'abacus-bench-'));
    return {
      driver,
      env: { DATA_DIR: dataDir },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `abacus_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    driver,
    env: { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'abacus-bench-')) },
    async remove() {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** p99 of `probe`'s latency, each on a new connection, sampled while `busy` runs. */
async function sampleLatency(
  probe: () => Promise<unknown>,
  busy: Promise<unknown>,
): Promise<{ p50: number; p99: number; max: number }> {
  const samples: number[] = [];
  let running = true;
  void busy.finally(() => (running = false));
  while (running) {
    const started = performance.now();
    await probe();
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencyFigures(samples);
}

async function hotReads(driver: string, api: RunningServer) {
  const school = await seedClass(api.url);
  const student = { authorization: `Bearer ${school.students[0]!.token}` };
  const reads: [string, string][] = [
    ["students' exam list", '/api/v1/exam?limit=100'],
    ['questions of an exam', `/api/v1/exam/${school.examIds[0]}/questions`],
    ['a result', `/api/v1/result/${school.resultIds[0]}`],
    ['my results', '/api/v1/result?limit=100'],
    ['my practice analytics', '/api/v1/student/exam/practice/analytics'],
    ['my profile', '/api/v1/student/me'],
  ];
  for (const [name, path] of reads) {
    const measured = await load({
      url: `${api.url}${path}`,
      headers: student,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    rows.push({ driver, read: name, server: 'API', ...figures(measured) });
  }
  return school;
}

async function reference(database: Database, token: string) {
  const server = await startProgram(REFERENCE_ENTRY, database.env);
  try {
    const measured = await load({
      url: `${server.url}/api/v1/exam?limit=100`,
      headers: { authorization: `Bearer ${token}` },
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    rows.push({
      driver: database.driver,
      read: "students' exam list",
      server: 'hand-written',
      ...figures(measured),
    });
  } finally {
    await server.stop();
  }
}

/** Another school's teacher reads their profile while one teacher creates 8 exams of 1000 questions at once. */
async function noisyNeighbour(driver: string, api: RunningServer) {
  const busy = await signUpAdmin(api.url);
  const other = await signUpAdmin(api.url);
  const creation = (async () => {
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      await Promise.all(Array.from({ length: 8 }, () => createExam(api.url, busy, { totalQuestions: 1000 })));
    }
  })();
  const latency = await sampleLatency(
    () => call(api.url, 'GET', '/api/v1/admin/me', { token: other.token }),
    creation,
  );
  rows.push({
    driver,
    read: 'admin/me while 8 × 1000-question exams are created',
    server: 'API',
    ...latency,
  });
}

/** Other requests while four exam reports of 1 500 results render. */
async function reportsRendering(driver: string, api: RunningServer) {
  const teacher = await signUpAdmin(api.url);
  const examId = await createExam(api.url, teacher, { totalQuestions: 5 });
  const own = await Promise.all(Array.from({ length: 15 }, () => addStudent(api.url, teacher, 2)));
  await inParallel(own, 8, (pupil) =>
    addResults(api.url, { token: pupil.token, id: '' }, examId, { count: 100, questions: 5 }),
  );
  const rendering = (async () => {
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      await Promise.all(
        Array.from({ length: 4 }, () =>
          fetch(`${api.url}/api/v1/exam/${examId}/results?format=pdf`, {
            headers: { authorization: `Bearer ${teacher.token}` },
          }).then((r) => r.arrayBuffer()),
        ),
      );
    }
  })();
  const latency = await sampleLatency(
    () => call(api.url, 'GET', '/api/v1/admin/me', { token: teacher.token }),
    rendering,
  );
  rows.push({ driver, read: 'admin/me while 4 reports of 1 500 results render', server: 'API', ...latency });
}

/** A fresh connection's /health while 200 connections read. */
async function manyConnections(driver: string, api: RunningServer, token: string) {
  const traffic = load({
    url: `${api.url}/api/v1/exam?limit=100`,
    headers: { authorization: `Bearer ${token}` },
    connections: 200,
    seconds: SECONDS,
  });
  const latency = await sampleLatency(
    () => fetch(`${api.url}/health`, { headers: { connection: 'close' } }).then((r) => r.text()),
    traffic,
  );
  rows.push({
    driver,
    read: '/health on a new connection, 200 connections reading',
    server: 'API',
    ...latency,
    ...figures(await traffic),
  });
}

/** Throughput of the students' exam list with 20 000 results in the database, against an empty one. */
async function growth(driver: string, api: RunningServer) {
  const school = await seedClass(api.url, { students: 20, exams: 50, questions: 5 });
  const student = { authorization: `Bearer ${school.students[0]!.token}` };
  const before = await load({
    url: `${api.url}/api/v1/exam?limit=100`,
    headers: student,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  await inParallel(school.students, 8, (pupil) =>
    inParallel(school.examIds, 1, (examId) =>
      addResults(api.url, pupil, examId, { count: 20, questions: 5 }),
    ),
  );
  const after = await load({
    url: `${api.url}/api/v1/exam?limit=100`,
    headers: student,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  rows.push({ driver, read: "students' exam list, few results", server: 'API', ...figures(before) });
  rows.push({
    driver,
    read: "students' exam list, +20 000 results",
    server: 'API',
    ...figures(after),
    'after / before': (after.requestsPerSecond / before.requestsPerSecond).toFixed(2),
  });
}

const drivers = options.drivers.split(',') as ('pglite' | 'postgres')[];
if (SCENARIOS.has('scale')) {
  const sides = [
    ...(options.baseline ? [{ build: 'baseline', root: options.baseline }] : []),
    { build: 'this build' },
  ];
  for (const driver of drivers) {
    const measured: ScaleFigures[] = [];
    for (const side of sides) {
      const database = await freshDatabase(driver);
      try {
        measured.push(
          await scaleSide(database, { ...side, entry: API_ENTRY, samples: Number(options.samples) }),
        );
      } finally {
        await database.remove();
      }
    }
    printScale(driver, measured);
  }
}

// The other scenarios share one server per driver; scale makes its own.
for (const driver of SCENARIOS.has('scale') ? [] : drivers) {
  const database = await freshDatabase(driver);
  const api = await startProgram(API_ENTRY, database.env);
  try {
    if (SCENARIOS.has('reads')) {
      const school = await hotReads(driver, api);
      if (driver === 'postgres') await reference(database, school.students[0]!.token);
      if (SCENARIOS.has('connections')) await manyConnections(driver, api, school.students[0]!.token);
    }
    if (SCENARIOS.has('neighbour')) await noisyNeighbour(driver, api);
    if (SCENARIOS.has('reports')) await reportsRendering(driver, api);
    if (SCENARIOS.has('growth')) await growth(driver, api);
  } finally {
    await api.stop();
    await database.remove();
  }
}

// eslint-disable-next-line no-console -- printing the table is what a benchmark is for
if (rows.length > 0) console.table(rows);
const api = rows.find(
  (row) => row.driver === 'postgres' && row.read === "students' exam list" && row.server === 'API',
);
const byHand = rows.find((row) => row.server === 'hand-written');
if (api && byHand) {
  // eslint-disable-next-line no-console -- the headline figure
  console.log(
    `students' exam list on PostgreSQL: API / hand-written throughput ${((api['req/s'] as number) / (byHand['req/s'] as number)).toFixed(2)}×, ` +
      `p99 ${((api['p99 ms'] as number) / (byHand['p99 ms'] as number)).toFixed(2)}×`,
  );
}
