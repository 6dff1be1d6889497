// @driver-neutral: it parses DATABASE_TIMEOUT and opens no database
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createPasswords } from '../../src/lib/passwords.js';

const SECRETS = {
  ACCESS_TOKEN_SECRET: 'a'.repeat(32),
  REFRESH_TOKEN_SECRET: 'r'.repeat(32),
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadConfig', () => {
  const directories: string[] = [];
  const tempDir = () => {
    const directory = mkdtempSync(join(tmpdir(), 'abacus-config-'));
    directories.push(directory);
    return directory;
  };
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  it('applies the documented defaults', () => {
    const config = loadConfig({ ...SECRETS });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: join(process.cwd(), 'data'),
      tokens: { accessExpiry: 300, refreshExpiry: 3600 },
      corsWhitelist: undefined,
      log: { level: 'info', dir: join(process.cwd(), 'logs') },
      redisUrl: undefined,
      redisCommandTimeoutMs: 300,
      loginRateLimit: { max: 10, window: 900 },
      registrationRateLimit: { max: 100, window: 900 },
      eventsHeartbeat: 15,
      adminRegistration: 'open',
    });
  });

  it('binds to every interface in production', () => {
    expect(loadConfig({ ...SECRETS, NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...SECRETS, NODE_ENV: 'production', HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('parses every variable', () => {
    const config = loadConfig({
      ...SECRETS,
      NODE_ENV: 'production',
      APPLICATION_PORT: '8080',
      DATABASE_URL: 'postgresql://app:secret@db:5432/abacus',
      DATA_DIR: '/var/lib/abacus',
      ACCESS_TOKEN_EXPIRY: '30s',
      REFRESH_TOKEN_EXPIRY: '7d',
      CORS_WHITELIST: ' https://a.example.com ,http://localhost:5173,, ',
      LOG_LEVEL: 'warn',
      LOG_DIR: '/var/log/abacus',
      REDIS_URL: 'redis://cache:6379',
      LOGIN_RATE_LIMIT_MAX: '5',
      LOGIN_RATE_LIMIT_WINDOW: '1h',
      REGISTRATION_RATE_LIMIT_MAX: '50',
      REGISTRATION_RATE_LIMIT_WINDOW: '30m',
      LOGIN_FAILURE_RATE_LIMIT_MAX: '40',
      ADMIN_REGISTRATION: 'closed',
      ACCOUNT_RATE_LIMIT_WINDOW: '1h',
      EXAM_CREATION_RATE_LIMIT_MAX: '20',
      STUDENT_CREATION_RATE_LIMIT_MAX: '90',
      RESULT_RATE_LIMIT_MAX: '500',
      AUTOSAVE_RATE_LIMIT_MAX: '900',
      ROUND_RATE_LIMIT_MAX: '120',
      REPORT_RATE_LIMIT_MAX: '15',
      PROFILE_CONFLICT_RATE_LIMIT_MAX: '3',
      READ_BUDGET_MIB_PER_MINUTE: '8',
      SCHOOL_READ_BUDGET_MIB_PER_MINUTE: '40',
      TRUST_PROXY: '10.0.0.0/8, 172.18.0.2, loopback',
      REQUEST_TIMEOUT: '10s',
      MAX_EVENT_LOOP_DELAY_MS: '500',
      MAX_HEAP_USED_MB: '512',
      REPORT_QUEUE_MAX_ROWS: '5000',
      DATABASE_TIMEOUT: '3s',
      EVENTS_HEARTBEAT_INTERVAL: '30s',
      EVENTS_MAX_STREAMS_PER_SCHOOL: '200',
      EVENTS_MAX_STREAMS_PER_ADDRESS: '400',
      PUBLIC_URL: 'https://abacus.school.example/',
      REDIS_COMMAND_TIMEOUT_MS: '150',
      SMTP_URL: 'smtps://reports%40school.example:secret@smtp.example.org:465',
      MAIL_FROM: ' Sunrise Abacus <reports@school.example> ',
    });
    expect(config).toEqual({
      env: 'production',
      port: 8080,
      host: '0.0.0.0',
      trustProxy: ['10.0.0.0/8', '172.18.0.2', 'loopback'],
      http: { requestTimeout: 10, maxEventLoopDelayMs: 500, maxHeapUsedBytes: 512 * 1024 * 1024 },
      reportQueueMaxRows: 5000,
      databaseUrl: 'postgresql://app:secret@db:5432/abacus',
      databaseTimeout: 3,
      dataDir: '/var/lib/abacus',
      tokens: {
        accessSecret: SECRETS.ACCESS_TOKEN_SECRET,
        refreshSecret: SECRETS.REFRESH_TOKEN_SECRET,
        accessExpiry: 30,
        refreshExpiry: 7 * 86_400,
      },
      corsWhitelist: ['https://a.example.com', 'http://localhost:5173'],
      publicUrl: 'https://abacus.school.example',
      log: { level: 'warn', dir: '/var/log/abacus' },
      redisUrl: 'redis://cache:6379',
      mail: {
        smtpUrl: 'smtps://reports%40school.example:secret@smtp.example.org:465',
        from: 'Sunrise Abacus <reports@school.example>',
      },
      redisCommandTimeoutMs: 150,
      loginRateLimit: { max: 5, window: 3600 },
      loginFailureRateLimit: { max: 40, window: 3600 },
      registrationRateLimit: { max: 50, window: 1800 },
      accountRateLimits: {
        examCreation: { max: 20, window: 3600 },
        studentCreation: { max: 90, window: 3600 },
        results: { max: 500, window: 3600 },
        autosaves: { max: 900, window: 3600 },
        roundPosts: { max: 120, window: 3600 },
        reports: { max: 15, window: 3600 },
        profileConflicts: { max: 3, window: 3600 },
      },
      readBudget: { max: 8 * 1024, window: 60 },
      schoolReadBudget: { max: 40 * 1024, window: 60 },
      eventsHeartbeat: 30,
      eventStreamCaps: { perSchool: 200, perAddress: 400 },
      adminRegistration: 'closed',
      passwordHashing: 'standard',
    });
  });

  it('reads TRUST_PROXY as a hop count or addresses, and refuses anything else', () => {
    expect(loadConfig({ ...SECRETS, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...SECRETS, TRUST_PROXY: '::1, fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
    expect(loadConfig(SECRETS).trustProxy).toBeUndefined();
    expect(problemsOf({ ...SECRETS, TRUST_PROXY: '0' })).toEqual([
      'TRUST_PROXY: as a hop count must be between 1 and 10',
    ]);
    expect(problemsOf({ ...SECRETS, TRUST_PROXY: 'proxy.internal, 10.0.0.0/33' })).toEqual([
      'TRUST_PROXY: "proxy.internal" is neither an address, a range (10.0.0.0/8) nor one of loopback, linklocal, uniquelocal',
      'TRUST_PROXY: "10.0.0.0/33" is neither an address, a range (10.0.0.0/8) nor one of loopback, linklocal, uniquelocal',
    ]);
  });

  it('sheds load before the heap runs out unless told a limit', () => {
    const config = loadConfig(SECRETS);
    expect(config.http).toMatchObject({ requestTimeout: 30, maxEventLoopDelayMs: 1000 });
    expect(config.http.maxHeapUsedBytes).toBeGreaterThan(100 * 1024 * 1024);
    expect(config.databaseTimeout).toBe(5);
  });

  it("hashes passwords at OWASP's cost in every mode but the test suite's", async () => {
    const hashOf = (env: Record<string, string>) =>
      createPasswords(loadConfig({ ...SECRETS, ...env }).passwordHashing).hash('a password');
    for (const NODE_ENV of ['development', 'production']) {
      expect(await hashOf({ NODE_ENV })).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    const cheap = await hashOf({ NODE_ENV: 'test' });
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    // Made cheaply, it still verifies wherever it is read: a hash records its own cost.
    const passwords = createPasswords('standard');
    expect(await passwords.verify(cheap, 'a password')).toBe(true);
    expect(await passwords.verify(cheap, 'another')).toBe(false);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ ...SECRETS, APPLICATION_PORT: '', REDIS_URL: '  ', CORS_WHITELIST: '' });
    expect(config.port).toBe(3000);
    expect(config.redisUrl).toBeUndefined();
    expect(config.corsWhitelist).toBeUndefined();
  });

  it('reports one clear line per invalid variable', () => {
    const problems = problemsOf({
      ...SECRETS,
      NODE_ENV: 'staging',
      APPLICATION_PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/abacus',
      ACCESS_TOKEN_EXPIRY: '5 minutes',
      CORS_WHITELIST: 'https://ok.example.com,https://bad.example.com/path',
      LOG_LEVEL: 'loud',
      REDIS_URL: 'http://cache',
      LOGIN_RATE_LIMIT_MAX: '0',
      ADMIN_REGISTRATION: 'maybe',
    });
    expect(problems).toHaveLength(9);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^NODE_ENV: /),
        'APPLICATION_PORT: must be a whole number from 0 to 65535',
        expect.stringMatching(/^DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//),
        'ACCESS_TOKEN_EXPIRY: must be a whole number followed by s, m, h or d (e.g. 5m, 1h)',
        'CORS_WHITELIST: "https://bad.example.com/path" is not an origin (scheme://host[:port], no path or trailing slash)',
        expect.stringMatching(/^LOG_LEVEL: /),
        expect.stringMatching(/^REDIS_URL: must be a URL starting with redis:\/\/ or rediss:\/\//),
        'LOGIN_RATE_LIMIT_MAX: must be a whole number from 1 to 100000',
        expect.stringMatching(/^ADMIN_REGISTRATION: /),
      ]),
    );
  });

  it('rejects a port out of range and secrets that are too short', () => {
    expect(
      problemsOf({
        APPLICATION_PORT: '70000',
        ACCESS_TOKEN_SECRET: 'short',
        REFRESH_TOKEN_SECRET: 'r'.repeat(32),
      }),
    ).toEqual([
      'APPLICATION_PORT: must be a whole number from 0 to 65535',
      'ACCESS_TOKEN_SECRET: must be at least 32 characters long',
    ]);
  });

  it('refuses to start in production without token secrets', () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (caught) {
        return caught as ConfigError;
      }
      throw new Error('expected a ConfigError');
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.problems).toEqual([
      'ACCESS_TOKEN_SECRET: is required in production (at least 32 characters)',
      'REFRESH_TOKEN_SECRET: is required in production (at least 32 characters)',
    ]);
    expect(error.message).toBe(
      'Invalid configuration:\n' +
        '  ACCESS_TOKEN_SECRET: is required in production (at least 32 characters)\n' +
        '  REFRESH_TOKEN_SECRET: is required in production (at least 32 characters)',
    );
  });

  it('generates development secrets once and keeps them in DATA_DIR', () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });

    expect(first.tokens.accessSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.tokens.refreshSecret).not.toBe(first.tokens.accessSecret);
    expect(second.tokens).toEqual(first.tokens);
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      accessTokenSecret: first.tokens.accessSecret,
      refreshTokenSecret: first.tokens.refreshSecret,
    });
  });

  it('prefers a secret from the environment to the generated one', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, ACCESS_TOKEN_SECRET: SECRETS.ACCESS_TOKEN_SECRET });
    expect(config.tokens.accessSecret).toBe(SECRETS.ACCESS_TOKEN_SECRET);
    expect(config.tokens.refreshSecret).not.toBe(SECRETS.ACCESS_TOKEN_SECRET);
  });

  it('explains a damaged secrets file instead of silently replacing it', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'secrets.json'), '{"accessTokenSecret": "too short"}');
    expect(problemsOf({ DATA_DIR: dataDir })).toEqual([
      `${join(dataDir, 'secrets.json')}: is unreadable or malformed; delete it to generate new development secrets`,
    ]);
  });
});
