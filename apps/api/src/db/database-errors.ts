/** SQLSTATE codes the services react to. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  restrictViolation: '23001',
  checkViolation: '23514',
} as const;

export interface PostgresError {
  code: string;
  constraint?: string;
}

/**
 * The PostgreSQL error behind `error`, whichever driver raised it: Drizzle wraps driver errors, so
 * the SQLSTATE may sit one or more `cause`s down.
 */
export function postgresErrorOf(error: unknown): PostgresError | undefined {
  for (let current = error; current instanceof Error || isRecord(current);) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' && { constraint: candidate.constraint }),
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * True when a delete failed because other rows still reference the row. PostgreSQL reports an
 * ON DELETE RESTRICT reference as 23503 up to version 16 and as 23001 from 17 (PGlite) on.
 */
export function isStillReferenced(error: unknown): boolean {
  const code = postgresErrorOf(error)?.code;
  return code === PG_ERROR.foreignKeyViolation || code === PG_ERROR.restrictViolation;
}

/** True when `error` is a unique violation (of `constraint`, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = postgresErrorOf(error);
  return pgError?.code === PG_ERROR.uniqueViolation && (!constraint || pgError.constraint === constraint);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Socket-level failures reaching the database server. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (class 08), shutting down or
 * starting (57P01–57P03), too many connections (53300), a statement or lock wait ended by its timeout
 * (57014, 55P03).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300|57014|55P03)$/;

/** node-postgres says these in words only: a connect or query timeout, a connection that went away. */
const UNAVAILABLE_DRIVER_MESSAGE =
  /^(timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error)/;

/**
 * SQLSTATEs that refuse a connection, not a statement, when the server ends the session with them (severity
 * FATAL): 55000 is a database not accepting connections (maintenance, `ALLOW_CONNECTIONS false`), and
 * elsewhere a statement's own mistake (a sequence's currval not yet set, say).
 */
const REFUSED_CONNECTION_SQLSTATE = new Set(['55000']);

/** True when `error` means the database is down, restarting or too slow to answer, not that the request is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error || isRecord(current);) {
    const candidate = current as { code?: unknown; severity?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (CONNECTION_ERROR_CODES.has(candidate.code) || UNAVAILABLE_SQLSTATE.test(candidate.code))
        return true;
      if (candidate.severity === 'FATAL' && REFUSED_CONNECTION_SQLSTATE.has(candidate.code)) return true;
    }
    if (typeof candidate.message === 'string' && UNAVAILABLE_DRIVER_MESSAGE.test(candidate.message)) {
      return true;
    }
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * SQLSTATEs of a database that takes no writes for now, though it still answers: read-only (25006: a
 * standby after a failover, `default_transaction_read_only`) or out of disk space (53100).
 */
const WRITES_REFUSED_SQLSTATE = new Set(['25006', '53100']);

/** True when `error` means the database refuses every write for now, not that this one was wrong. */
export function refusesWrites(error: unknown): boolean {
  const code = postgresErrorOf(error)?.code;
  return code !== undefined && WRITES_REFUSED_SQLSTATE.has(code);
}
