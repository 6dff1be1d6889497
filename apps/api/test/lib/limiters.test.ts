// @driver-neutral: limits count in memory or Redis, whatever the database
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createLimiters } from '../../src/lib/limiters.js';
import { startStallingProxy } from '../helpers/stalling-proxy.js';

const LIMIT = { max: 3, window: 60 };
/** What the tests of a stalled Redis wait for it. */
const COMMAND_TIMEOUT_MS = 300;
/**
 * What the tests of a Redis that answers wait: a loaded machine stalls the event loop past 300 ms, and a
 * command timed out then pauses the limits those tests count.
 */
const PATIENT_TIMEOUT_MS = 10_000;

/** A log that keeps what the limiters report. */
function recordingLog() {
  const warnings: string[] = [];
  const log = {
    warn: (_details: unknown, message: string) => warnings.push(message),
    info: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

async function limitersOn(redisUrl: string | undefined, redisCommandTimeoutMs = PATIENT_TIMEOUT_MS) {
  const { log, warnings } = recordingLog();
  const limiters = await createLimiters({ redisUrl, redisCommandTimeoutMs, log });
  onTestFinished(() => limiters.close());
  // Redis outlives this run and may serve another at the same time: names of this test's own.
  const name = (what: string) => `${what}-${randomUUID()}`;
  return { limiters, name, warnings };
}

function limiterTests(store: string, redisUrl: string | undefined) {
  describe(`limiters in ${store}`, () => {
    it('take no more than max slots of a key, however many requests ask at once', async () => {
      const { limiters, name } = await limitersOn(redisUrl);
      const limiter = limiters.limiter(name('burst'), LIMIT);
      const slots = await Promise.all(Array.from({ length: 10 }, () => limiter.take('key')));
      expect(slots.filter((slot) => slot.taken)).toHaveLength(3);
      for (const refused of slots.filter((slot) => !slot.taken)) {
        expect(refused.remaining).toBe(0);
        expect(refused.resetsIn).toBeGreaterThan(0);
        expect(refused.resetsIn).toBeLessThanOrEqual(60);
      }
      expect((await limiter.take('another key')).taken).toBe(true);
    });

    it('free a slot given back, while a refused request holds none', async () => {
      const { limiters, name } = await limitersOn(redisUrl);
      const limiter = limiters.limiter(name('give-back'), LIMIT);
      for (let i = 0; i < 5; i++) await limiter.take('key');
      expect(await limiter.giveBack('key')).toBe(true);
      expect((await limiter.take('key')).taken).toBe(true);
      expect((await limiter.take('key')).taken).toBe(false);
    });

    it('give back nothing where no slot is taken, and leave no slot over for later', async () => {
      const { limiters, name } = await limitersOn(redisUrl);
      const limiter = limiters.limiter(name('nothing-taken'), LIMIT);
      expect(await limiter.giveBack('key')).toBe(false);
      const slots = [];
      for (let i = 0; i < 4; i++) slots.push((await limiter.take('key')).taken);
      expect(slots).toEqual([true, true, true, false]);
    });

    it('take several slots at once or none of them, and give several back', async () => {
      const { limiters, name } = await limitersOn(redisUrl);
      const limiter = limiters.limiter(name('several'), LIMIT);
      expect(await limiter.take('key', 2)).toMatchObject({ taken: true, remaining: 1 });
      expect(await limiter.take('key', 2)).toMatchObject({ taken: false, remaining: 1 });
      expect(await limiter.window('key')).toMatchObject({ used: 2 });
      expect(await limiter.giveBack('key', 2)).toBe(true);
      expect(await limiter.take('key', 3)).toMatchObject({ taken: true, remaining: 0 });
      expect(await limiter.giveBack('key', 5)).toBe(true);
      expect(await limiter.window('key')).toMatchObject({ used: 0 });
    });

    it('tell what a key holds, and count charges against it', async () => {
      const { limiters, name } = await limitersOn(redisUrl);
      const limiter = limiters.limiter(name('window'), LIMIT);
      expect(await limiter.window('key')).toEqual({ used: 0, remaining: 3, resetsIn: 0 });
      await limiter.take('key');
      expect(await limiter.window('key')).toMatchObject({ used: 1, remaining: 2 });
      await limiter.charge('key', 5);
      expect(await limiter.window('key')).toMatchObject({ used: 6, remaining: 0 });
    });

    it('count in one window for every caller that names the same limiter', async () => {
      const { limiters, name } = await limitersOn(redisUrl);
      const shared = name('shared');
      await limiters.limiter(shared, LIMIT).take('key');
      expect(await limiters.limiter(shared, LIMIT).window('key')).toMatchObject({ used: 1 });
    });

    it('mark keys', async () => {
      const { limiters, name } = await limitersOn(redisUrl);
      const marks = limiters.marks(name('marks'), 60);
      expect(await marks.has('key')).toBe(false);
      await marks.mark('key');
      expect(await marks.has('key')).toBe(true);
    });
  });
}

limiterTests('memory', undefined);

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) limiterTests('Redis', redisUrl);

describe.runIf(redisUrl)('limiters whose Redis stalls', () => {
  it('wait one command timeout, then pause without asking Redis until it answers, and count again after', async () => {
    const proxy = await startStallingProxy(redisUrl!);
    onTestFinished(() => proxy.close());
    const { limiters, name, warnings } = await limitersOn(proxy.url, COMMAND_TIMEOUT_MS);
    const limiter = limiters.limiter(name('stalled'), { max: 2, window: 60 });
    expect(await limiter.take('before')).toMatchObject({ taken: true, remaining: 1 });

    proxy.stall();
    // Redis holds every command until the release below: whatever is answered meanwhile did not wait for it.
    const started = performance.now();
    for (let request = 0; request < 20; request++) {
      expect(await limiter.take('during')).toEqual({ taken: true, remaining: 2, resetsIn: 0 });
    }
    // The first command waited its timeout; the other nineteen did not ask (the bound is ten times that).
    expect(performance.now() - started).toBeLessThan(10 * COMMAND_TIMEOUT_MS);
    expect(await limiters.health()).toEqual({ status: 'unreachable', responseTime: expect.any(Number) });
    expect(warnings).toEqual(['rate-limit store unreachable: limits paused until it is back']);

    proxy.release();
    await vi.waitFor(async () => expect((await limiters.health()).status).toBe('connected'), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await limiter.take('after')).toMatchObject({ taken: true, remaining: 1 });
    expect(await limiter.take('after')).toMatchObject({ taken: true, remaining: 0 });
    expect(await limiter.take('after')).toMatchObject({ taken: false });
    expect(warnings).toHaveLength(1);
  });
});

describe('limiters in memory', () => {
  it('keep 200 000 windows, the oldest going first', async () => {
    const { limiters } = await limitersOn(undefined);
    const limiter = limiters.limiter('junk', LIMIT);
    await limiter.take('first');
    await limiter.take('second');
    for (let junk = 0; junk < 199_999; junk++) await limiter.take(`junk-${junk}`);
    expect((await limiter.window('first')).used).toBe(0);
    expect((await limiter.window('second')).used).toBe(1);
  });
});

describe('limiters with their Redis unreachable', () => {
  it('pause: every slot is free and nothing is counted, with one warning for the whole outage', async () => {
    // Nothing listens on port 1: every command fails at once.
    const { limiters, warnings } = await limitersOn('redis://127.0.0.1:1');
    const limiter = limiters.limiter('paused', { max: 1, window: 60 });
    for (let i = 0; i < 5; i++)
      expect(await limiter.take('key')).toEqual({ taken: true, remaining: 1, resetsIn: 0 });
    expect(await limiter.giveBack('key')).toBe(false);
    expect(await limiter.window('key')).toEqual({ used: 0, remaining: 1, resetsIn: 0 });
    await limiter.charge('key', 10);
    const marks = limiters.marks('paused-marks', 60);
    await marks.mark('key');
    expect(await marks.has('key')).toBe(false);
    expect(warnings).toEqual(['rate-limit store unreachable: limits paused until it is back']);
  });

  it('pause as well when Redis takes the connection but never answers, within its command timeout', async () => {
    const silent = createServer(() => {}).listen(0, '127.0.0.1');
    onTestFinished(() => {
      silent.close();
    });
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    const { limiters, warnings } = await limitersOn(`redis://127.0.0.1:${port}`, COMMAND_TIMEOUT_MS);
    expect(await limiters.limiter('stalled', { max: 1, window: 60 }).take('key')).toMatchObject({
      taken: true,
    });
    expect(warnings).toHaveLength(1);
  });
});
