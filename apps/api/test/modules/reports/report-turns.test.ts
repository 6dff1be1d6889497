// @driver-neutral: the queue of PDF work is the process’s own
import type { Response } from 'light-my-request';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam, recordResult } from '../../helpers/exams.js';
import { createTestApp, useTestApp } from '../../helpers/test-app.js';

// One worker thread on any machine: reports then come back in the order the thread took them.
vi.mock(import('node:os'), async (original) => ({ ...(await original()), availableParallelism: () => 2 }));

/** Rows a school may have waiting: two worksheets of 300 questions (350 rows each), or five of 100. */
const MAX_ROWS = 750;

describe('PDF reports of several schools on the worker threads', () => {
  const context = useTestApp({ env: { REPORT_QUEUE_MAX_ROWS: String(MAX_ROWS) } });
  const worksheet = (teacher: SignedIn, examId: string) =>
    context.app.inject({ method: 'GET', url: `/api/v1/exam/${examId}/worksheet`, headers: teacher.auth });

  it('take turns: another school’s small PDF does not wait for one school’s queue of large worksheets', async () => {
    const busy = await createAdmin(context.app);
    const large = await createExam(context.app, busy, { total_questions: 100 });
    const short = await createExam(context.app, busy, { total_questions: 5, level: 3 });
    const pupil = await createStudent(context.app, busy, { level: 3 });
    const result = await recordResult(context.database.connection.db, short.exam_id, pupil.id, { score: 4 });
    const neighbour = await createAdmin(context.app);
    const small = await createExam(context.app, neighbour, { total_questions: 5 });

    const finished: string[] = [];
    const track = (name: string, response: Promise<Response>) =>
      response.then((answer) => {
        expect(answer.statusCode, name).toBe(200);
        finished.push(name);
      });
    const sheets = Array.from({ length: 6 }, (_, n) =>
      track(`worksheet ${n + 1}`, worksheet(busy, large.exam_id)),
    );
    // The first worksheet is done, the second rendering, the other four waiting.
    await Promise.race(sheets);
    const others = [
      track('neighbour', worksheet(neighbour, small.exam_id)),
      // A student's report takes its turns with its teacher's school.
      track(
        'pupil',
        context.app.inject({
          method: 'GET',
          url: `/api/v1/result/${result.publicId}?format=pdf`,
          headers: pupil.auth,
        }),
      ),
    ];
    await Promise.all([...sheets, ...others]);

    // Served first come, first served, the neighbour's PDF came after all six worksheets.
    const position = (name: string) => finished.indexOf(name);
    const worksheetsAfter = finished
      .slice(position('neighbour') + 1)
      .filter((name) => name.startsWith('worksheet'));
    expect(worksheetsAfter.length, finished.join(', ')).toBeGreaterThanOrEqual(3);
    expect(position('pupil'), finished.join(', ')).toBe(finished.length - 1);
  });

  it('refuse a school more than its share of waiting work (429 with Retry-After), not the others', async () => {
    // A server of its own: a report's cost is learnt from those rendered before, and the figures below are
    // those of the first reports (a worksheet's row a millisecond).
    const fresh = await createTestApp({ env: { REPORT_QUEUE_MAX_ROWS: String(MAX_ROWS) } });
    onTestFinished(() => fresh.close());
    const { app } = fresh;
    const worksheet = (teacher: SignedIn, examId: string) =>
      app.inject({ method: 'GET', url: `/api/v1/exam/${examId}/worksheet`, headers: teacher.auth });
    const busy = await createAdmin(app);
    const large = await createExam(app, busy, { total_questions: 300 });
    const neighbour = await createAdmin(app);
    const small = await createExam(app, neighbour, { total_questions: 5 });

    // One renders, two wait (700 rows); the rest would have the school wait for more than 750.
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => worksheet(busy, large.exam_id)),
      worksheet(neighbour, small.exam_id),
    ]);
    const neighbours = answers.pop()!;
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expectError(
        answer,
        429,
        'Too many PDF reports of this school are waiting to be made; try again in 1 second',
      );
      expect(answer.headers['retry-after']).toBe('1');
    }
    for (const answer of answers.filter((answer) => answer.statusCode !== 429)) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
    }
    expect(neighbours.statusCode).toBe(200);
  });
});
