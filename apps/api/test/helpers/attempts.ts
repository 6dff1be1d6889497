import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import type { SignedIn } from './accounts.js';

/** Starts (or resumes) `student`'s attempt of an exam through the API; the response as sent. */
export function startAttempt(app: App, student: SignedIn, examId: string) {
  return app.inject({ method: 'POST', url: `/api/v1/exam/${examId}/attempt`, headers: student.auth });
}

export function saveAnswers(
  app: App,
  student: SignedIn,
  attemptId: string,
  answers: (string | number | null)[],
  timesMs?: number[],
) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/attempt/${attemptId}/answers`,
    headers: student.auth,
    payload: { answers, ...(timesMs && { times_ms: timesMs }) },
  });
}

export function submitAttempt(
  app: App,
  student: SignedIn,
  attemptId: string,
  answers?: (string | number | null)[],
  timesMs?: number[],
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/attempt/${attemptId}/submit`,
    headers: student.auth,
    payload: { ...(answers && { answers }), ...(timesMs && { times_ms: timesMs }) },
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

/** The answer key of an attempt, in the order it shows its questions, as the exam's owner reads it. */
export async function attemptKeyOf(
  app: App,
  owner: SignedIn,
  attemptId: string,
): Promise<('a' | 'b' | 'c' | 'd')[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/attempt/${attemptId}`,
    headers: owner.auth,
  });
  if (response.statusCode !== 200) throw new Error(`reading the attempt failed: ${response.body}`);
  return (response.json().data.questions as { correct_option: 'a' | 'b' | 'c' | 'd' }[]).map(
    (question) => question.correct_option,
  );
}

/**
 * Takes an exam through an attempt as `student`, answering with `choose` (given the attempt's own key,
 * read as its owner) and submitting: the submit response as sent.
 */
export async function takeExam(
  app: App,
  owner: SignedIn,
  student: SignedIn,
  examId: string,
  choose: (key: ('a' | 'b' | 'c' | 'd')[]) => (string | null)[],
) {
  const started = await startAttempt(app, student, examId);
  if (started.statusCode !== 201 && started.statusCode !== 200) {
    throw new Error(`starting the attempt failed: ${started.body}`);
  }
  const attemptId = started.json().data.attempt.attempt_id as string;
  return submitAttempt(app, student, attemptId, choose(await attemptKeyOf(app, owner, attemptId)));
}
