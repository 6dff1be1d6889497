import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** A complete, valid configuration for tests; `overrides` replace individual variables. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    ACCESS_TOKEN_SECRET: 'test-access-secret-0123456789abcdef0123',
    REFRESH_TOKEN_SECRET: 'test-refresh-secret-0123456789abcdef012',
    LOG_LEVEL: 'silent',
    // Test files register many accounts from one address; the rate-limit tests set their own limits.
    REGISTRATION_RATE_LIMIT_MAX: '100000',
    LOGIN_RATE_LIMIT_MAX: '100000',
    LOGIN_FAILURE_RATE_LIMIT_MAX: '100000',
    EXAM_CREATION_RATE_LIMIT_MAX: '100000',
    STUDENT_CREATION_RATE_LIMIT_MAX: '100000',
    RESULT_RATE_LIMIT_MAX: '100000',
    REPORT_RATE_LIMIT_MAX: '100000',
    PROFILE_CONFLICT_RATE_LIMIT_MAX: '100000',
    READ_BUDGET_MIB_PER_MINUTE: '100000',
    SCHOOL_READ_BUDGET_MIB_PER_MINUTE: '100000',
    // A loaded test machine stalls the event loop for seconds: only the overload tests turn shedding on.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // A stall past the 300 ms default times a Redis command out, which pauses the limits under test.
    REDIS_COMMAND_TIMEOUT_MS: '10000',
    ...overrides,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logger?: FastifyBaseLogger;
  /** Adds routes (or hooks) before the app is readied, e.g. to force an error path. */
  extend?: (app: App) => void | Promise<void>;
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  /** Closes the app and removes its database. */
  close(): Promise<void>;
}

/** The real app on a fresh database of its own. The caller closes it (see {@link useTestApp}). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  let app: App | undefined;
  try {
    app = await buildApp({
      config: testConfig(options.env),
      database: database.connection,
      checkResponseContract: true,
      ...(options.logger && { logger: options.logger }),
    });
    await options.extend?.(app);
    await app.ready();
  } catch (error) {
    await app?.close();
    await database.drop();
    throw error;
  }
  const built = app;
  return {
    app: built,
    database,
    async close() {
      await built.close();
      await database.drop();
    },
  };
}

/**
 * One app for a whole test file (or describe block): built before its tests, closed and its database
 * removed after them. Read `.app` inside tests, not at collection time.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  const ready = () => {
    if (!current) throw new Error('useTestApp: the app is only available inside tests and hooks');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    close: () => ready().close(),
  };
}
