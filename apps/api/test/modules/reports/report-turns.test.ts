import type { Response } from 'light-my-request';
import { describe, expect, it, vi } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { createExam, recordResult } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';

// One worker thread on any machine: reports then come back in the order the thread took them.
vi.mock(import('node:os'), async (original) => ({ ...(await original()), availableParallelism: () => 2 }));

describe('PDF reports of several schools on the worker threads', () => {
  const context = useTestApp();
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
});
