import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

export const PROBE_EVERY_MS = 500;
const PROBE_TIMEOUT_MS = 10_000;

/** A teacher of another school asking for GET /api/v1/admin/me every half second until `until`. */
export async function probeNeighbour(url: string, token: string, until: number) {
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

/** A database of the bench's own: PGlite in a new DATA_DIR, or a new database on `postgres`. */
export async function benchDatabase(
  postgres: string | undefined,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'abacus-neighbour-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!postgres) return { env: { DATA_DIR: dataDir }, drop: removeDir };
  const name = `abacus_bench_${process.pid}_${Date.now()}`;
  const server = new pg.Client({ connectionString: postgres });
  await server.connect();
  await server.query(`create database ${name}`);
  const url = new URL(postgres);
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

/** Each answer the probe met and how often, as `200×58 429×2`. */
export const statusText = (statuses: Map<number | string, number>) =>
  [...statuses].map(([status, times]) => `${status}×${times}`).join(' ');

/**
 * The command line every neighbour benchmark takes: `[--seconds N] [--postgres <server url>] <checkout> …`,
 * each checkout a built API to measure in turn.
 */
export function neighbourBenchArguments(defaultSeconds: number) {
  const { values, positionals } = parseArgs({
    options: { seconds: { type: 'string', default: String(defaultSeconds) }, postgres: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length === 0)
    throw new Error('name at least one built API directory (apps/api of a checkout)');
  return { seconds: Number(values.seconds), postgres: values.postgres, checkouts: positionals };
}

/** A latency as printed; no answered probe at all leaves no figure (NaN). */
export const ms = (value: number) => (Number.isFinite(value) ? `${value} ms` : '—');
