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
import { createDataAccess } from './data-access.js';
import { createExamQuestionGenerator } from './exams/generate-exam-questions.js';
import { createExamsService } from './exams/exams-service.js';
import { createQuestionsService } from './questions/questions-service.js';
import { createReportsService } from './reports/reports-service.js';
import { createResultsService } from './results/results-service.js';
import { createStudentsService } from './students/students-service.js';

/**
 * The composition root: every repository and service, built once over one database and handed to the
 * route plugins and the authentication, and the worker threads the services share, closed with the app.
 * Nothing else constructs a service, a repository or a worker pool.
 */
export function createModules({ db, config }: { db: Database; config: Config }) {
  const data = createDataAccess(db);
  const heavyWork = createHeavyWork({ maxWaitingRows: config.reportQueueMaxRows });
  const generateQuestions = createExamQuestionGenerator(heavyWork);
  const tokens = createTokenService(config.tokens);
  const results = createResultsService({ data });
  return {
    tokens,
    findAccount: createAccountLookup(data),
    sessions: createSessionService({ tokens, data }),
    admins: createAdminsService({ data, registrationOpen: config.adminRegistration === 'open' }),
    students: createStudentsService({ data }),
    exams: createExamsService({ data, generateQuestions }),
    questions: createQuestionsService({ data, generateQuestions }),
    results,
    attempts: createAttemptsService({ data, results, generateQuestions }),
    expiredAttempts: createExpiredAttempts(data),
    analytics: createAnalyticsService({ data }),
    reports: createReportsService({ data, results, heavyWork }),
    /** Stops the worker threads; for the app's onClose. */
    close: () => heavyWork.close(),
  };
}

export type Modules = ReturnType<typeof createModules>;
