// @driver-neutral: the requests held open at once stall the HTTP server, not the database
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/envelope.js';
import { useTestApp } from '../helpers/test-app.js';

/** Sends the start of a request and never the rest; resolves with whatever the server answers. */
function stallAfter(port: number, partialRequest: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(partialRequest));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
  });
}

describe('a client that never finishes its request', () => {
  const context = useTestApp({ env: { REQUEST_TIMEOUT: '1s' } });

  it('is answered 408 in the envelope once REQUEST_TIMEOUT passes, whether stuck in the headers or the body', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as { port: number };
    const stalled = await Promise.all([
      stallAfter(port, 'GET /health HTTP/1.1\r\nHost: localhost\r\n'),
      stallAfter(
        port,
        'POST /api/v1/admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 60\r\n\r\n{"username":',
      ),
    ]);
    for (const answer of stalled) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        success: false,
        statusCode: 408,
        data: null,
        message: 'The request took too long to arrive',
      });
    }
  });
});

describe('a server under memory pressure', () => {
  // Any heap is over one megabyte: every sample finds the server under pressure.
  const context = useTestApp({ env: { MAX_HEAP_USED_MB: '1' } });

  it('sheds new requests with 503 and Retry-After, but still answers its health check', async () => {
    const exams = () => context.app.inject({ method: 'GET', url: '/api/v1/exam' });
    // The first sample of the heap is taken a second after start.
    let response = await exams();
    for (let waited = 0; response.statusCode !== 503 && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await exams();
    }
    expectError(response, 503, 'The server is too busy right now; please try again in a few seconds');
    expect(response.headers['retry-after']).toBe('5');

    const health = await context.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  });
});

/** Keeps the event loop from turning for `milliseconds`, as work does on a busy host. */
function keepBusy(milliseconds: number) {
  const until = performance.now() + milliseconds;
  while (performance.now() < until);
}

/** Lets the event loop turn once: timers that fell due meanwhile, the load-shedding samples among them, run. */
const turnOfTheEventLoop = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a server whose start-up kept the event loop busy', () => {
  // A start on a busy host, where loading and registering everything takes seconds: longer than the
  // first sample of the loop's delay waits.
  const context = useTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '1000' }, extend: () => keepBusy(2000) });

  it('serves as soon as it is ready: the start-up does not count as the event loop falling behind', async () => {
    await turnOfTheEventLoop();
    const exams = await context.app.inject({ method: 'GET', url: '/api/v1/exam' });
    expect(exams.statusCode).toBe(401);
  });
});

describe('a server whose event loop keeps falling behind', () => {
  const context = useTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '100' } });

  it('sheds new requests with 503 and Retry-After, but still answers its health check', async () => {
    // Every turn of the loop waits behind 300 ms of work, for longer than two samples of its delay take.
    for (let turn = 0; turn < 10; turn++) {
      keepBusy(300);
      await turnOfTheEventLoop();
    }

    const exams = await context.app.inject({ method: 'GET', url: '/api/v1/exam' });
    expectError(exams, 503, 'The server is too busy right now; please try again in a few seconds');
    expect(exams.headers['retry-after']).toBe('5');
    const health = await context.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  });
});
