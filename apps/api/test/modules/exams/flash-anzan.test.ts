import { beforeAll, describe, expect, it } from 'vitest';
import { createStudent, type SignedIn } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam } from '../../helpers/exams.js';
import { useExamCalls } from '../../helpers/exam-calls.js';

/** A flash drill as competitions set it: every question the same count of numbers. */
const FIFTEEN_ROWS = { minTerms: 15, maxTerms: 15, minNumber: 1, maxNumber: 9 };

describe('flash anzan at competition speed', () => {
  const { context, people, create, regenerate, read } = useExamCalls(FIFTEEN_ROWS);
  let teacher: SignedIn;
  beforeAll(() => {
    ({ teacher } = people);
  });

  it('keeps the interval, the gap, the sign and the counter on creation and on every read', async () => {
    const flash = { intervalMs: 200, gapMs: 50, showSign: false, showCounter: false };
    const created = await createExam(context.app, teacher, { ...FIFTEEN_ROWS, flash });
    expect(created.flash).toEqual(flash);
    expect(await read(created.exam_id)).toMatchObject({ flash });
    const student = await createStudent(context.app, teacher, { level: 2 });
    expect(await read(created.exam_id, student)).toMatchObject({ flash });
    const list = await context.app.inject({ method: 'GET', url: '/api/v1/exam', headers: student.auth });
    expect(
      list.json().data.find((exam: { exam_id: string }) => exam.exam_id === created.exam_id),
    ).toMatchObject({
      flash,
    });
    const attempt = await context.app.inject({
      method: 'POST',
      url: `/api/v1/exam/${created.exam_id}/attempt`,
      headers: student.auth,
    });
    expect(attempt.json().data.attempt.exam).toMatchObject({ flash });
    // Every question flashes exactly fifteen numbers.
    const questions = await context.app.inject({
      method: 'GET',
      url: `/api/v1/exam/${created.exam_id}/questions?limit=100`,
      headers: teacher.auth,
    });
    const rows = questions
      .json()
      .data.map((question: { question: string }) => question.question.split(/[+-]/).length);
    expect(new Set(rows)).toEqual(new Set([15]));
  });

  it('gives an interval alone the gap, sign and counter flash anzan always had', async () => {
    const created = await createExam(context.app, teacher, { ...FIFTEEN_ROWS, flash: { intervalMs: 800 } });
    expect(created.flash).toEqual({ intervalMs: 800, gapMs: 0, showSign: true, showCounter: true });
  });

  it('takes 100 to 5000 ms a number and a gap of 0 to 1000 ms, and refuses anything else', async () => {
    for (const intervalMs of [100, 5000]) {
      expect((await create({ flash: { intervalMs } })).statusCode, `${intervalMs} ms`).toBe(201);
    }
    for (const gapMs of [0, 1000]) {
      expect((await create({ flash: { intervalMs: 100, gapMs } })).statusCode, `gap ${gapMs} ms`).toBe(201);
    }
    for (const [flash, path] of [
      [{ intervalMs: 99 }, 'body.flash.intervalMs'],
      [{ intervalMs: 5001 }, 'body.flash.intervalMs'],
      [{ intervalMs: 150.5 }, 'body.flash.intervalMs'],
      [{ intervalMs: 200, gapMs: -1 }, 'body.flash.gapMs'],
      [{ intervalMs: 200, gapMs: 1001 }, 'body.flash.gapMs'],
      [{ intervalMs: 200, showSign: 'no' }, 'body.flash.showSign'],
      [{ intervalMs: 200, showCounter: 1 }, 'body.flash.showCounter'],
      [{ gapMs: 50 }, 'body.flash.intervalMs'],
    ] as const) {
      const refused = await create({ flash });
      expectError(refused, 400);
      expect(refused.json().errors, JSON.stringify(flash)).toContainEqual(expect.objectContaining({ path }));
    }
    const interval = (await create({ flash: { intervalMs: 99 } })).json().errors[0];
    expect(interval.message).toBe('must be a whole number from 100 to 5000');
    const gap = (await create({ flash: { intervalMs: 200, gapMs: 1001 } })).json().errors[0];
    expect(gap.message).toBe('must be a whole number from 0 to 1000');
  });

  it('refuses a flash exam whose questions would flash different counts of numbers', async () => {
    expectError(
      await create({ flash: { intervalMs: 200 }, minTerms: 2, maxTerms: 15 }),
      400,
      'flash shows every question with the same count of numbers: minTerms (2) must equal maxTerms (15)',
    );
    // Left out, the fewest rows are 2.
    expectError(
      await create({ flash: { intervalMs: 200 }, minTerms: undefined, maxTerms: 5 }),
      400,
      'flash shows every question with the same count of numbers: minTerms (2) must equal maxTerms (5)',
    );
    // A written exam may still mix its counts.
    expect((await create({ minTerms: 2, maxTerms: 15 })).statusCode).toBe(201);
  });

  it('changes, keeps and checks flash on regeneration', async () => {
    const exam = await createExam(context.app, teacher, { ...FIFTEEN_ROWS, flash: { intervalMs: 300 } });
    const faster = { intervalMs: 107, gapMs: 20, showSign: false, showCounter: true };
    const changed = await regenerate(exam.exam_id, { flash: faster });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.exam.flash).toEqual(faster);
    const kept = await regenerate(exam.exam_id, { total_questions: 5 });
    expect(kept.json().data.exam.flash).toEqual(faster);
    expect(await read(exam.exam_id)).toMatchObject({ flash: faster });

    expectError(
      await regenerate(exam.exam_id, { minTerms: 3 }),
      400,
      'flash shows every question with the same count of numbers: minTerms (3) must equal maxTerms (15)',
    );
    const fewer = await regenerate(exam.exam_id, { minTerms: 10, maxTerms: 10 });
    expect(fewer.statusCode).toBe(200);
    const tooFast = await regenerate(exam.exam_id, { flash: { intervalMs: 99 } });
    expectError(tooFast, 400);
    expect(tooFast.json().errors[0]).toMatchObject({ path: 'body.flash.intervalMs' });
    const longGap = await regenerate(exam.exam_id, { flash: { intervalMs: 100, gapMs: 1001 } });
    expectError(longGap, 400);
    expect(longGap.json().errors[0]).toMatchObject({ path: 'body.flash.gapMs' });
    expect(await read(exam.exam_id)).toMatchObject({ flash: faster });

    // Without flash, the counts may differ again.
    const written = await regenerate(exam.exam_id, { flash: null, minTerms: 2 });
    expect(written.json().data.exam.flash).toBeNull();
  });
});
