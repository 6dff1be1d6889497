/**
 * One side of the scale scenario: a build of the API on a fresh database, seeded with a centre's year
 * of results, and the times of a teacher's reads. The embedded database has one owner at a time, so its
 * server stops while the seed writes and starts again to be read.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startProgram } from './api-server.js';
import { call } from './seed.js';
import { createScaleSchool, seedScaleResults, type RunSql, type ScaleSize } from './scale.js';
import { timeReads, type ReadFigures } from './scale-reads.js';

/** A million results on a server; a tenth of that on the embedded database, as the issue sets them. */
const SIZES: Record<'pglite' | 'postgres', ScaleSize> = {
  postgres: { results: 1_000_000, students: 20_000 },
  pglite: { results: 100_000, students: 2_000 },
};

export interface ScaleFigures {
  build: string;
  seedSeconds: number;
  reads: ReadFigures[];
}

async function withPostgres<T>(url: string, work: (run: RunSql) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work((text, parameters) => client.query(text, parameters));
  } finally {
    await client.end();
  }
}

async function withPglite<T>(dataDir: string, work: (run: RunSql) => Promise<T>): Promise<T> {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return await work((text, parameters) => db.query(text, parameters));
  } finally {
    await db.close();
  }
}

export async function scaleSide(
  database: { driver: 'pglite' | 'postgres'; env: Record<string, string> },
  { build, root, entry, samples }: { build: string; root?: string; entry: string[]; samples: number },
): Promise<ScaleFigures> {
  const size = SIZES[database.driver];
  // A read that is slow at this size is to be timed, not cut off at the production timeout.
  // And read again and again by one teacher, past the bytes a minute one account may take.
  const env = {
    ...database.env,
    DATABASE_TIMEOUT: '2m',
    READ_BUDGET_MIB_PER_MINUTE: '100000',
    SCHOOL_READ_BUDGET_MIB_PER_MINUTE: '100000',
  };
  let server = await startProgram(entry, env, root);
  try {
    const school = await createScaleSchool(server.url);
    const started = performance.now();
    let studentId: string;
    if (database.driver === 'postgres') {
      studentId = await withPostgres(database.env.DATABASE_URL!, (run) =>
        seedScaleResults(run, school, size),
      );
    } else {
      await server.stop();
      studentId = await withPglite(database.env.DATA_DIR!, (run) => seedScaleResults(run, school, size));
      server = await startProgram(entry, env, root);
    }
    const seedSeconds = (performance.now() - started) / 1000;
    // The teacher's token from before a restart stays good: the secrets are the benchmark's own.
    await call(server.url, 'GET', '/api/v1/admin/me', { token: school.admin.token });
    return { build, seedSeconds, reads: await timeReads(server.url, { ...school, studentId }, samples) };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const kilobytes = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${(bytes / 1_000).toFixed(1)} KB`;

/** The reads side by side: each build's median, p99 and size, and how long each seed took. */
export function printScale(driver: string, sides: ScaleFigures[]) {
  const { results, students } = SIZES[driver as 'pglite' | 'postgres'];
  const table = sides[0]!.reads.map(({ read }, index) => {
    const row: Record<string, string> = { read };
    for (const side of sides) {
      const figures = side.reads[index]!;
      row[`${side.build} median`] = ms(figures.median);
      row[`${side.build} p99`] = ms(figures.p99);
      row[`${side.build} size`] = kilobytes(figures.bytes);
    }
    return row;
  });
  // eslint-disable-next-line no-console -- printing the table is what a benchmark is for
  console.log(
    `\n${driver}: ${results + students} results (${students} students), ` +
      sides.map((side) => `${side.build} seeded in ${side.seedSeconds.toFixed(1)} s`).join(', '),
  );
  // eslint-disable-next-line no-console -- printing the table is what a benchmark is for
  console.table(table);
}
