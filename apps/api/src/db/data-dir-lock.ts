import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** The holder touches its lock this often, so a process on another host can tell a live lock from a dead one. */
const HEARTBEAT_MS = 5_000;
/** A lock from another host not touched for this long belongs to a process that died. */
const STALE_AFTER_MS = 3 * HEARTBEAT_MS;
const TAKE_OVER_ATTEMPTS = 3;

/** Lock files this process holds: its own pid in a lock file does not tell an open database from a leftover. */
const heldHere = new Set<string>();

interface Holder {
  pid: number;
  host: string;
  since: string;
  /**
   * Where Linux tells (elsewhere absent, and only the pid is checked): the boot the holder ran in and its
   * start in that boot, in clock ticks. After a crash its pid may be another process's, after a reboot
   * most likely is: the pid alone would keep every later start out.
   */
  boot?: string;
  started?: number;
}

/** Another process holds the embedded database: starting too would corrupt it. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the embedded database at `path` for this process alone, through the lock file `<path>.lock`;
 * throws {@link DatabaseInUseError} at once when another live process has it. Two processes writing one
 * PGlite directory silently lose acknowledged writes and corrupt its indexes, and PGlite checks nothing.
 * A lock left by a process that died is taken over: on this host when its process is gone, from
 * another host (a shared volume) when its heartbeat stopped.
 */
export function lockDataDir(path: string): DataDirLock {
  const file = `${path}.lock`;
  if (heldHere.has(file)) {
    throw new DatabaseInUseError(`The embedded database in ${path} is already open in this process`);
  }
  for (let attempt = 0; attempt < TAKE_OVER_ATTEMPTS; attempt++) {
    if (createLockFile(file)) return holdLock(file);
    const holder = readHolder(file);
    if (holder && isAlive(holder, file)) {
      throw new DatabaseInUseError(
        `The embedded database in ${path} is in use by process ${holder.pid} on ${holder.host} ` +
          `(since ${holder.since}); one process at a time may open it — stop that one first, or run ` +
          `several servers on PostgreSQL (DATABASE_URL)`,
      );
    }
    removeIfPresent(file);
  }
  throw new DatabaseInUseError(
    `The embedded database in ${path} is being opened by another process right now`,
  );
}

/**
 * Written whole, then linked into place: nobody ever reads a half-written lock. The draft goes whatever
 * happens, a full disk's empty one too.
 */
function createLockFile(file: string): boolean {
  const holder: Holder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    boot: thisBoot(),
    started: startOf(process.pid),
  };
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(draft, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    removeIfPresent(draft);
  }
}

function holdLock(file: string): DataDirLock {
  heldHere.add(file);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // The file was removed by hand; nothing to keep fresh.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    heldHere.delete(file);
    removeIfPresent(file);
    process.off('exit', release);
  };
  // A process that exits without closing the database (a fatal error) leaves no lock behind.
  process.on('exit', release);
  return { release };
}

/** Undefined when the file vanished or was damaged. */
function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (
      typeof parsed.pid === 'number' &&
      typeof parsed.host === 'string' &&
      typeof parsed.since === 'string'
    ) {
      const { pid, host, since, boot, started } = parsed;
      return {
        pid,
        host,
        since,
        ...(typeof boot === 'string' && { boot }),
        ...(typeof started === 'number' && { started }),
      };
    }
  } catch {
    // Unreadable: treated as held by nobody.
  }
  return undefined;
}

function isAlive(holder: Holder, file: string): boolean {
  if (holder.host !== hostname()) {
    try {
      return Date.now() - statSync(file).mtimeMs < STALE_AFTER_MS;
    } catch {
      return false;
    }
  }
  // Our own pid in a lock we have not taken is a previous life of this container (pid 1 again).
  if (holder.pid === process.pid) return false;
  if (holder.boot !== undefined && holder.boot !== thisBoot()) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // Alive, and the same process unless it started at another time; unknown, it is given the benefit.
  const started = holder.started === undefined ? undefined : startOf(holder.pid);
  return started === undefined || started === holder.started;
}

/** Linux's identifier of the running boot; undefined elsewhere. */
function thisBoot(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** When process `pid` started in this boot, in clock ticks (Linux); undefined elsewhere or when it is gone. */
function startOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Its name, the second field, may hold spaces and parentheses: fields are counted from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[22 - 3]);
  } catch {
    return undefined;
  }
}

function removeIfPresent(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
