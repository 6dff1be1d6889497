import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { createHeavyWork } from '../workers/heavy-work.js';
import { createAdminsService } from './admins/admins-service.js';
import { createAnalyticsService } from './analytics/analytics-service.js';
import { createAttemptsService } from './attempts/attempts-service.js';
import { createExpiredAttempts } from './attempts/expired-attempts.js';
import { createAccountLookup } from './auth/account-lookup.js';
import { createSessionService } from './auth/session-service.js';
import { createTokenService } from './auth/token-service.js';
import { createPasswords } from '../lib/passwords.js';
import { createDataAccess, type DataAccess } from './data-access.js';
import { createLocalEventBus } from './events/event-bus.js';
import { createEventsService } from './events/events-service.js';
import { createPostgresEventBus } from './events/postgres-event-bus.js';
import { createExamQuestionGenerator } from './exams/generate-exam-questions.js';
import { createExamsService } from './exams/exams-service.js';
import { createFamiliesService, createWeeklyMails } from './families/index.js';
import { createGradingService } from './grading/grading-service.js';
import { createQuestionsService } from './questions/questions-service.js';
import { createReportsService } from './reports/reports-service.js';
import { createResultsService } from './results/results-service.js';
import { createRoundsService } from './rounds/rounds-service.js';
import { createPracticeService } from './practice/practice-service.js';
import { createSkillsService } from './skills/index.js';
import { createStudentsService } from './students/students-service.js';

export interface ModulesOptions {
  db: Database;
  /** The PostgreSQL server the database is on (events travel between processes through it); null: embedded. */
  serverUrl: string | null;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * The composition root: every repository and service, built once over one database and handed to the
 * route plugins and the authentication, and the worker threads and the event bus the services share,
 * started and closed with the app. Nothing else constructs a service, a repository, a worker pool or a bus.
 */
export function createModules({ db, serverUrl, config, log }: ModulesOptions) {
  const data = createDataAccess(db);
  const heavyWork = createHeavyWork({ maxWaitingRows: config.reportQueueMaxRows });
  const bus = serverUrl ? createPostgresEventBus({ url: serverUrl, db, log }) : createLocalEventBus();
  const generateQuestions = createExamQuestionGenerator(heavyWork);
  const tokens = createTokenService(config.tokens);
  const passwords = createPasswords(config.passwordHashing);
  const findAccount = createAccountLookup(data);
  const results = createResultsService({ data, events: bus });
  const examsOver = (examData: Pick<DataAccess, 'exams'>) =>
    createExamsService({ data: examData, generateQuestions, events: bus });
  const grading = createGradingService({ data, examsOver });
  const skills = createSkillsService({ data });
  const attempts = createAttemptsService({ data, results, generateQuestions, events: bus });
  const rounds = createRoundsService({ data, events: bus });
  const exams = examsOver(data);
  const expiredAttempts = createExpiredAttempts({ data, events: bus });
  const practice = createPracticeService({ data, skills, attempts, generateQuestions });
  const families = createFamiliesService({
    data,
    passwords,
    practice,
    results,
    skills,
    grading,
    exams,
    expiredAttempts,
  });
  const reports = createReportsService({ data, results, grading, heavyWork });
  const { smtpUrl, from } = config.mail;
  const weeklyMails = smtpUrl ? createWeeklyMails({ data, families, reports, smtpUrl, from, log }) : null;
  return {
    tokens,
    findAccount,
    sessions: createSessionService({ tokens, passwords, data }),
    admins: createAdminsService({
      data,
      passwords,
      registrationOpen: config.adminRegistration === 'open',
    }),
    students: createStudentsService({ data, passwords, readyToMoveUp: skills.readyToMoveUp }),
    exams,
    questions: createQuestionsService({ data, generateQuestions, events: bus }),
    results,
    attempts,
    expiredAttempts,
    analytics: createAnalyticsService({ data }),
    grading,
    rounds,
    skills,
    practice,
    families,
    /** Null when the server sends no mail (no SMTP_URL). */
    weeklyMails,
    reports,
    events: createEventsService({
      bus,
      findAccount,
      heartbeatSeconds: config.eventsHeartbeat,
      caps: config.eventStreamCaps,
    }),
    /** Listens for other processes' events and starts the weekly report emails; for the app's onReady. */
    start: async () => {
      await bus.start();
      weeklyMails?.start();
    },
    /** False while this process cannot hear the events of the others; for the health check. */
    eventsListening: () => bus.listening(),
    /** Stops the rounds' timers, the weekly emails, the worker threads and the bus; for the app's onClose. */
    close: async () => {
      rounds.close();
      await weeklyMails?.close();
      await Promise.all([heavyWork.close(), bus.close()]);
    },
  };
}

export type Modules = ReturnType<typeof createModules>;
