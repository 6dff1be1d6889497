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
