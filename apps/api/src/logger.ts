import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config.js';

const SENSITIVE_KEYS = ['password', 'currentPassword', 'newPassword', 'token', 'refreshToken', 'accessToken'];

/** Credentials never reach a log line, at the top level or nested up to two objects deep. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** What a database error may say in a log: its kind and code, never the statement, its values or the row. */
const DATABASE_DETAILS = ['query', 'params', 'detail', 'where', 'internalQuery', 'parameters'];

type SerializedError = Record<string, unknown> & { message?: string; stack?: string; cause?: unknown };

/**
 * Errors as they are logged, with whatever a failed query carries about the data left out: Drizzle's
 * wrapper repeats the SQL and its bind parameters in its message (an account's password hash, say),
 * and PostgreSQL's `detail` quotes the offending row.
 */
function safeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as SerializedError;
  return scrub(serialized, error);
}

/** The driver's error behind a failed query: its SQLSTATE and its own message. */
function databaseErrorOf(error: unknown): { code: string; message: string } | undefined {
  for (let current = (error as { cause?: unknown } | null)?.cause; current instanceof Error;) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: current.message };
    current = current.cause;
  }
  return undefined;
}

/**
 * What a failed query's database error may say in a log. A data exception (class 22) quotes the value it
 * could not take — a parameter's, say — so it is known by its code alone; the other messages name a
 * constraint, a table or the reason (a full disk, a read-only transaction), never a value.
 */
function failedQueryMessage(error: unknown): { message: string; code?: string } {
  const database = databaseErrorOf(error);
  if (!database) return { message: 'A database query failed' };
  const { code, message } = database;
  return {
    code,
    message: code.startsWith('22')
      ? `A database query failed: ${code}`
      : `A database query failed: ${message}`,
  };
}

function scrub(serialized: SerializedError, original: unknown): SerializedError {
  const failedQuery = typeof (original as { query?: unknown } | null)?.query === 'string';
  const cleaned: SerializedError = Object.fromEntries(
    Object.entries(serialized).filter(([key]) => !DATABASE_DETAILS.includes(key)),
  );
  if (failedQuery) {
    Object.assign(cleaned, failedQueryMessage(original));
    cleaned.stack = serialized.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n');
  }
  if (serialized.cause && typeof serialized.cause === 'object') {
    cleaned.cause = scrub(
      serialized.cause as SerializedError,
      (original as { cause?: unknown } | null)?.cause,
    );
  }
  return cleaned;
}

export const loggerOptions = (level: Config['log']['level']): LoggerOptions => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
  serializers: { err: safeError },
});

/**
 * Production: JSON lines on stdout, errors on stderr (what log collectors expect).
 * Development: a readable console plus `application.log` and `error.log` in `LOG_DIR`.
 * `destination` replaces both, e.g. for tests that read what was logged.
 */
export function createLogger(config: Pick<Config, 'env' | 'log'>, destination?: DestinationStream): Logger {
  const options = loggerOptions(config.log.level);
  if (destination) return pino(options, destination);
  if (config.env === 'production') {
    return pino(
      options,
      pino.multistream(
        [
          { level: 'trace', stream: process.stdout },
          { level: 'error', stream: process.stderr },
        ],
        { dedupe: true },
      ),
    );
  }
  mkdirSync(config.log.dir, { recursive: true });
  return pino({
    ...options,
    transport: {
      targets: [
        { target: 'pino-pretty', level: config.log.level, options: { destination: 1, colorize: true } },
        {
          target: 'pino/file',
          level: config.log.level,
          options: { destination: join(config.log.dir, 'application.log') },
        },
        { target: 'pino/file', level: 'error', options: { destination: join(config.log.dir, 'error.log') } },
      ],
    },
  });
}
