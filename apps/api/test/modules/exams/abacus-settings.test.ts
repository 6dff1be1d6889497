import { GENERATOR_VERSION } from '@abacus/generator';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStudent, type SignedIn } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam } from '../../helpers/exams.js';
import { useExamCalls } from '../../helpers/exam-calls.js';

describe('abacus drills and flash anzan on exams', () => {
  const { context, people, create } = useExamCalls();
  let teacher: SignedIn;
  beforeAll(() => {
    ({ teacher } = people);
  });

  it('creates a drill of one abacus method, recorded with the generator’s version', async () => {
    const exam = await createExam(context.app, teacher, {
      abacusMethod: 'small-friends',
      minNumber: 1,
      maxNumber: 9,
      minTerms: 3,
      flash: { intervalMs: 1200 },
    });
    expect(exam).toMatchObject({
      flash: { intervalMs: 1200, gapMs: 0, showSign: true, showCounter: true },
      settings: { abacusMethod: 'small-friends', version: GENERATOR_VERSION },
    });
    const student = await createStudent(context.app, teacher, { level: 2 });
    const list = await context.app.inject({ method: 'GET', url: '/api/v1/exam', headers: student.auth });
    expect(list.json().data[0]).toMatchObject({ exam_id: exam.exam_id, flash: { intervalMs: 1200 } });
    expect(list.json().data[0]).not.toHaveProperty('settings');
  });

  it('refuses an abacus method or flash with × or ÷, and an unknown method', async () => {
    expectError(await create({ abacusMethod: 'mixed', operators: ['+', '*'] }), 400, /abacusMethod/);
    expectError(
      await create({ flash: { intervalMs: 800 }, minTerms: 3, operators: ['+', '/'] }),
      400,
      'flash shows the terms of + and - questions one at a time: use only + and - with flash',
    );
    const unknown = await create({ abacusMethod: 'best-friends' });
    expectError(unknown, 400);
    expect(unknown.json().errors[0].path).toBe('body.abacusMethod');
    expectError(await create({ flash: { intervalMs: 99 }, minTerms: 3 }), 400);
  });

  it('changes or clears the method and flash on regeneration, and keeps them when left out', async () => {
    const exam = await createExam(context.app, teacher, {
      abacusMethod: 'direct',
      minTerms: 3,
      flash: { intervalMs: 900 },
    });
    const regenerate = (payload: object) =>
      context.app.inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}/questions`,
        headers: teacher.auth,
        payload,
      });
    const kept = (await regenerate({ total_questions: 5 })).json().data.exam;
    expect(kept).toMatchObject({ flash: { intervalMs: 900 }, settings: { abacusMethod: 'direct' } });
    const changed = (await regenerate({ abacusMethod: 'big-friends', flash: null })).json().data.exam;
    expect(changed).toMatchObject({ flash: null, settings: { abacusMethod: 'big-friends' } });
    expectError(await regenerate({ operators: ['*'] }), 400, /abacusMethod/);
  });
});
