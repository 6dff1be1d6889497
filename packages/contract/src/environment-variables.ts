/**
 * Every environment variable, written once: the documentation site shows this table, `.env.example` is
 * written from it (`npm run env:example`), and the API's tests hold `apps/api/src/config.ts` to its names
 * and defaults.
 */
export type EnvironmentVariable = {
  readonly name: string;
  /** What it sets; backticks mark code. */
  readonly description: string;
  /** A value it may take, to show; none for secrets. */
  readonly example?: string;
} & (
  | {
      /** The value taken when the variable is unset or empty, spelt as in `.env`. */
      readonly default: string;
      readonly whenUnset?: never;
    }
  | {
      /** What happens when it is unset, where that is no single value. */
      readonly whenUnset: string;
      readonly default?: never;
    }
);

/** Variables that belong together, under a heading of `.env.example`. */
export interface EnvironmentVariableGroup {
  readonly title: string;
  readonly variables: readonly EnvironmentVariable[];
}

/** What `.env` may set: the API reads each of these in every environment. */
export const API_VARIABLE_GROUPS: readonly EnvironmentVariableGroup[] = [
  {
    title: 'The server',
    variables: [
      {
        name: 'NODE_ENV',
        default: 'development',
        description:
          "development, production or test. Production logs JSON to stdout, listens on every interface and requires the token secrets; test (the test suite only) hashes new passwords at argon2's least cost.",
        example: 'production',
      },
      {
        name: 'APPLICATION_PORT',
        default: '3000',
        description: 'The HTTP port (0–65535).',
        example: '3000',
      },
      {
        name: 'HOST',
        whenUnset: '127.0.0.1 (0.0.0.0 in production)',
        description: 'The address to listen on.',
        example: '0.0.0.0',
      },
    ],
  },
  {
    title: 'The database',
    variables: [
      {
        name: 'DATABASE_URL',
        whenUnset: 'the embedded PGlite database in DATA_DIR',
        description:
          'A postgres:// or postgresql:// URL of a PostgreSQL server. Pending migrations are applied at start.',
        example: 'postgres://user:password@127.0.0.1:5432/abacus',
      },
      {
        name: 'DATA_DIR',
        default: './data',
        description:
          'The embedded database and, outside production, the generated token secrets (secrets.json).',
        example: './data',
      },
      {
        name: 'DATABASE_TIMEOUT',
        default: '5s',
        description:
          'PostgreSQL only: a connection, a statement or an answer taking longer fails the request with 503 and Retry-After.',
        example: '5s',
      },
    ],
  },
  {
    title: 'Tokens',
    variables: [
      {
        name: 'ACCESS_TOKEN_SECRET',
        whenUnset: 'generated once into DATA_DIR; required in production',
        description: 'Signs access tokens (JWT, HS256). At least 32 characters.',
      },
      {
        name: 'REFRESH_TOKEN_SECRET',
        whenUnset: 'generated once into DATA_DIR; required in production',
        description: 'Signs refresh tokens. At least 32 characters, different from the access token secret.',
      },
      {
        name: 'ACCESS_TOKEN_EXPIRY',
        default: '5m',
        description: 'Access token lifetime: a whole number followed by s, m, h or d.',
        example: '5m',
      },
      {
        name: 'REFRESH_TOKEN_EXPIRY',
        default: '1h',
        description: 'Refresh token lifetime; each refresh token can be spent once.',
        example: '1h',
      },
    ],
  },
  {
    title: 'Browsers and proxies',
    variables: [
      {
        name: 'PUBLIC_URL',
        whenUnset: 'the address each request came to',
        description:
          'The address children and teachers reach the platform at (scheme://host[:port], and the path if it is served under one): the join slips print its /app/join page, whatever Host header a request carried.',
        example: 'https://abacus.example.org',
      },
      {
        name: 'CORS_WHITELIST',
        whenUnset: 'every origin',
        description: 'Comma-separated origins (scheme://host[:port]) allowed to call the API from a browser.',
        example: 'https://school.example,http://localhost:5173',
      },
      {
        name: 'TRUST_PROXY',
        whenUnset: 'trust no proxy',
        description:
          'Behind a reverse proxy: its addresses or ranges (10.0.0.0/8, loopback, linklocal, uniquelocal), comma-separated, or the number of proxies in front (1–10). X-Forwarded-For then names the client for rate limits and logs.',
        example: '10.0.0.0/8',
      },
    ],
  },
  {
    title: 'Logs',
    variables: [
      {
        name: 'LOG_LEVEL',
        default: 'info',
        description: 'fatal, error, warn, info, debug, trace or silent.',
        example: 'debug',
      },
      {
        name: 'LOG_DIR',
        default: './logs',
        description: 'Where development writes application.log and error.log.',
        example: './logs',
      },
    ],
  },
  {
    title: 'Registration and rate limits',
    variables: [
      {
        name: 'ADMIN_REGISTRATION',
        default: 'open',
        description: 'closed disables admin self-registration (POST /api/v1/admin/register).',
        example: 'closed',
      },
      {
        name: 'REDIS_URL',
        whenUnset: 'counters in memory',
        description: 'A redis:// or rediss:// URL, so several API processes share their rate-limit counters.',
        example: 'redis://127.0.0.1:6379',
      },
      {
        name: 'REDIS_COMMAND_TIMEOUT_MS',
        default: '300',
        description:
          'Milliseconds a Redis command may take. Past it, or while Redis is unreachable, the rate limits pause (every request goes on, nothing is counted, one warning in the log) until a ping answers again, so a stalled Redis delays a request by this at most once.',
        example: '300',
      },
      {
        name: 'LOGIN_RATE_LIMIT_MAX',
        default: '10',
        description:
          'Wrong passwords allowed per username and client address in each window (signing in with the right one spends nothing); past them, every attempt gets 429 until the window ends.',
        example: '10',
      },
      {
        name: 'LOGIN_RATE_LIMIT_WINDOW',
        default: '15m',
        description: 'The window of LOGIN_RATE_LIMIT_MAX.',
        example: '15m',
      },
      {
        name: 'LOGIN_FAILURE_RATE_LIMIT_MAX',
        default: '100',
        description:
          'Usernames that may fail to sign in from one client address in each login window, each counted once until its password is given right; past them the address signs in only to those and to accounts that signed in from it in the last 30 days. Also the refresh tokens not signed by this server that one address may send per window (renewals with genuine ones are not limited).',
        example: '100',
      },
      {
        name: 'REGISTRATION_RATE_LIMIT_MAX',
        default: '100',
        description:
          'Registrations without a token allowed per client address in each window (an admin registering students is not counted); the default lets a class of 60 sign up from one school address.',
        example: '100',
      },
      {
        name: 'REGISTRATION_RATE_LIMIT_WINDOW',
        default: '15m',
        description: 'The window of REGISTRATION_RATE_LIMIT_MAX.',
        example: '15m',
      },
      {
        name: 'ACCOUNT_RATE_LIMIT_WINDOW',
        default: '15m',
        description: 'The window of the per-account limits below.',
        example: '15m',
      },
      {
        name: 'EXAM_CREATION_RATE_LIMIT_MAX',
        default: '60',
        description: 'Exams one admin may create or regenerate in each window.',
        example: '60',
      },
      {
        name: 'STUDENT_CREATION_RATE_LIMIT_MAX',
        default: '300',
        description: 'Students one admin may register, or give a new password, in each window.',
        example: '300',
      },
      {
        name: 'RESULT_RATE_LIMIT_MAX',
        default: '300',
        description: 'Results and attempts one student may submit or start in each window.',
        example: '300',
      },
      {
        name: 'AUTOSAVE_RATE_LIMIT_MAX',
        default: '1800',
        description:
          'Autosaves of answers one student may send in each window: by default two a second for the whole 15 minutes.',
        example: '1800',
      },
      {
        name: 'ROUND_RATE_LIMIT_MAX',
        default: '600',
        description:
          'Joins and answers of live rounds one student may send in each window: far above rounds played all through it.',
        example: '600',
      },
      {
        name: 'REPORT_RATE_LIMIT_MAX',
        default: '60',
        description: 'PDF reports one account may download in each window.',
        example: '60',
      },
      {
        name: 'PROFILE_CONFLICT_RATE_LIMIT_MAX',
        default: '10',
        description:
          'Usernames or emails already taken that one account may meet while changing a profile, per window.',
        example: '10',
      },
      {
        name: 'READ_BUDGET_MIB_PER_MINUTE',
        default: '16',
        description:
          'MiB of answers one signed-in account may read per minute (each read counts its size, at least ' +
          '4 KiB); beyond it, 429 with Retry-After until the minute ends.',
        example: '16',
      },
      {
        name: 'SCHOOL_READ_BUDGET_MIB_PER_MINUTE',
        default: '96',
        description:
          "MiB of answers the students of one school (one admin) may read together per minute, beside each one's own budget; beyond it, their reads get 429 with Retry-After until the minute ends, while other schools and their own teacher read on.",
        example: '96',
      },
    ],
  },
  {
    title: 'Overload',
    variables: [
      {
        name: 'REQUEST_TIMEOUT',
        default: '30s',
        description:
          'A request’s headers and body must arrive within this, or it is answered 408; an idle connection closes after twice this.',
        example: '30s',
      },
      {
        name: 'MAX_EVENT_LOOP_DELAY_MS',
        default: '1000',
        description:
          'Load shedding: while the event loop lags more than this, new requests get 503 with Retry-After (the health check never). 0 turns it off.',
        example: '1000',
      },
      {
        name: 'MAX_HEAP_USED_MB',
        whenUnset: '90 % of Node’s heap limit',
        description:
          'Load shedding: while the heap holds more than this, new requests get 503 with Retry-After.',
        example: '1536',
      },
      {
        name: 'REPORT_QUEUE_MAX_ROWS',
        default: '20000',
        description:
          'PDF reports one school (an admin and their students) may have waiting for a worker thread, counted in rows of a worksheet: about a millisecond of a thread each (other reports count what their kind has measured: a join slip several rows; each document 50 more); past it, its reports get 429 with Retry-After. Schools take turns on the threads either way, a small report before the large ones waiting.',
        example: '20000',
      },
    ],
  },
  {
    title: 'Live updates',
    variables: [
      {
        name: 'EVENTS_HEARTBEAT_INTERVAL',
        default: '15s',
        description:
          'How often a live stream (`GET /api/v1/events`) sends a heartbeat, so that proxies and clients do not take a quiet stream for a dead one; it also looks again at the account then, and ends the stream of one deleted, signed out or moved to another level.',
        example: '15s',
      },
      {
        name: 'EVENTS_MAX_STREAMS_PER_SCHOOL',
        default: '600',
        description:
          'Live streams one API process serves for one school (an admin and their students) at once; beyond them, a new stream gets 429 with Retry-After, after which the classroom app tries again.',
        example: '600',
      },
      {
        name: 'EVENTS_MAX_STREAMS_PER_ADDRESS',
        default: '1000',
        description:
          'Live streams one API process serves for one client address at once (a /64 for IPv6), whatever the accounts; beyond them, 429 with Retry-After.',
        example: '1000',
      },
    ],
  },
  {
    title: 'Weekly reports by email',
    variables: [
      {
        name: 'SMTP_URL',
        whenUnset: 'no email is sent',
        description:
          "The mail server parents' weekly reports are sent through: smtp:// (STARTTLS when the server offers it) or smtps://, with the account in the URL. Each parent with an email gets their child's one-page report on the school's weekly report day from 18:00 in its time zone; a sending that fails is tried again, up to 5 times over about 2.5 hours, and logged. Requests never wait for it.",
        example: 'smtps://reports%40school.example:app-password@smtp.example.org:465',
      },
      {
        name: 'MAIL_FROM',
        default: 'Abacus Exam Platform <no-reply@localhost>',
        description: 'The sender of the weekly report emails.',
        example: 'Sunrise Abacus <reports@school.example>',
      },
    ],
  },
];

export const API_VARIABLES: readonly EnvironmentVariable[] = API_VARIABLE_GROUPS.flatMap(
  (group) => group.variables,
);

/** `.prod.env` (copied from `.prod.env.example`), read by docker-compose.prod.yml. */
export const PRODUCTION_DOCKER_VARIABLES: readonly EnvironmentVariable[] = [
  {
    name: 'POSTGRES_USER',
    whenUnset: 'required',
    description:
      'The owner of the database, created by PostgreSQL on the first start of an empty data volume.',
    example: 'abacus',
  },
  {
    name: 'POSTGRES_PASSWORD',
    whenUnset: 'required',
    description:
      'That user’s password: long and random. An env file takes its values as written and runs no command, so generate one in a shell (`openssl rand -hex 24`) and paste what it prints, or create the file as the Docker guide shows.',
  },
  {
    name: 'POSTGRES_DB',
    whenUnset: 'required',
    description: 'The API’s database.',
    example: 'abacus',
  },
];

/** What the variable is when unset, as the documentation's "default" column says it. */
export const defaultOf = (variable: EnvironmentVariable): string => variable.default ?? variable.whenUnset;
