import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Secrets for a throwaway production-mode server: never used outside the benchmark. */
export const BENCH_SECRETS = {
  ACCESS_TOKEN_SECRET: 'benchmark-access-secret-0123456789abcdef',
  REFRESH_TOKEN_SECRET: 'benchmark-refresh-secret-0123456789abcde',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${errors()}`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${READY_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Starts a Node program (the built API, or the hand-written reference) as production runs it — default
 * log level, logs discarded — on a free port, and resolves once it answers. `root` is the API's folder
 * the program runs in: this one's, or another checkout's to compare with.
 */
export async function startProgram(
  args: string[],
  env: Record<string, string>,
  root = API_ROOT,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APPLICATION_PORT: String(port),
      ...BENCH_SECRETS,
      ACCESS_TOKEN_EXPIRY: '1d',
      // The benchmark's clients all come from one address: the limits would measure themselves.
      LOGIN_RATE_LIMIT_MAX: '100000',
      REGISTRATION_RATE_LIMIT_MAX: '100000',
      EXAM_CREATION_RATE_LIMIT_MAX: '100000',
      STUDENT_CREATION_RATE_LIMIT_MAX: '100000',
      RESULT_RATE_LIMIT_MAX: '100000',
      REPORT_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(url, child, () => errors);
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
