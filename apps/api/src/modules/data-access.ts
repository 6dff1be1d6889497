import type { Database } from '../db/database.js';
import { createAdminsRepository } from './admins/admins-repository.js';
import { createAnalyticsRepository } from './analytics/analytics-repository.js';
import { createAttemptsRepository } from './attempts/attempts-repository.js';
import { createAccountStandingRepository } from './auth/account-standing-repository.js';
import { createRefreshTokensRepository } from './auth/refresh-tokens-repository.js';
import { createParentsRepository } from './families/parents-repository.js';
import { createExamsRepository } from './exams/exams-repository.js';
import { createGradingRepository } from './grading/grading-repository.js';
import { createPracticeRepository } from './practice/practice-repository.js';
import { createResultsRepository } from './results/results-repository.js';
import { createRoundsRepository } from './rounds/rounds-repository.js';
import { createSkillsRepository } from './skills/skills-repository.js';
import { createStudentsRepository } from './students/students-repository.js';

/** Every repository, over the database or over one transaction. */
function createRepositories(db: Database) {
  return {
    admins: createAdminsRepository(db),
    students: createStudentsRepository(db),
    parents: createParentsRepository(db),
    refreshTokens: createRefreshTokensRepository(db),
    standings: createAccountStandingRepository(db),
    exams: createExamsRepository(db),
    results: createResultsRepository(db),
    attempts: createAttemptsRepository(db),
    analytics: createAnalyticsRepository(db),
    gradings: createGradingRepository(db),
    rounds: createRoundsRepository(db),
    skills: createSkillsRepository(db),
    practice: createPracticeRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** What services read and write through: the repositories, and one transaction for multi-step changes. */
export interface DataAccess extends Repositories {
  /** Runs `work` in one transaction: every repository it is handed is bound to it; all or nothing. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

export function createDataAccess(db: Database): DataAccess {
  return {
    ...createRepositories(db),
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx))),
  };
}
