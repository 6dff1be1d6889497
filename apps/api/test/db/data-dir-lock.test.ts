// @driver-neutral: only the embedded database has a data directory to lock
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it, onTestFinished, type TestContext } from 'vitest';
import { DatabaseInUseError } from '../../src/db/data-dir-lock.js';
import { EMBEDDED_DATABASE_DIR, openDatabase } from '../../src/db/open-database.js';
import { freshDataDir, migratedDataDir } from '../helpers/data-dirs.js';
import { runServerToExit, spawnServer, startServer } from '../helpers/server-process.js';

const source = inject('testDatabase');

const openEmbedded = (dataDir: string) => openDatabase({ databaseUrl: undefined, dataDir });

async function expectOpens(dataDir: string) {
  const database = await openEmbedded(dataDir);
  try {
    await database.migrate();
    await database.ping();
  } finally {
    await database.close();
  }
}

describe.runIf(source.driver === 'pglite')('the embedded database belongs to one process', () => {
  it('refuses a second server on the same DATA_DIR with one clear line, and the scripts too', async () => {
    const dataDir = migratedDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    onTestFinished(async () => {
      await first.stop('SIGKILL');
    });

    const second = await runServerToExit({ DATA_DIR: dataDir, APPLICATION_PORT: '0' });
    expect(second.code).toBe(1);
    const fatal = `${second.stdout}${second.stderr}`.split('\n').filter((line) => /FATAL/.test(line));
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatch(
      new RegExp(
        `The embedded database in .*${EMBEDDED_DATABASE_DIR} is in use by process ${first.child.pid} `,
      ),
    );
    // The database scripts open it through the same door.
    await expect(openEmbedded(dataDir)).rejects.toThrow(DatabaseInUseError);

    const health = await fetch(`${first.url}/health`);
    expect(health.status).toBe(200);
  });

  it('takes over the lock of a process that was killed', async () => {
    const dataDir = migratedDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    expect((await first.stop('SIGKILL')).code).toBe(null);
    expect(existsSync(join(dataDir, `${EMBEDDED_DATABASE_DIR}.lock`))).toBe(true);

    await expectOpens(dataDir);
    expect(existsSync(join(dataDir, `${EMBEDDED_DATABASE_DIR}.lock`))).toBe(false);
  });

  // Linux tells a process's boot and start; elsewhere the pid alone is checked.
  it.runIf(process.platform === 'linux')(
    'takes over the lock of a process that died though its pid now belongs to another, after a crash or a reboot',
    async () => {
      const dataDir = migratedDataDir();
      const lockFile = join(dataDir, `${EMBEDDED_DATABASE_DIR}.lock`);
      const database = await openEmbedded(dataDir);
      const holder = JSON.parse(readFileSync(lockFile, 'utf8')) as Record<string, unknown>;
      await database.close();
      // Another process, alive, that was given the dead holder's pid.
      const other = spawn('sleep', ['600']);
      onTestFinished(() => {
        other.kill();
      });
      await new Promise((resolve) => other.once('spawn', resolve));

      writeFileSync(lockFile, JSON.stringify({ ...holder, pid: other.pid }));
      await expectOpens(dataDir);
      // After a reboot: its start in the last boot says nothing in this one.
      const { host, since } = holder;
      writeFileSync(
        lockFile,
        JSON.stringify({ pid: other.pid, host, since, boot: 'a-boot-before-this-one' }),
      );
      await expectOpens(dataDir);
    },
  );

  it('refuses a second opening inside one process until the first is closed', async () => {
    const dataDir = migratedDataDir();
    const first = await openEmbedded(dataDir);
    await expect(openEmbedded(dataDir)).rejects.toThrow(DatabaseInUseError);
    await first.close();
    await expectOpens(dataDir);
  });

  it('waits for a lock from another host (a shared volume) to go stale before taking it', async () => {
    const dataDir = migratedDataDir();
    await expectOpens(dataDir);
    const lockFile = join(dataDir, `${EMBEDDED_DATABASE_DIR}.lock`);
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: 1, host: 'another-host', since: new Date().toISOString() }),
    );
    await expect(openEmbedded(dataDir)).rejects.toThrow(/in use by process 1 on another-host/);

    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lockFile, aMinuteAgo, aMinuteAgo);
    await expectOpens(dataDir);
  });

  it('starts normally after the very first start was killed while creating the database', async () => {
    const dataDir = freshDataDir();
    const { child } = spawnServer({ DATA_DIR: dataDir, APPLICATION_PORT: '0' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Killed once the database's files begin to appear, long before the database is complete.
    const partlyWritten = () =>
      readdirSync(dataDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name.startsWith(EMBEDDED_DATABASE_DIR))
        .some((entry) => {
          try {
            return readdirSync(join(dataDir, entry.name)).length > 0;
          } catch {
            // Renamed into place between the two listings: finished, so not what this waits for.
            return false;
          }
        });
    await new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        const creating = partlyWritten();
        if (creating || child.exitCode !== null) {
          clearInterval(poll);
          if (child.exitCode !== null) reject(new Error('the server exited before creating its database'));
          else resolve();
        }
      }, 5);
    });
    child.kill('SIGKILL');
    await exited;
    // What was killed halfway is a scratch directory, never the database a later start would open.
    expect(existsSync(join(dataDir, EMBEDDED_DATABASE_DIR))).toBe(false);

    await expectOpens(dataDir);
    expect(readdirSync(dataDir).filter((entry) => entry.includes('initialising'))).toEqual([]);
  });
});

/**
 * A file system of `size` mounted for this test, filled to the last byte unless `room` is left; the test
 * is skipped where mounting is not allowed (it needs root).
 */
function smallDisk(context: TestContext, size: string, { room = false } = {}): string {
  const disk = mkdtempSync(join(tmpdir(), 'abacus-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', disk], { stdio: 'ignore' });
  } catch {
    rmSync(disk, { recursive: true });
    context.skip('mounting a small file system needs root');
  }
  onTestFinished(() => {
    execFileSync('umount', [disk]);
    rmSync(disk, { recursive: true });
  });
  if (!room) writeFileSync(join(disk, 'filler'), Buffer.alloc(readDiskBytes(disk)));
  return disk;
}

const readDiskBytes = (disk: string) =>
  Number(execFileSync('df', ['-B1', '--output=avail', disk]).toString().split('\n')[1]);

const PRODUCTION = {
  NODE_ENV: 'production',
  ACCESS_TOKEN_SECRET: 'production-like-access-secret-0123456789',
  REFRESH_TOKEN_SECRET: 'production-like-refresh-secret-012345678',
};

/** The one line a failed production start logs (JSON on stderr), or all it printed when there is more. */
function fatalLine(exited: { stdout: string; stderr: string }) {
  const lines = `${exited.stdout}${exited.stderr}`.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as { level: number; msg: string };
}

describe.runIf(source.driver === 'pglite')('a start on a disk without room', () => {
  it('says the disk is full in one line, exits with 1 and leaves no lock, in production and development', async (context) => {
    const full = smallDisk(context, '64k');

    const production = await runServerToExit({ ...PRODUCTION, DATA_DIR: full, APPLICATION_PORT: '0' });
    expect(production.code).toBe(1);
    expect(fatalLine(production)).toMatchObject({
      level: 60,
      msg: expect.stringMatching(/^cannot open the embedded database in .*: ENOSPC: no space left on device/),
    });
    expect(readdirSync(full)).toEqual(['filler']);

    // Development keeps the secrets it generates in DATA_DIR: the first file it writes.
    const development = await runServerToExit({
      NODE_ENV: 'development',
      DATA_DIR: full,
      APPLICATION_PORT: '0',
    });
    expect(development.code).toBe(1);
    expect(development.stderr.trim().split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(
        /^ {2}DATA_DIR: cannot keep the generated development secrets in .*secrets\.json \(ENOSPC: no space left on device, write\)$/,
      ),
    ]);
    expect(readdirSync(full)).toEqual(['filler']);
  });

  it('says so too when the disk fills up while the database is created, leaving nothing behind', async (context) => {
    const small = smallDisk(context, '2m', { room: true });

    const exited = await runServerToExit({ ...PRODUCTION, DATA_DIR: small, APPLICATION_PORT: '0' });
    expect(exited.code).toBe(1);
    expect(fatalLine(exited).msg).toMatch(
      /^cannot open the embedded database in .*: creating it failed: ENOSPC: no space left on device$/,
    );
    expect(readdirSync(small)).toEqual([]);
  });
});
