import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import type { SignedIn } from './accounts.js';

/** Starts (or resumes) `student`'s attempt of an exam through the API; the response as sent. */
export function startAttempt(app: App, student: SignedIn, examId: string) {
  return app.inject({ method: 'POST', url: `/api/v1/exam/${examId}/attempt`, headers: student.auth });
}

export function saveAnswers(app: App, student: SignedIn, attemptId: string, answers: (string | null)[]) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/attempt/${attemptId}/answers`,
    headers: student.auth,
    payload: { answers },
  });
}

export function submitAttempt(app: App, student: SignedIn, attemptId: string, answers?: (string | null)[]) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/attempt/${attemptId}/submit`,
    headers: student.auth,
    payload: answers ? { answers } : {},
  });
}

/**
 * Moves an attempt's clock back by `minutes`, as if it had started that much earlier: the way to reach
 * its deadline without waiting for it.
 */
export async function ageAttempt(db: Database, attemptId: string, minutes: number): Promise<void> {
  await db.execute(sql`update attempts
    set started_at = started_at - make_interval(secs => ${minutes * 60}),
        deadline = deadline - make_interval(secs => ${minutes * 60})
    where public_id = ${attemptId}`);
}
