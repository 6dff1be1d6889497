import { connect } from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { createTestApp } from '../helpers/test-app.js';

/** A promise and the function that settles it. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

describe('closing the app', () => {
  it('lets in-flight requests finish, ends their connections, then closes the database', async () => {
    const requestArrived = signal();
    const closingStarted = signal();
    const release = signal();
    const { app, database } = await createTestApp({
      extend: (instance: App) => {
        instance.get('/probe/slow', async () => {
          requestArrived.fire();
          await release.fired;
          await database.connection.ping();
          return { finished: true };
        });
        instance.addHook('preClose', async () => closingStarted.fire());
      },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/probe/slow`);
    await requestArrived.fired;
    const closed = app.close();
    await closingStarted.fired;
    release.fire();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ finished: true });
    await closed;
    await expect(database.connection.ping()).rejects.toThrow();
    await expect(fetch(`${address}/health`)).rejects.toThrow();
    await database.drop();
  });

  it('turns a request that arrives while closing away with 503, Retry-After and the envelope', async () => {
    let address = '';
    let late: Response | undefined;
    const { app, database } = await createTestApp({
      extend: (instance: App) => {
        // Closing has begun but the port still listens: a request arriving now is the late one.
        instance.addHook('preClose', async () => {
          late = await fetch(`${address}/health`);
        });
      },
    });
    address = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();

    expect(late?.status).toBe(503);
    expect(late?.headers.get('retry-after')).toBe('5');
    expect(await late?.json()).toEqual({
      success: false,
      statusCode: 503,
      data: null,
      message: 'The server is restarting; please try again in a few seconds',
    });
    await database.drop();
  });

  it('ends a connection that has sent nothing rather than wait for its headers to time out', async () => {
    // Far longer than the test may take: closing must not wait for it.
    const { app, database } = await createTestApp({ env: { REQUEST_TIMEOUT: '2m' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const silent = connect(port, '127.0.0.1');
    await once(silent, 'connect');
    const ended = once(silent, 'close');

    await app.close();
    await ended;
    await database.drop();
  });
});
