import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimit } from '../config.js';

/** A key's count in its limit's window. */
export interface Window {
  /** Points taken: requests, or KiB of the read budget. */
  used: number;
  /** Points left before the limit refuses. */
  remaining: number;
  /** Seconds until the window ends and its points are free again; 0 when none is open. */
  resetsIn: number;
}

/** What taking a slot of a limit came to. */
export interface Slot {
  /** False: the limit is reached, and this request holds no slot. */
  taken: boolean;
  remaining: number;
  resetsIn: number;
}

/**
 * One limit: `max` points per window, counted per key. A window starts with its key's first point. Taking a
 * slot counts it and checks the count in one step, so a burst cannot all pass a check before any of it is
 * counted, as it can when a count is read first and added to later.
 */
export interface Limiter {
  /** Takes `points` slots of `key` (one by default) in one step, or none when fewer than that are left. */
  take(key: string, points?: number): Promise<Slot>;
  /** Gives back `points` slots of `key` (one by default), as many as are taken; false when there were none. */
  giveBack(key: string, points?: number): Promise<boolean>;
  window(key: string): Promise<Window>;
  /** Counts `points` against `key` whatever it holds: the cost of work already done. */
  charge(key: string, points: number): Promise<void>;
}

/** Keys marked for a while (an address an account signed in from, say), whatever they held before. */
export interface Marks {
  mark(key: string): Promise<void>;
  has(key: string): Promise<boolean>;
}

export interface LimitersOptions {
  /** Unset → each process counts in its own memory. */
  redisUrl: string | undefined;
  /**
   * Milliseconds a Redis command may take before Redis counts as unreachable (stalled, or its network path
   * dropped without a word) rather than holding every limited request until it answers.
   */
  redisCommandTimeoutMs: number;
  /** Where an unreachable Redis is reported. */
  log: FastifyBaseLogger;
}

/** Where the counts are kept, as a health check reports it. */
export interface StoreHealth {
  /** `unused`: no Redis is set, and each process counts in its own memory. */
  status: 'connected' | 'unreachable' | 'unused';
  /** Milliseconds Redis took to answer a ping (or until it was given up); null without Redis. */
  responseTime: number | null;
}

export interface Limiters {
  /** The limiter named `name`, one per name: every caller that names it counts in the same windows. */
  limiter(name: string, limit: RateLimit): Limiter;
  /** The marks named `name`, each lasting `seconds`. */
  marks(name: string, seconds: number): Marks;
  /** Pings the store; a Redis that answers counts again at once. */
  health(): Promise<StoreHealth>;
  close(): void;
}

/**
 * Enough keys that a flood of junk usernames or addresses cannot push a real one out of memory before its
 * window ends (each key costs a few hundred bytes).
 */
const MEMORY_STORE_KEYS = 200_000;

/**
 * RateLimiterMemory ends each window with a timer, and Node fires a timer set past 2^31 - 1 ms (24.8 days)
 * at once: in memory a longer window (the 30 days an account knows an address, say) ends after 24.8 days
 * instead. Redis keeps it whole.
 */
const LONGEST_MEMORY_WINDOW_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

const REDIS_PREFIX = 'abacus-rate-limit:';

/** How often a paused store is asked whether it answers again. */
const PROBE_INTERVAL_MS = 1_000;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;

const secondsOf = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

/** Where the limiters count, and what their operations answer when it cannot be reached. */
interface Store {
  /** Settles once the store can count, or has failed to connect once. */
  connected: Promise<void>;
  open(name: string, points: number, seconds: number): RateLimiterAbstract;
  /** Runs `operation` on the store; while the store cannot be reached, the answer is `whileUnreachable`. */
  run<T>(operation: () => Promise<T>, whileUnreachable: T): Promise<T>;
  health(): Promise<StoreHealth>;
  close(): void;
}

/** The windows a memory store holds across its limiters, oldest first, each with the way to drop it. */
class MemoryWindows {
  private readonly drops = new Map<string, () => void>();

  constructor(private readonly capacity: number) {}

  /** Notes a window opened on `id`; past capacity the oldest goes, being the closest to its end. */
  opened(id: string, drop: () => void) {
    this.drops.delete(id);
    this.drops.set(id, drop);
    if (this.drops.size <= this.capacity) return;
    const [oldest, dropOldest] = this.drops.entries().next().value!;
    this.drops.delete(oldest);
    dropOldest();
  }
}

/** A RateLimiterMemory whose windows count against its store's capacity. */
class CappedMemoryLimiter extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly windows: MemoryWindows,
  ) {
    super(options);
  }

  private noted(key: string | number) {
    return (result: RateLimiterRes) => {
      if (result.isFirstInDuration) this.windows.opened(this.getKey(key), () => void this.delete(key));
      return result;
    };
  }

  // A refused consume opens no window: one point never exceeds a limit of at least one on its own.
  override consume(key: string | number, points?: number, options?: Record<string, unknown>) {
    return super.consume(key, points, options).then(this.noted(key));
  }

  override penalty(key: string | number, points?: number, options?: Record<string, unknown>) {
    return super.penalty(key, points, options).then(this.noted(key));
  }

  override reward(key: string | number, points?: number, options?: Record<string, unknown>) {
    return super.reward(key, points, options).then(this.noted(key));
  }

  override set(key: string | number, points: number, seconds: number) {
    return super.set(key, points, seconds).then(this.noted(key));
  }
}

/** Counters in this process's memory. */
function memoryStore(): Store {
  const windows = new MemoryWindows(MEMORY_STORE_KEYS);
  return {
    open: (name, points, seconds) =>
      new CappedMemoryLimiter(
        { keyPrefix: name, points, duration: Math.min(seconds, LONGEST_MEMORY_WINDOW_SECONDS) },
        windows,
      ),
    connected: Promise.resolve(),
    run: (operation) => operation(),
    health: async () => ({ status: 'unused', responseTime: null }),
    close: () => {},
  };
}

/**
 * Counters every API process shares. A Redis that cannot be reached must not lock every teacher and
 * student out, nor hold their requests while it is slow: its limits pause instead (every slot is free,
 * nothing is counted) until it is back, with one warning when they pause and one note when they count
 * again. The first command that fails or outlasts the command timeout pauses them, and while paused no
 * request asks Redis anything: one ping a second does, and the first answered (or a reconnection) ends the
 * pause. So a Redis stalled for ten seconds costs a request at most one command timeout, not ten seconds
 * for each of its commands.
 */
function redisStore(url: string, commandTimeoutMs: number, log: FastifyBaseLogger): Store {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let paused = false;
  let probe: NodeJS.Timeout | undefined;
  const ping = async () => {
    const started = performance.now();
    try {
      await redis.ping();
      resume();
      return { answered: true, milliseconds: performance.now() - started };
    } catch (err) {
      pause(err);
      return { answered: false, milliseconds: performance.now() - started };
    }
  };
  const probeLater = () => {
    probe = setTimeout(() => {
      if (paused) void ping().then(({ answered }) => answered || probeLater());
    }, PROBE_INTERVAL_MS);
    probe.unref();
  };
  function pause(err: unknown) {
    if (paused) return;
    paused = true;
    log.warn({ err }, 'rate-limit store unreachable: limits paused until it is back');
    probeLater();
  }
  function resume() {
    if (!paused) return;
    paused = false;
    clearTimeout(probe);
    log.info('rate-limit store reachable again: limits count again');
  }
  redis.on('error', pause);
  redis.on('ready', resume);

  return {
    // A Redis that takes the connection but never answers must not hold the server's start either.
    connected: new Promise((settle) => {
      const waited = setTimeout(() => {
        pause(new Error(`Redis did not answer within ${REDIS_CONNECT_TIMEOUT_MS} ms`));
        settle();
      }, REDIS_CONNECT_TIMEOUT_MS);
      const settled = () => {
        clearTimeout(waited);
        settle();
      };
      redis.once('ready', settled);
      redis.once('error', settled);
    }),
    open: (name, points, seconds) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: REDIS_PREFIX + name,
        points,
        duration: seconds,
        // Fail at once while disconnected rather than wait for a reconnection.
        rejectIfRedisNotReady: true,
      }),
    async run(operation, whileUnreachable) {
      if (paused) return whileUnreachable;
      try {
        return await operation();
      } catch (err) {
        pause(err);
        return whileUnreachable;
      }
    },
    async health() {
      const { answered, milliseconds } = await ping();
      return {
        status: answered ? 'connected' : 'unreachable',
        responseTime: Math.round(milliseconds * 100) / 100,
      };
    },
    close: () => {
      clearTimeout(probe);
      redis.disconnect();
    },
  };
}

const windowOf = (result: RateLimiterRes): Window => ({
  used: result.consumedPoints,
  remaining: result.remainingPoints,
  resetsIn: secondsOf(result.msBeforeNext),
});

function limiterOn(store: Store, limiter: RateLimiterAbstract): Limiter {
  const max = limiter.points;
  const unopened: Window = { used: 0, remaining: max, resetsIn: 0 };

  const giveBack = async (key: string, points: number) => {
    const { consumedPoints } = await limiter.reward(key, points);
    if (consumedPoints >= 0) return true;
    // Fewer were taken. Added back rather than deleted, so a slot taken meanwhile stays counted.
    await limiter.penalty(key, -consumedPoints);
    return consumedPoints > -points;
  };

  const take = async (key: string, points: number): Promise<Slot> => {
    try {
      const { remaining, resetsIn } = windowOf(await limiter.consume(key, points));
      return { taken: true, remaining, resetsIn };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // A refused request holds no slot: only the requests let through count, so one given back frees one.
      await giveBack(key, points);
      const remaining = Math.max(0, max - (refusal.consumedPoints - points));
      return { taken: false, remaining, resetsIn: windowOf(refusal).resetsIn };
    }
  };

  return {
    take: (key, points = 1) =>
      store.run(() => take(key, points), { taken: true, remaining: max, resetsIn: 0 }),
    giveBack: (key, points = 1) => store.run(() => giveBack(key, points), false),
    window: (key) =>
      store.run(async () => {
        const result = await limiter.get(key);
        return result ? windowOf(result) : unopened;
      }, unopened),
    charge: (key, points) =>
      store.run(async () => {
        await limiter.penalty(key, points);
      }, undefined),
  };
}

/**
 * Every counted limit of the API, on rate-limiter-flexible: in this process's memory, or with `redisUrl`
 * in Redis, shared by every API process, so a limit holds however many processes serve the traffic. With
 * Redis it resolves once connected, so that the first requests count too, or once connecting failed.
 */
export async function createLimiters({
  redisUrl,
  redisCommandTimeoutMs,
  log,
}: LimitersOptions): Promise<Limiters> {
  const store = redisUrl ? redisStore(redisUrl, redisCommandTimeoutMs, log) : memoryStore();
  await store.connected;
  // One counter per name, shared by every caller that names it.
  const opened = new Map<string, RateLimiterAbstract>();
  const open = (name: string, points: number, seconds: number) => {
    let limiter = opened.get(name);
    if (!limiter) {
      limiter = store.open(name, points, seconds);
      opened.set(name, limiter);
    }
    return limiter;
  };

  return {
    limiter: (name, { max, window }) => limiterOn(store, open(name, max, window)),

    marks(name, seconds) {
      const limiter = open(name, 1, seconds);
      return {
        async mark(key) {
          await store.run(() => limiter.set(key, 1, limiter.duration), undefined);
        },
        async has(key) {
          return (await store.run(() => limiter.get(key), null)) !== null;
        },
      };
    },

    health: () => store.health(),
    close: () => store.close(),
  };
}
