import { DEADLINE_GRACE_MS } from '../../domain/attempt-timing.js';
import type { Account } from '../../domain/roles.js';
import { HttpError } from '../../lib/http-error.js';
import type { DataAccess } from '../data-access.js';
import type { EventBus } from '../events/index.js';
import { finishExpired } from './attempt-scoring.js';

/**
 * Attempts nobody submitted are finished when their time is up, as far as anyone reading results can tell:
 * every read that shows results or analytics first finishes the attempts it would otherwise miss — of the
 * admin's exams, or of the student — so a teacher at deadline + grace sees the whole class, not those who
 * pressed Submit. After the first such read there are none left, and the look costs one indexed query.
 */
export function createExpiredAttempts({
  data,
  events,
}: {
  data: Pick<DataAccess, 'attempts' | 'results' | 'transaction'>;
  events: Pick<EventBus, 'publish'>;
}) {
  return {
    /** Finishes every expired attempt the account's results include; how many this call finished. */
    async settle(account: Account, now = new Date()): Promise<number> {
      const whose = account.role === 'admin' ? { adminId: account.id } : { studentId: account.id };
      const expired = await data.attempts.expiredOpen(whose, new Date(now.getTime() - DEADLINE_GRACE_MS));
      let finished = 0;
      for (const attemptId of expired) {
        try {
          if (await finishExpired(data, events, attemptId, now)) finished++;
        } catch (error) {
          // Its student has the assessment's result already: the attempt is gone, and so is the problem.
          if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
        }
      }
      return finished;
    },
  };
}

export type ExpiredAttempts = ReturnType<typeof createExpiredAttempts>;
