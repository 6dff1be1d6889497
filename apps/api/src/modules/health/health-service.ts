import type { DatabaseConnection } from '../../db/database.js';

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

export interface HealthCheckOptions {
  /** The database refused a write a moment ago: a ping, a read, cannot tell. */
  refusedWrite?: boolean;
  timeoutMs?: number;
}

export async function checkHealth(
  database: Pick<DatabaseConnection, 'ping'>,
  version: string,
  { refusedWrite = false, timeoutMs = PING_TIMEOUT_MS }: HealthCheckOptions = {},
): Promise<HealthReport> {
  const started = performance.now();
  const reachable = await pingWithin(database, timeoutMs);
  const responseTime = round2(performance.now() - started);
  const writable = reachable && !refusedWrite;
  const health = writable ? 'healthy' : 'unhealthy';
  return {
    status: health,
    timestamp: new Date().toISOString(),
    uptime: round2(process.uptime()),
    version,
    database: { health, status: reachable ? 'connected' : 'disconnected', responseTime, writable },
  };
}
