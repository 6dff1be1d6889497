import type { DatabaseConnection } from '../../db/database.js';
import type { StoreHealth } from '../../lib/limiters.js';

export interface HealthReport {
  status: 'healthy' | 'unhealthy';
  timestamp: string;
  /** Seconds since the process started. */
  uptime: number;
  version: string;
  database: {
    health: 'healthy' | 'unhealthy';
    status: 'connected' | 'disconnected';
    /** Milliseconds the ping took (or until it was given up). */
    responseTime: number;
    /** False when unreachable, or when it refused a write a moment ago (read-only, disk full). */
    writable: boolean;
  };
  /** Where the rate limits count; while it is unreachable they pause, and the process serves on. */
  redis: StoreHealth;
  /** Whether this process hears the events of the others (`reconnecting`: its streams miss them). */
  events: 'listening' | 'reconnecting';
}

/** A ping slower than this counts as a failure, so the health check itself cannot hang. */
export const PING_TIMEOUT_MS = 3_000;

async function pingWithin(database: Pick<DatabaseConnection, 'ping'>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([database.ping().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What the process knows of its parts besides the database. */
export interface HealthSources {
  /** Pings the store of the rate limits. */
  redis: () => Promise<StoreHealth>;
  eventsListening: () => boolean;
}

export interface HealthCheckOptions {
  /** The database refused a write a moment ago: a ping, a read, cannot tell. */
  refusedWrite?: boolean;
  timeoutMs?: number;
}

const UNUSED_REDIS = async (): Promise<StoreHealth> => ({ status: 'unused', responseTime: null });

/**
 * The process's health: unhealthy — so a load balancer sends its requests to another process — when its
 * database cannot be reached or cannot store changes, or when it cannot hear the other processes' events.
 * An unreachable Redis leaves it healthy: every process shares that Redis, and each serves on with its
 * limits paused, while taking them all out of rotation would stop the school.
 */
export async function checkHealth(
  database: Pick<DatabaseConnection, 'ping'>,
  version: string,
  { refusedWrite = false, timeoutMs = PING_TIMEOUT_MS }: HealthCheckOptions = {},
  { redis = UNUSED_REDIS, eventsListening = () => true }: Partial<HealthSources> = {},
): Promise<HealthReport> {
  const started = performance.now();
  const [reachable, store] = await Promise.all([
    pingWithin(database, timeoutMs).then((answered) => ({
      answered,
      responseTime: round2(performance.now() - started),
    })),
    redis(),
  ]);
  const writable = reachable.answered && !refusedWrite;
  const events = eventsListening() ? 'listening' : 'reconnecting';
  return {
    status: writable && events === 'listening' ? 'healthy' : 'unhealthy',
    timestamp: new Date().toISOString(),
    uptime: round2(process.uptime()),
    version,
    database: {
      health: writable ? 'healthy' : 'unhealthy',
      status: reachable.answered ? 'connected' : 'disconnected',
      responseTime: reachable.responseTime,
      writable,
    },
    redis: store,
    events,
  };
}
