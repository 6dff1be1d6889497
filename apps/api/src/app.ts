import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseConnection } from './db/database.js';
import { adminsRoutes } from './modules/admins/admins-routes.js';
import {
  examAnalyticsRoutes,
  levelAnalyticsRoutes,
  studentAnalyticsRoutes,
} from './modules/analytics/analytics-routes.js';
import { attemptsRoutes, examAttemptRoutes } from './modules/attempts/attempts-routes.js';
import { sessionRoutes } from './modules/auth/session-routes.js';
import { examsRoutes } from './modules/exams/exams-routes.js';
import { familyCodeRoutes } from './modules/families/family-code-routes.js';
import { parentRoutes } from './modules/families/parent-routes.js';
import type { WeeklyMails } from './modules/families/index.js';
import { gradeHistoryRoutes, gradingRoutes } from './modules/grading/grading-routes.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { roundsRoutes } from './modules/rounds/rounds-routes.js';
import { practiceSettingsRoutes, todaysPracticeRoutes } from './modules/practice/practice-routes.js';
import { classMapRoutes, skillsRoutes } from './modules/skills/skills-routes.js';
import { eventsRoutes } from './modules/events/events-routes.js';
import { createModules } from './modules/index.js';
import { openapiRoutes } from './modules/openapi/openapi-routes.js';
import { questionsRoutes } from './modules/questions/questions-routes.js';
import { examResultsRoutes } from './modules/results/exam-results-routes.js';
import { resultsRoutes } from './modules/results/results-routes.js';
import { studentsRoutes } from './modules/students/students-routes.js';
import authenticationPlugin from './plugins/app/authentication.js';
import configPlugin from './plugins/app/config.js';
import databasePlugin from './plugins/app/database.js';
import errorHandlerPlugin from './plugins/app/error-handler.js';
import expiredAttemptsPlugin from './plugins/app/expired-attempts.js';
import { clientErrorHandler, frameworkErrors } from './plugins/app/framework-errors.js';
import { compiledSerializerCompiler } from './plugins/app/response-serializer.js';
import gracefulClosePlugin from './plugins/app/graceful-close.js';
import limitsPlugin from './plugins/app/limits.js';
import privateResponsesPlugin from './plugins/app/private-responses.js';
import requestIdPlugin, { requestIdFor } from './plugins/app/request-id.js';
import readBudgetPlugin from './plugins/app/read-budget.js';
import requestShapePlugin from './plugins/app/request-shape.js';
import compressPlugin from './plugins/external/compress.js';
import corsPlugin from './plugins/external/cors.js';
import helmetPlugin from './plugins/external/helmet.js';
import staticAppPlugin from './plugins/external/static-app.js';
import staticDocsPlugin, { DEFAULT_DOCS_ROOT } from './plugins/external/static-docs.js';
import swaggerPlugin from './plugins/external/swagger.js';
import underPressurePlugin from './plugins/external/under-pressure.js';
import { API_VERSION } from './version.js';

export const API_PREFIX = '/api/v1';
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Fastify's own reading of a hop count, which its types leave out: the nearest `hops` proxies are trusted. */
const trustedProxies = (trust: number | string[]) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/**
 * Node's timeouts for a slow or stalled client: the whole request within `requestTimeout` (checked every
 * second, not Node's default 30), and a connection with no traffic at all closed after twice that and one
 * more check. A stalled request is then always answered 408 by a check before its connection is closed
 * without a word: with a one-second limit, the check due at two seconds and the close due just after it
 * raced.
 */
function httpTimeouts(requestTimeoutSeconds: number) {
  const requestTimeout = requestTimeoutSeconds * 1000;
  const checkingInterval = Math.min(1000, requestTimeout);
  return {
    requestTimeout,
    connectionTimeout: 2 * requestTimeout + checkingInterval,
    http: {
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: checkingInterval,
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Parents' weekly report emails; null when the server sends no mail (no SMTP_URL). */
    weeklyMails: WeeklyMails | null;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the app closes it when it closes. */
  database: DatabaseConnection;
  /** Omitted → no logging (tests). */
  logger?: FastifyBaseLogger;
  /** The built documentation site served at `/`; omitted → apps/docs/dist. */
  docsRoot?: string;
  /** Check every response against its zod schema as well (the tests do); off, it is only serialised. */
  checkResponseContract?: boolean;
}

/** Builds the whole API without listening: `server.ts` listens on it, tests inject requests into it. */
export async function buildApp({
  config,
  database,
  logger,
  docsRoot = DEFAULT_DOCS_ROOT,
  checkResponseContract = false,
}: BuildAppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    ...(config.trustProxy !== undefined && { trustProxy: trustedProxies(config.trustProxy) }),
    ...httpTimeouts(config.http.requestTimeout),
    genReqId: requestIdFor,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Load balancers poll /health every few seconds; logging each poll would drown the real traffic.
      disableRequestLogging: (request) => request.url === '/health',
    }),
    // Let close() finish in-flight requests while refusing new keep-alive traffic.
    forceCloseConnections: 'idle',
    // Requests arriving while closing get the envelope's 503 (plugins/app/graceful-close.ts).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler({ checkContract: checkResponseContract }));
  // JSON is the only body format the API speaks; anything else is answered with 415.
  app.removeContentTypeParser(['text/plain']);

  // Third-party plugins
  await app.register(helmetPlugin);
  // Before the static sites, whose precompressed files it must leave as they are.
  await app.register(compressPlugin);
  await app.register(corsPlugin, { whitelist: config.corsWhitelist });
  await app.register(swaggerPlugin, { version: API_VERSION });
  await app.register(staticDocsPlugin, { root: docsRoot });
  await app.register(staticAppPlugin);
  await app.register(underPressurePlugin, {
    maxEventLoopDelayMs: config.http.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.http.maxHeapUsedBytes,
  });

  const modules = createModules({ db: database.db, serverUrl: database.serverUrl, config, log: app.log });
  // The weekly emails' checks, for an operator's script or a test to run one at a chosen time.
  app.decorate('weeklyMails', modules.weeklyMails);
  app.addHook('onReady', modules.start);
  app.addHook('onClose', modules.close);

  // Cross-cutting application plugins
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database });
  await app.register(requestIdPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(privateResponsesPlugin, { prefix: API_PREFIX });
  await app.register(limitsPlugin, {
    redisUrl: config.redisUrl,
    redisCommandTimeoutMs: config.redisCommandTimeoutMs,
  });
  await app.register(errorHandlerPlugin);
  await app.register(requestShapePlugin);
  await app.register(authenticationPlugin, {
    verifyAccessToken: (token) => modules.tokens.verifyAccessToken(token),
    findAccount: modules.findAccount,
  });
  await app.register(readBudgetPlugin, { budget: config.readBudget, schoolBudget: config.schoolReadBudget });
  await app.register(expiredAttemptsPlugin, {
    settle: (account) => modules.expiredAttempts.settle(account),
  });

  // Modules
  const {
    sessions,
    admins,
    students,
    exams,
    questions,
    results,
    attempts,
    analytics,
    grading,
    rounds,
    reports,
    events,
    skills,
    practice,
    families,
  } = modules;
  await app.register(healthRoutes, { eventsListening: modules.eventsListening });
  await app.register(openapiRoutes, { prefix: API_PREFIX });
  await app.register(sessionRoutes, { prefix: `${API_PREFIX}/student`, role: 'student', sessions });
  await app.register(studentsRoutes, { prefix: `${API_PREFIX}/student`, students });
  await app.register(studentAnalyticsRoutes, { prefix: `${API_PREFIX}/student`, analytics });
  await app.register(gradeHistoryRoutes, { prefix: `${API_PREFIX}/student`, grading });
  await app.register(skillsRoutes, { prefix: `${API_PREFIX}/student`, skills });
  await app.register(sessionRoutes, { prefix: `${API_PREFIX}/admin`, role: 'admin', sessions });
  await app.register(adminsRoutes, { prefix: `${API_PREFIX}/admin`, admins, reports });
  await app.register(examsRoutes, { prefix: `${API_PREFIX}/exam`, exams });
  await app.register(questionsRoutes, { prefix: `${API_PREFIX}/exam`, questions, reports });
  await app.register(examResultsRoutes, { prefix: `${API_PREFIX}/exam`, results, reports });
  await app.register(examAnalyticsRoutes, { prefix: `${API_PREFIX}/exam`, analytics });
  await app.register(resultsRoutes, { prefix: `${API_PREFIX}/result`, results, reports });
  await app.register(examAttemptRoutes, { prefix: `${API_PREFIX}/exam`, attempts });
  await app.register(attemptsRoutes, { prefix: `${API_PREFIX}/attempt`, attempts });
  await app.register(levelAnalyticsRoutes, { prefix: `${API_PREFIX}/analytics`, analytics });
  await app.register(classMapRoutes, { prefix: `${API_PREFIX}/analytics`, skills });
  await app.register(eventsRoutes, { prefix: `${API_PREFIX}/events`, events });
  await app.register(gradingRoutes, { prefix: `${API_PREFIX}/grading`, grading, reports });
  await app.register(roundsRoutes, { prefix: `${API_PREFIX}/round`, rounds });
  await app.register(todaysPracticeRoutes, { prefix: `${API_PREFIX}/student`, practice });
  await app.register(practiceSettingsRoutes, { prefix: `${API_PREFIX}/admin`, practice });
  await app.register(familyCodeRoutes, { prefix: `${API_PREFIX}/student`, families, reports });
  await app.register(sessionRoutes, { prefix: `${API_PREFIX}/parent`, role: 'parent', sessions });
  await app.register(parentRoutes, { prefix: `${API_PREFIX}/parent`, families, reports });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
