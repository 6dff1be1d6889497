import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { useTestApp } from '../helpers/test-app.js';

/** A destination that keeps every JSON line the logger writes. */
function captureLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

const captured = captureLines();
const logger = createLogger({ env: 'test', log: { level: 'info', dir: 'unused' } }, captured.stream);

function addFailingLogin(app: App) {
  app.post('/probe/login', async (request) => {
    request.log.info({ body: request.body, headers: request.headers }, 'login attempt');
    throw new Error('database exploded');
  });
}

describe('request logging', () => {
  const context = useTestApp({ logger, extend: addFailingLogin });

  it('puts the request id on every line and never writes credentials', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/probe/login',
      headers: { authorization: 'Bearer eyJhbGciOi.secret-token', 'x-request-id': 'req-123' },
      payload: { username: 'ravi', password: 'hunter2-secret', refreshToken: 'rt-secret-value' },
    });
    expect(response.statusCode).toBe(500);

    const lines = captured.lines.filter((line) => line.requestId === 'req-123');
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'login attempt',
      'request failed',
      'request completed',
    ]);
    const written = JSON.stringify(captured.lines);
    expect(written).not.toContain('hunter2-secret');
    expect(written).not.toContain('rt-secret-value');
    expect(written).not.toContain('secret-token');
    expect(written).toContain('ravi');

    const attempt = lines.find((line) => line.msg === 'login attempt') as {
      body: Record<string, string>;
      headers: Record<string, string>;
    };
    expect(attempt.body).toEqual({ username: 'ravi', password: '[REDACTED]', refreshToken: '[REDACTED]' });
    expect(attempt.headers.authorization).toBe('[REDACTED]');

    const failure = lines.find((line) => line.msg === 'request failed') as {
      err: { message: string };
      level: number;
    };
    expect(failure.level).toBe(50);
    expect(failure.err.message).toBe('database exploded');
  });

  it('generates a request id when the caller sends none or an unsafe one, and returns it', async () => {
    const plain = await context.app.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const unsafe = await context.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id\nwith "injection"' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(unsafe.headers['x-request-id']).not.toBe(plain.headers['x-request-id']);
  });
});

describe('the production logger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes JSON to stdout and errors to stderr only', () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const production = createLogger({ env: 'production', log: { level: 'info', dir: 'unused' } });

    production.info({ password: 'p4ss' }, 'started');
    production.error('broke');
    production.debug('hidden');

    const out = stdout.mock.calls.map(
      ([chunk]) => JSON.parse(String(chunk)) as { msg: string; password?: string },
    );
    const err = stderr.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as { msg: string });
    expect(out.map((line) => line.msg)).toEqual(['started']);
    expect(out[0]!.password).toBe('[REDACTED]');
    expect(err.map((line) => line.msg)).toEqual(['broke']);
  });
});
