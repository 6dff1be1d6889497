import type { Redis } from 'ioredis';

export interface Slot {
  taken: boolean;
  /** Seconds until the window ends and its slots are free again. */
  retryAfter: number;
}

/**
 * Counters of slots within a window, for limits that count a request before the work they limit, and may
 * give its slot back after. Taking refuses once `max` slots are taken, in one step: a burst cannot all pass
 * a check before any of it is counted, as it can when a count is read first and added to later.
 */
export interface LimitCounters {
  /** Takes one of `max` slots of `key`; its window starts with its first slot. */
  take(key: string, max: number, windowMs: number): Promise<Slot>;
  /** Gives back one slot of `key`, if any is taken; false when there was none. */
  giveBack(key: string): Promise<boolean>;
  /** How many slots of `key` are taken. */
  count(key: string): Promise<number>;
  /** Takes `key`'s one slot for a new window from now, whatever it held: a mark that lasts `windowMs`. */
  mark(key: string, windowMs: number): Promise<void>;
}

const secondsOf = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

/**
 * Counters in this process's memory. Past `capacity` keys the oldest window goes first: it is the one
 * closest to its end.
 */
export function memoryCounters(capacity: number): LimitCounters {
  const windows = new Map<string, { taken: number; endsAt: number }>();
  const live = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.endsAt > now) return window;
    if (window) windows.delete(key);
    return undefined;
  };

  return {
    async take(key, max, windowMs) {
      const now = Date.now();
      let window = live(key, now);
      if (!window) {
        if (windows.size >= capacity) windows.delete(windows.keys().next().value!);
        window = { taken: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      const taken = window.taken < max;
      if (taken) window.taken += 1;
      return { taken, retryAfter: secondsOf(window.endsAt - now) };
    },

    async giveBack(key) {
      const window = live(key, Date.now());
      if (!window || window.taken === 0) return false;
      window.taken -= 1;
      return true;
    },

    async count(key) {
      return live(key, Date.now())?.taken ?? 0;
    },

    async mark(key, windowMs) {
      windows.delete(key);
      if (windows.size >= capacity) windows.delete(windows.keys().next().value!);
      windows.set(key, { taken: 1, endsAt: Date.now() + windowMs });
    },
  };
}

/** Each script runs whole in Redis, so no other client's command falls between its reading and writing. */
const TAKE = `
local taken = tonumber(redis.call('GET', KEYS[1]) or '0')
if taken >= tonumber(ARGV[1]) then return {0, redis.call('PTTL', KEYS[1])} end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, redis.call('PTTL', KEYS[1])}`;

const GIVE_BACK = `
if tonumber(redis.call('GET', KEYS[1]) or '0') < 1 then return 0 end
redis.call('DECR', KEYS[1])
return 1`;

/**
 * Counters every API process shares. A Redis that cannot be reached must not lock every teacher and
 * student out: its limits pause instead (every slot is free, nothing is counted) until it is back.
 */
export function redisCounters(redis: Redis, prefix: string): LimitCounters {
  return {
    async take(key, max, windowMs) {
      try {
        const [taken, ttl] = (await redis.eval(TAKE, 1, prefix + key, max, windowMs)) as [number, number];
        return { taken: taken === 1, retryAfter: secondsOf(ttl) };
      } catch {
        return { taken: true, retryAfter: 0 };
      }
    },

    async giveBack(key) {
      try {
        return (await redis.eval(GIVE_BACK, 1, prefix + key)) === 1;
      } catch {
        return false;
      }
    },

    async count(key) {
      try {
        return Number((await redis.get(prefix + key)) ?? 0);
      } catch {
        return 0;
      }
    },

    async mark(key, windowMs) {
      try {
        await redis.set(prefix + key, 1, 'PX', windowMs);
      } catch {
        // Left unmarked: the limits pause while Redis is unreachable, and the next sign-in marks it.
      }
    },
  };
}
