import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { duration, MIN_SECRET_LENGTH, origins, secret, trustedProxies, url } from './config-values.js';
import { integerQuery as integer } from './lib/query-schemas.js';
import type { PasswordHashing } from './lib/passwords.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Unless MAX_HEAP_USED_MB says otherwise: shed load before V8 runs out of heap and the process dies. */
const HEAP_SHARE_BEFORE_SHEDDING = 0.9;

/** Every variable the API reads; `API_VARIABLES` of @abacus/contract documents each (a test holds them equal). */
export const EnvironmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APPLICATION_PORT: integer(0, 65_535).default(3000),
  HOST: z.string().trim().min(1).optional(),
  TRUST_PROXY: trustedProxies.optional(),
  // A request (headers and body) must arrive within this; a slow or stalled client is answered 408.
  REQUEST_TIMEOUT: duration.default(30),
  // Load shedding: above these, new requests get 503 with Retry-After instead of queueing forever.
  MAX_EVENT_LOOP_DELAY_MS: integer(0, 60_000).default(1000),
  MAX_HEAP_USED_MB: integer(1, 1_000_000).optional(),
  // PDF reports one school may have waiting for a worker thread, in rows printed: about twenty worksheets
  // of 1000 questions, some twenty seconds of one thread's work.
  REPORT_QUEUE_MAX_ROWS: integer(1, 10_000_000).default(20_000),
  DATABASE_URL: url(
    ['postgres:', 'postgresql:'],
    'postgres://user:password@localhost:5432/abacus',
  ).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  // PostgreSQL that stops answering: a request fails with 503 after this instead of hanging.
  DATABASE_TIMEOUT: duration.default(5),
  ACCESS_TOKEN_SECRET: secret.optional(),
  REFRESH_TOKEN_SECRET: secret.optional(),
  ACCESS_TOKEN_EXPIRY: duration.default(5 * 60),
  REFRESH_TOKEN_EXPIRY: duration.default(60 * 60),
  CORS_WHITELIST: origins.optional(),
  // What printed slips link to: a request's Host header is the client's to choose.
  PUBLIC_URL: url(['http:', 'https:'], 'https://abacus.example.org')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LOG_DIR: z.string().trim().min(1).default('./logs'),
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.org:465').optional(),
  MAIL_FROM: z.string().trim().min(3).default('Abacus Exam Platform <no-reply@localhost>'),
  // A Redis slower than this counts as unreachable: limits pause rather than hold the class's requests.
  REDIS_COMMAND_TIMEOUT_MS: integer(10, 60_000).default(300),
  LOGIN_RATE_LIMIT_MAX: integer(1, 100_000).default(10),
  LOGIN_RATE_LIMIT_WINDOW: duration.default(15 * 60),
  // Failed logins from one address across usernames (password spraying), in the login window.
  LOGIN_FAILURE_RATE_LIMIT_MAX: integer(1, 100_000).default(100),
  // A whole class signing up from one school address (one NAT) must get through; a script must not.
  REGISTRATION_RATE_LIMIT_MAX: integer(1, 100_000).default(100),
  REGISTRATION_RATE_LIMIT_WINDOW: duration.default(15 * 60),
  ADMIN_REGISTRATION: z.enum(['open', 'closed']).default('open'),
  // What one account may do per window: far above what a class does, low enough that nobody can slow
  // everyone else down.
  ACCOUNT_RATE_LIMIT_WINDOW: duration.default(15 * 60),
  EXAM_CREATION_RATE_LIMIT_MAX: integer(1, 100_000).default(60),
  STUDENT_CREATION_RATE_LIMIT_MAX: integer(1, 100_000).default(300),
  RESULT_RATE_LIMIT_MAX: integer(1, 100_000).default(300),
  // Two a second for the whole window: a child answering fast, and a flaky network's retries.
  AUTOSAVE_RATE_LIMIT_MAX: integer(1, 100_000).default(1800),
  // A child answers a live round's question once: rounds all through the window are a few hundred posts.
  ROUND_RATE_LIMIT_MAX: integer(1, 100_000).default(600),
  REPORT_RATE_LIMIT_MAX: integer(1, 100_000).default(60),
  PROFILE_CONFLICT_RATE_LIMIT_MAX: integer(1, 100_000).default(10),
  // What one account may read per minute, in MiB of answers: a class's screens read a few.
  READ_BUDGET_MIB_PER_MINUTE: integer(1, 100_000).default(16),
  // What the students of one school read together: a class of 60 on its busiest screens stays below it.
  SCHOOL_READ_BUDGET_MIB_PER_MINUTE: integer(1, 100_000).default(96),
  // A live stream says it is still there this often, so proxies and clients do not take it for dead.
  EVENTS_HEARTBEAT_INTERVAL: duration.default(15),
  // Live streams one process serves per school and per client address: a school of a few hundred
  // children, each with a tab or two, behind one address.
  EVENTS_MAX_STREAMS_PER_SCHOOL: integer(1, 1_000_000).default(600),
  EVENTS_MAX_STREAMS_PER_ADDRESS: integer(1, 1_000_000).default(1000),
});

type Environment = z.infer<typeof EnvironmentSchema>;

export interface RateLimit {
  max: number;
  /** Seconds. */
  window: number;
}

export interface Config {
  env: Environment['NODE_ENV'];
  port: number;
  host: string;
  /**
   * The reverse proxies whose `X-Forwarded-For` names the client (a hop count or their addresses);
   * unset → the connection's own address is the client's.
   */
  trustProxy: number | string[] | undefined;
  http: {
    /** Seconds a request may take to arrive. */
    requestTimeout: number;
    /** Mean event-loop delay (ms) above which requests are shed; 0 → never. */
    maxEventLoopDelayMs: number;
    /** Heap use (bytes) above which requests are shed. */
    maxHeapUsedBytes: number;
  };
  /** The rows of PDF reports one school may have waiting for a worker thread. */
  reportQueueMaxRows: number;
  /** Unset → the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Seconds a PostgreSQL statement, connection or answer may take before the request fails. */
  databaseTimeout: number;
  dataDir: string;
  tokens: {
    accessSecret: string;
    refreshSecret: string;
    /** Seconds. */
    accessExpiry: number;
    /** Seconds. */
    refreshExpiry: number;
  };
  /** Unset → every origin may call the API. */
  corsWhitelist: string[] | undefined;
  /** The address children reach the platform at, without a trailing slash (join slips link to it). */
  publicUrl: string | undefined;
  log: { level: Environment['LOG_LEVEL']; dir: string };
  redisUrl: string | undefined;
  /** Where weekly reports are emailed through, and who they come from; unset → no email. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Milliseconds a Redis command may take before the limits pause. */
  redisCommandTimeoutMs: number;
  loginRateLimit: RateLimit;
  /** Failed logins per client address, across usernames. */
  loginFailureRateLimit: RateLimit;
  /** Registrations without a token, per client address. */
  registrationRateLimit: RateLimit;
  /** Per account. */
  accountRateLimits: Record<
    | 'examCreation'
    | 'studentCreation'
    | 'results'
    | 'autosaves'
    | 'roundPosts'
    | 'reports'
    | 'profileConflicts',
    RateLimit
  >;
  /** KiB of answers one account may read per window. */
  readBudget: RateLimit;
  /** KiB of answers the students of one school may read together per window. */
  schoolReadBudget: RateLimit;
  /** Seconds between the heartbeats of a live stream (GET /api/v1/events). */
  eventsHeartbeat: number;
  /** The live streams one process serves per school and per client address. */
  eventStreamCaps: { perSchool: number; perAddress: number };
  adminRegistration: Environment['ADMIN_REGISTRATION'];
  /** The cost of a new password's hash: argon2's least under NODE_ENV=test only. */
  passwordHashing: PasswordHashing;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const ENV_FILE = '.env';

/** Adds the variables of `.env` in the working directory, if there is one; those already set win. */
export function loadEnvFile(): void {
  if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
}

/**
 * Reads every setting from `source` (normally `process.env`). Empty strings count as unset, so a
 * `.env` line such as `REDIS_URL=` falls back to the default. Throws a {@link ConfigError} listing
 * one line per bad variable.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, string> = {};
  for (const name of Object.keys(EnvironmentSchema.shape)) {
    const value = source[name];
    if (value !== undefined && value.trim() !== '') raw[name] = value;
  }
  const parsed = EnvironmentSchema.safeParse(raw);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...missingProductionSecrets(raw),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const isProduction = env.NODE_ENV === 'production';

  return {
    env: env.NODE_ENV,
    port: env.APPLICATION_PORT,
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: env.TRUST_PROXY,
    http: {
      requestTimeout: env.REQUEST_TIMEOUT,
      maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes:
        env.MAX_HEAP_USED_MB === undefined
          ? Math.floor(getHeapStatistics().heap_size_limit * HEAP_SHARE_BEFORE_SHEDDING)
          : env.MAX_HEAP_USED_MB * 1024 * 1024,
    },
    reportQueueMaxRows: env.REPORT_QUEUE_MAX_ROWS,
    databaseUrl: env.DATABASE_URL,
    databaseTimeout: env.DATABASE_TIMEOUT,
    dataDir,
    tokens: {
      ...resolveTokenSecrets(env, dataDir),
      accessExpiry: env.ACCESS_TOKEN_EXPIRY,
      refreshExpiry: env.REFRESH_TOKEN_EXPIRY,
    },
    corsWhitelist: env.CORS_WHITELIST,
    publicUrl: env.PUBLIC_URL,
    log: { level: env.LOG_LEVEL, dir: resolve(env.LOG_DIR) },
    redisUrl: env.REDIS_URL,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    loginRateLimit: { max: env.LOGIN_RATE_LIMIT_MAX, window: env.LOGIN_RATE_LIMIT_WINDOW },
    loginFailureRateLimit: { max: env.LOGIN_FAILURE_RATE_LIMIT_MAX, window: env.LOGIN_RATE_LIMIT_WINDOW },
    registrationRateLimit: {
      max: env.REGISTRATION_RATE_LIMIT_MAX,
      window: env.REGISTRATION_RATE_LIMIT_WINDOW,
    },
    accountRateLimits: {
      examCreation: { max: env.EXAM_CREATION_RATE_LIMIT_MAX, window: env.ACCOUNT_RATE_LIMIT_WINDOW },
      studentCreation: { max: env.STUDENT_CREATION_RATE_LIMIT_MAX, window: env.ACCOUNT_RATE_LIMIT_WINDOW },
      results: { max: env.RESULT_RATE_LIMIT_MAX, window: env.ACCOUNT_RATE_LIMIT_WINDOW },
      autosaves: { max: env.AUTOSAVE_RATE_LIMIT_MAX, window: env.ACCOUNT_RATE_LIMIT_WINDOW },
      roundPosts: { max: env.ROUND_RATE_LIMIT_MAX, window: env.ACCOUNT_RATE_LIMIT_WINDOW },
      reports: { max: env.REPORT_RATE_LIMIT_MAX, window: env.ACCOUNT_RATE_LIMIT_WINDOW },
      profileConflicts: { max: env.PROFILE_CONFLICT_RATE_LIMIT_MAX, window: env.ACCOUNT_RATE_LIMIT_WINDOW },
    },
    readBudget: { max: env.READ_BUDGET_MIB_PER_MINUTE * 1024, window: 60 },
    schoolReadBudget: { max: env.SCHOOL_READ_BUDGET_MIB_PER_MINUTE * 1024, window: 60 },
    eventsHeartbeat: env.EVENTS_HEARTBEAT_INTERVAL,
    eventStreamCaps: {
      perSchool: env.EVENTS_MAX_STREAMS_PER_SCHOOL,
      perAddress: env.EVENTS_MAX_STREAMS_PER_ADDRESS,
    },
    adminRegistration: env.ADMIN_REGISTRATION,
    // The test suite makes thousands of accounts; nothing else runs with NODE_ENV=test.
    passwordHashing: env.NODE_ENV === 'test' ? 'least' : 'standard',
  };
}

/** Production never generates secrets: a restart or a second instance would invalidate every token. */
function missingProductionSecrets(raw: Record<string, string>): string[] {
  if (raw.NODE_ENV !== 'production') return [];
  return (['ACCESS_TOKEN_SECRET', 'REFRESH_TOKEN_SECRET'] as const)
    .filter((name) => !raw[name])
    .map((name) => `${name}: is required in production (at least ${MIN_SECRET_LENGTH} characters)`);
}

const SECRETS_FILE = 'secrets.json';
const StoredSecretsSchema = z.object({ accessTokenSecret: secret, refreshTokenSecret: secret });

/**
 * Production is always given both secrets (see `missingProductionSecrets`). Elsewhere a missing secret is
 * generated once and kept in `DATA_DIR`, so tokens stay valid across restarts of a development server.
 */
function resolveTokenSecrets(
  env: Environment,
  dataDir: string,
): { accessSecret: string; refreshSecret: string } {
  if (env.ACCESS_TOKEN_SECRET && env.REFRESH_TOKEN_SECRET) {
    return { accessSecret: env.ACCESS_TOKEN_SECRET, refreshSecret: env.REFRESH_TOKEN_SECRET };
  }
  const stored = readOrCreateStoredSecrets(dataDir);
  return {
    accessSecret: env.ACCESS_TOKEN_SECRET ?? stored.accessTokenSecret,
    refreshSecret: env.REFRESH_TOKEN_SECRET ?? stored.refreshTokenSecret,
  };
}

function readOrCreateStoredSecrets(dataDir: string): z.infer<typeof StoredSecretsSchema> {
  const file = join(dataDir, SECRETS_FILE);
  try {
    return StoredSecretsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new ConfigError([
        `${file}: is unreadable or malformed; delete it to generate new development secrets`,
      ]);
    }
  }
  const generated = {
    accessTokenSecret: randomBytes(48).toString('base64url'),
    refreshTokenSecret: randomBytes(48).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    // Another process starting at the same moment wrote its secrets first: use those.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return StoredSecretsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    }
    // Created but not written (a full disk): an empty file would stop every later start.
    rmSync(file, { force: true });
    throw new ConfigError([
      `DATA_DIR: cannot keep the generated development secrets in ${file} (${(error as Error).message})`,
    ]);
  }
}
