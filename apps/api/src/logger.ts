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

export const loggerOptions = (level: Config['log']['level']): LoggerOptions => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
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
