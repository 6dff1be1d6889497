import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { HostOptions, HostReport, HostRequest } from './pglite-host.js';

/**
 * Where the thread finds its code: built, the JavaScript beside this file; run from source, a module that
 * first teaches the thread TypeScript.
 */
const HOST = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-host-from-source.mjs' : './pglite-host.js',
  import.meta.url,
);

/** The embedded database, running in a thread of its own (`pglite-host.ts`). */
export interface PgliteThread {
  /** A new connection speaking the PostgreSQL wire protocol, for node-postgres' `stream` option. */
  connect(): Duplex;
  /** How many exchanges (a client's messages up to its Sync) wait for the database now. */
  waitingExchanges(): Promise<number>;
  close(): Promise<void>;
}

/** `onFailure` hears of the thread failing after it started (its connections then close). */
export async function startPgliteThread(
  options: HostOptions,
  onFailure?: (error: Error) => void,
): Promise<PgliteThread> {
  const worker = new Worker(HOST, {
    workerData: options,
    ...(options.snapshot && { transferList: [options.snapshot.buffer] }),
  });
  let running = true;
  worker.once('exit', () => (running = false));
  // A thread that dies takes its connections with it: the driver reports them closed, requests get 503.
  worker.on('error', (error) => onFailure?.(error));
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (report: HostReport) =>
      'ready' in report
        ? resolve()
        : reject(
            new Error(
              `the embedded database did not start: ${'failed' in report ? report.failed : 'unexpected report'}`,
            ),
          ),
    );
    worker.once('exit', (code) =>
      reject(new Error(`the embedded database's thread stopped (exit code ${code})`)),
    );
  });

  return {
    connect() {
      const { port1, port2 } = new MessageChannel();
      const stream = new PortStream(port1);
      if (running) worker.postMessage({ connect: port2 } satisfies HostRequest, [port2]);
      else stream.refuse();
      return stream;
    },
    async waitingExchanges() {
      const { port1, port2 } = new MessageChannel();
      const answer = new Promise<number>((resolve) => port1.once('message', resolve));
      worker.postMessage({ waiting: port2 } satisfies HostRequest, [port2]);
      try {
        return await answer;
      } finally {
        port1.close();
      }
    },
    async close() {
      if (!running) return;
      const closed = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage({ close: true } satisfies HostRequest);
      await closed;
    },
  };
}

/**
 * One connection's bytes, both ways, over a message port, shaped like the socket node-postgres would
 * otherwise open: it "connects" at once, and there is no network to tune.
 */
class PortStream extends Duplex {
  private refused = false;

  constructor(private readonly port: MessagePort) {
    // The database's side closing ends the whole connection, as a socket's would.
    super({ allowHalfOpen: false });
    port.on('message', (bytes: Uint8Array) =>
      this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    );
    port.once('close', () => this.push(null));
  }

  /** The database's thread is gone: connecting fails as a refused socket would. */
  refuse() {
    this.refused = true;
  }

  connect() {
    process.nextTick(() => {
      if (this.refused) {
        this.destroy(
          Object.assign(new Error('the embedded database is not running'), { code: 'ECONNREFUSED' }),
        );
      } else {
        this.emit('connect');
      }
    });
    return this;
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }

  ref() {
    this.port.ref();
    return this;
  }

  unref() {
    this.port.unref();
    return this;
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    // Its own copy, handed over: a driver's small buffers share a larger one that would be cloned whole.
    const bytes = Uint8Array.from(chunk);
    this.port.postMessage(bytes, [bytes.buffer]);
    done();
  }

  override _final(done: (error?: Error | null) => void) {
    this.port.close();
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.port.close();
    done(error);
  }
}
