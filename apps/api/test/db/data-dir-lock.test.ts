import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { DatabaseInUseError } from '../../src/db/data-dir-lock.js';
import { EMBEDDED_DATABASE_DIR, openDatabase } from '../../src/db/open-database.js';
import { runServerToExit, spawnServer, startServer } from '../helpers/server-process.js';

const source = inject('testDatabase');

function freshDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'abacus-lock-'));
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

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
    const dataDir = freshDataDir();
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
    const dataDir = freshDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    expect((await first.stop('SIGKILL')).code).toBe(null);
    expect(existsSync(join(dataDir, `${EMBEDDED_DATABASE_DIR}.lock`))).toBe(true);

    await expectOpens(dataDir);
    expect(existsSync(join(dataDir, `${EMBEDDED_DATABASE_DIR}.lock`))).toBe(false);
  });

  it('refuses a second opening inside one process until the first is closed', async () => {
    const dataDir = freshDataDir();
    const first = await openEmbedded(dataDir);
    await expect(openEmbedded(dataDir)).rejects.toThrow(DatabaseInUseError);
    await first.close();
    await expectOpens(dataDir);
  });

  it('waits for a lock from another host (a shared volume) to go stale before taking it', async () => {
    const dataDir = freshDataDir();
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
