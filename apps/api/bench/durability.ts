/**
 * What a durable commit would cost the embedded database: commits per second of PGlite as it runs
 * (`fsync` off) and with `fsync=on` requested, beside what this disk allows when every commit waits for
 * `fdatasync` (PostgreSQL's own pg_test_fsync, when installed). Run: `npm run bench:durability`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const COMMITS = Number(process.env.COMMITS ?? 2000);

/** PGlite's own start parameters; `-F` among them is what turns fsync off. */
const DEFAULT_START_PARAMS = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;

async function commitsPerSecond(startParams?: string[]): Promise<{ rate: number; fsync: string }> {
  const directory = mkdtempSync(join(tmpdir(), 'abacus-durability-'));
  try {
    const db = await PGlite.create({ dataDir: directory, ...(startParams && { startParams }) });
    const fsync = (await db.query<{ fsync: string }>('show fsync')).rows[0]!.fsync;
    await db.exec('create table answers (id serial primary key, value int not null)');
    const started = performance.now();
    for (let i = 0; i < COMMITS; i++) await db.query('insert into answers (value) values ($1)', [i]);
    const seconds = (performance.now() - started) / 1000;
    await db.close();
    return { rate: COMMITS / seconds, fsync };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The disk's synchronous commits per second, from pg_test_fsync's fdatasync line. */
function diskSyncsPerSecond(): number | undefined {
  const lib = '/usr/lib/postgresql';
  const version = existsSync(lib) ? readdirSync(lib).sort().at(-1) : undefined;
  const tool = version && join(lib, version, 'bin', 'pg_test_fsync');
  if (!tool || !existsSync(tool)) return undefined;
  const directory = mkdtempSync(join(tmpdir(), 'abacus-fsync-'));
  try {
    const output = execFileSync(tool, ['-s', '2', '-f', join(directory, 'probe')]).toString();
    const line = output.split('\n').find((text) => text.trim().startsWith('fdatasync'));
    const match = line && /([\d.]+) ops\/sec/.exec(line);
    return match ? Number(match[1]) : undefined;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const asRuns = await commitsPerSecond();
const requested = await commitsPerSecond(DEFAULT_START_PARAMS.filter((param) => param !== '-F'));
const disk = diskSyncsPerSecond();
const rate = (value: number) => `${value.toFixed(0)} commits/s`;
// eslint-disable-next-line no-console -- printing the figures is what a benchmark is for
console.table({
  [`PGlite as it runs (fsync ${asRuns.fsync})`]: rate(asRuns.rate),
  [`PGlite asked for fsync=on (fsync ${requested.fsync})`]: rate(requested.rate),
  ...(disk !== undefined && { 'this disk, one fdatasync per commit': rate(disk) }),
});
