import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LISTENING = /Server listening at (http:\/\/[\d.]+:\d+)/;
// eslint-disable-next-line no-control-regex -- stripping the colour codes of pretty-printed logs
const ANSI_ESCAPES = /\u001b\[[0-9;]*m/g;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** The memory it holds (its resident set, as Linux counts it), in MiB. */
  residentMiB(): number;
  /** Sends `signal` and resolves with the exit code and how long the process took to exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; milliseconds: number }>;
}

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built server (global-server-build.ts builds it) as `npm start` does, with exactly `env` (plus PATH and HOME). */
export function spawnServer(env: Record<string, string>): {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
} {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_ROOT,
    // A loaded test machine stalls the event loop for seconds: shedding would answer the tests 503.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', MAX_EVENT_LOOP_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return { child, stdout: () => out.replace(ANSI_ESCAPES, ''), stderr: () => err.replace(ANSI_ESCAPES, '') };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/**
 * Starts the server and resolves once it listens (or rejects with what it printed). A start opens its
 * database, creating it on a first start: seconds alone, tens of seconds with every core busy.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 150_000): Promise<ServerProcess> {
  const { child, stdout, stderr } = spawnServer({ APPLICATION_PORT: '0', ...env });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail('did not start listening in time'), timeoutMs);
    function fail(reason: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`server ${reason}\n--- stdout\n${stdout()}\n--- stderr\n${stderr()}`));
    }
    const check = () => {
      const match = LISTENING.exec(stdout());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => fail(`exited with ${code}`));
  });

  return {
    url,
    child,
    stdout,
    stderr,
    residentMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)![1]) / 1024;
    },
    async stop(signal = 'SIGTERM') {
      const started = performance.now();
      child.removeAllListeners('exit');
      const exited = exitOf(child);
      child.kill(signal);
      const code = await exited;
      return { code, milliseconds: performance.now() - started };
    },
  };
}

/** Runs the server expecting it to exit by itself (e.g. on bad configuration). */
export async function runServerToExit(env: Record<string, string>): Promise<Exited> {
  const { child, stdout, stderr } = spawnServer(env);
  const code = await exitOf(child);
  return { code, stdout: stdout(), stderr: stderr() };
}
