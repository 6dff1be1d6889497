import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseInUseError, lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { DRIZZLE_CASING, MIGRATIONS_FOLDER, type DatabaseConnection } from './database.js';
import type { CreateReport } from './pglite-create.js';
import { startPgliteThread, type PgliteThread } from './pglite-thread.js';
import { StatementReusingClient } from './statement-reusing-client.js';
import * as schema from './schema/index.js';

/** Where a new embedded database is built before it is moved into place. */
const INITIALISING_SUFFIX = '.initialising-';

/**
 * The program that creates a new database (`pglite-create.ts`): built, the JavaScript beside this file;
 * run from source, a module that first teaches its process TypeScript.
 */
const CREATE = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-create-from-source.mjs' : './pglite-create.js',
  import.meta.url,
);

export interface PgliteOptions {
  /** Keeps the data on disk, for this process alone (see `lockDataDir`); unset → in memory. */
  dataDir?: string;
  /**
   * A `dumpDataDir` tarball an in-memory database starts from (the tests' migrated copy). Handed over to
   * the database's thread: no longer readable here afterwards.
   */
  snapshot?: Uint8Array<ArrayBuffer>;
  /** Called with errors of the idle connection and of the database's thread, should it fail. */
  onIdleError?: (error: Error) => void;
}

/**
 * Connections to the embedded database. It runs one exchange at a time whatever the number, but with
 * several the next query is already waiting in its thread when one ends, instead of a round trip away.
 * As many as PostgreSQL's pool: an open transaction keeps its connection until it ends, and with four,
 * one teacher's eight exams being created took them all, leaving another school's query in the pool's
 * queue, where the thread cannot let it go first: in the benchmark's `neighbour`, every second admin/me
 * then took 300–440 ms; with ten, 61–165 ms once the first exams were made.
 */
const PGLITE_CONNECTIONS = 10;

/**
 * The embedded database cannot be opened: its disk is full, its directory not writable, …, as its message
 * says.
 */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

/**
 * Embedded PostgreSQL (WASM) in a thread of its own (`pglite-host.ts`), reached through the same driver
 * as a PostgreSQL server. Throws {@link DatabaseInUseError} or {@link EmbeddedDatabaseError} when it
 * cannot be opened, leaving no lock behind.
 */
export async function openPglite({
  dataDir,
  snapshot,
  onIdleError,
}: PgliteOptions = {}): Promise<DatabaseConnection> {
  let lock: DataDirLock | undefined;
  let thread: PgliteThread;
  try {
    if (dataDir) {
      mkdirSync(dirname(dataDir), { recursive: true });
      lock = lockDataDir(dataDir);
      await initialiseOnce(dataDir);
    }
    thread = await startPgliteThread(
      { ...(dataDir && { dataDir }), ...(snapshot && { snapshot }) },
      (error) => onIdleError?.(error),
    );
  } catch (error) {
    lock?.release();
    if (error instanceof DatabaseInUseError) throw error;
    const where = dataDir ? `in ${dataDir}` : 'in memory';
    const reason = (error as Error).message;
    throw new EmbeddedDatabaseError(`cannot open the embedded database ${where}: ${reason}`, {
      cause: error,
    });
  }
  const pool = new pg.Pool({
    user: 'postgres',
    database: 'postgres',
    max: PGLITE_CONNECTIONS,
    idleTimeoutMillis: 0,
    stream: () => thread.connect(),
    Client: StatementReusingClient,
  });
  pool.on('error', (error) => onIdleError?.(error));
  const db = drizzle({ client: pool, schema, casing: DRIZZLE_CASING });

  return {
    db,
    driver: 'pglite',
    serverUrl: null,
    async ping() {
      await pool.query('select 1');
    },
    // One process owns an embedded database (the lock), so migrations need no lock of their own.
    async migrate() {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      try {
        if (!pool.ended) await pool.end();
        await thread.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * A new database is created beside `dataDir` and renamed into place once complete: a first start killed
 * halfway leaves only a scratch directory (removed by the next start), never a `dataDir` that every
 * later start crashes on. Runs under the lock, so no other process is initialising.
 */
async function initialiseOnce(dataDir: string) {
  const parent = dirname(dataDir);
  const scratchPrefix = `${basename(dataDir)}${INITIALISING_SUFFIX}`;
  for (const entry of readdirSync(parent)) {
    if (!entry.startsWith(scratchPrefix)) continue;
    // Moved aside first: the creating process of a start that was killed may still be writing in it, and
    // would fill it again as it is removed; moved, its paths lead nowhere and it stops.
    const aside = join(parent, `${scratchPrefix}removed-${randomBytes(4).toString('hex')}`);
    renameSync(join(parent, entry), aside);
    rmSync(aside, { recursive: true, force: true });
  }
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) return;
    // Left empty by a version that created the directory first.
    rmSync(dataDir, { recursive: true });
  }
  const scratch = join(parent, `${scratchPrefix}${process.pid}`);
  try {
    await createDatabase(scratch);
  } catch (error) {
    // A disk that filled up is left as it was found, not fuller by half a database.
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  renameSync(scratch, dataDir);
}

/**
 * Creates a database in `dir` in a process of its own. Creating one grows PGlite's memory to about
 * 800 MiB, twice what serving one takes, and neither a WebAssembly instance nor a thread's allocations
 * give that back while the process lives: created in the server's process, it stayed for the server's
 * life (a first start idled at 1.0 GiB, a later one at 0.4; in a thread that ended, at 0.48).
 */
function createDatabase(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const creating = fork(CREATE, [dir], { execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    let report: CreateReport | undefined;
    creating.once('message', (message: CreateReport) => (report = message));
    creating.once('error', reject);
    creating.once('exit', (code, signal) => {
      if (report && 'created' in report) resolve();
      else {
        const reason = report?.failed ?? `its process ended (${signal ?? `exit code ${code}`})`;
        reject(new Error(`creating it failed: ${reason}`));
      }
    });
  });
}
