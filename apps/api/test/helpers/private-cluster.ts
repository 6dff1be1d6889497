import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of a test's own, to stop, freeze and restart without touching the shared one.
 * PostgreSQL refuses to run as root, so as root its commands run as the `postgres` user.
 */
export interface PrivateCluster {
  url: string;
  start(): void;
  /** Stops it the way a restart or failover does: open connections are terminated. */
  stop(): void;
  /** Every process of the cluster stops answering (SIGSTOP), its connections stay open. */
  freeze(): void;
  thaw(): void;
  remove(): void;
}

const POSTGRES_LIB = '/usr/lib/postgresql';

function binaryDirectory(): string {
  const versions = existsSync(POSTGRES_LIB)
    ? readdirSync(POSTGRES_LIB).filter((version) => existsSync(join(POSTGRES_LIB, version, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL server binaries (initdb, pg_ctl) under ${POSTGRES_LIB}`);
  return join(POSTGRES_LIB, newest, 'bin');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = binaryDirectory();
  const directory = mkdtempSync(join(tmpdir(), 'abacus-cluster-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(directory, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, command),
      asRoot ? ['-u', 'postgres', '--', join(bin, command), ...args] : args,
      {
        stdio: 'pipe',
      },
    );
  const data = join(directory, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${directory} -c fsync=off`;

  const processes = () => {
    const postmaster = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
    const children = execFileSync('pgrep', ['-P', postmaster]).toString().split('\n').filter(Boolean);
    return [postmaster, ...children].map(Number);
  };
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of processes()) process.kill(pid, signal);
  };
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      run('pg_ctl', ['start', '-D', data, '-w', '-t', '60', '-l', join(directory, 'log'), '-o', options]),
    stop: () => run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']),
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    remove() {
      if (existsSync(join(data, 'postmaster.pid'))) {
        signalAll('SIGCONT');
        run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '60']);
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
