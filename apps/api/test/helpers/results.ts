import type { App } from '../../src/app.js';

/** Sends, as `student`, a result the client timed itself (`timeTaken` minutes), finished just now. */
export function submitResult(
  app: App,
  student: { auth: Record<string, string> },
  examId: string,
  answers: readonly (string | null)[],
  timeTaken: number,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/result',
    headers: student.auth,
    payload: { exam: examId, time_taken: timeTaken, date_completed: new Date().toISOString(), answers },
  });
}
