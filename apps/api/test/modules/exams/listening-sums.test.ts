import { fastestListeningPace, typicalTermSeconds } from '@abacus/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStudent, type SignedIn } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam } from '../../helpers/exams.js';
import { useExamCalls } from '../../helpers/exam-calls.js';

const BOTH = 'an exam is either flash or listening, not both: leave out flash or listening';
/** The most numbers a minute a voice reads numbers 1–99 at: the exams here have them unless they say. */
const UP_TO_99 = typicalTermSeconds({ min: 1, max: 99 }, ['+', '-']);
const FASTEST = fastestListeningPace(UP_TO_99);
const tooFast = (pace: number, seconds: number) =>
  `${pace} numbers a minute is faster than a voice reads these numbers: each takes about ` +
  `${seconds.toFixed(1)} s to say, so at most ${fastestListeningPace(seconds)} a minute`;
const ONLY_ADDING =
  'listening reads the terms of + and - questions aloud one after another: use only + and - with listening';

describe('listening sums', () => {
  const { context, people, create, regenerate, read } = useExamCalls();
  let teacher: SignedIn;
  beforeAll(() => {
    ({ teacher } = people);
  });

  it('keeps the pace on creation, on every read and on a student’s attempt', async () => {
    const listening = { numbersPerMinute: 40 };
    const created = await createExam(context.app, teacher, { listening });
    expect(created.listening).toEqual(listening);
    expect(created.flash).toBeNull();
    expect(await read(created.exam_id)).toMatchObject({ listening, flash: null });
    const student = await createStudent(context.app, teacher, { level: 2 });
    expect(await read(created.exam_id, student)).toMatchObject({ listening });
    const list = await context.app.inject({ method: 'GET', url: '/api/v1/exam', headers: student.auth });
    expect(
      list.json().data.find((exam: { exam_id: string }) => exam.exam_id === created.exam_id),
    ).toMatchObject({ listening });
    const attempt = await context.app.inject({
      method: 'POST',
      url: `/api/v1/exam/${created.exam_id}/attempt`,
      headers: student.auth,
    });
    expect(attempt.json().data.attempt.exam).toMatchObject({ listening, flash: null });
  });

  it('gives every other exam no listening', async () => {
    expect((await createExam(context.app, teacher)).listening).toBeNull();
    const flashed = await createExam(context.app, teacher, { minTerms: 3, flash: { intervalMs: 500 } });
    expect(flashed.listening).toBeNull();
    expect((await createExam(context.app, teacher, { listening: null })).listening).toBeNull();
  });

  it('takes 10 to 120 numbers a minute, and refuses anything else', async () => {
    for (const numbersPerMinute of [10, FASTEST]) {
      const created = await create({ listening: { numbersPerMinute } });
      expect(created.statusCode, `${numbersPerMinute} a minute`).toBe(201);
    }
    // 120 is a pace, but no voice reads even a one-digit number in half a second.
    const oneDigit = typicalTermSeconds({ min: 1, max: 9 }, ['+', '-']);
    expectError(
      await create({ listening: { numbersPerMinute: 120 }, minNumber: 1, maxNumber: 9 }),
      400,
      tooFast(120, oneDigit),
    );
    for (const listening of [
      { numbersPerMinute: 9 },
      { numbersPerMinute: 121 },
      { numbersPerMinute: 30.5 },
      { numbersPerMinute: '30' },
      {},
    ]) {
      const refused = await create({ listening });
      expectError(refused, 400);
      expect(refused.json().errors, JSON.stringify(listening)).toContainEqual(
        expect.objectContaining({ path: 'body.listening.numbersPerMinute' }),
      );
    }
    const slow = (await create({ listening: { numbersPerMinute: 9 } })).json().errors[0];
    expect(slow.message).toBe('must be a whole number from 10 to 120');
    const unknown = await create({ listening: { numbersPerMinute: 30, voice: 'slow' } });
    expectError(unknown, 400);
  });

  it('refuses a pace faster than a voice reads the numbers, and says the fastest it can', async () => {
    const refused = await create({ listening: { numbersPerMinute: FASTEST + 1 } });
    expectError(refused, 400, tooFast(FASTEST + 1, UP_TO_99));
    expect(refused.json().errors).toEqual([
      { path: 'body.listening.numbersPerMinute', message: tooFast(FASTEST + 1, UP_TO_99) },
    ]);
    // Ten-digit numbers (some 25 syllables each) at the slowest pace there is.
    const tenDigits = { minNumber: undefined, maxNumber: undefined, digits: { min: 10, max: 10 } };
    expect((await create({ ...tenDigits, listening: { numbersPerMinute: 10 } })).statusCode).toBe(201);
    const longSeconds = typicalTermSeconds({ digits: { min: 10, max: 10 } }, ['+', '-']);
    expect(longSeconds).toBeGreaterThan(4);
    expectError(
      await create({ ...tenDigits, listening: { numbersPerMinute: 30 } }),
      400,
      tooFast(30, longSeconds),
    );
    // Longer numbers for an exam already read aloud: the pace it keeps is checked against them.
    const exam = await createExam(context.app, teacher, { listening: { numbersPerMinute: 40 } });
    const fiveDigits = typicalTermSeconds({ digits: { min: 5, max: 5 } }, ['+', '-']);
    expectError(await regenerate(exam.exam_id, { digits: { min: 5, max: 5 } }), 400, tooFast(40, fiveDigits));
    expect(await read(exam.exam_id)).toMatchObject({ listening: { numbersPerMinute: 40 } });
  });

  it('refuses products and quotients, and an exam both flashed and heard', async () => {
    for (const operators of [['*'], ['+', '/']]) {
      expectError(
        await create({
          listening: { numbersPerMinute: 30 },
          operators,
          ...(operators.includes('*') && { maxTerms: 2, operandDigits: { left: 2, right: 1 } }),
          ...(operators.includes('/') && { maxTerms: 2 }),
        }),
        400,
        ONLY_ADDING,
      );
    }
    expectError(
      await create({ minTerms: 3, flash: { intervalMs: 500 }, listening: { numbersPerMinute: 30 } }),
      400,
      BOTH,
    );
  });

  it('changes, keeps and checks listening on regeneration', async () => {
    const exam = await createExam(context.app, teacher, { listening: { numbersPerMinute: 30 } });
    const faster = { numbersPerMinute: FASTEST };
    const changed = await regenerate(exam.exam_id, { listening: faster });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.exam.listening).toEqual(faster);
    const kept = await regenerate(exam.exam_id, { total_questions: 5 });
    expect(kept.json().data.exam.listening).toEqual(faster);
    expect(await read(exam.exam_id)).toMatchObject({ listening: faster });

    expectError(await regenerate(exam.exam_id, { operators: ['+', '*'] }), 400, ONLY_ADDING);
    expectError(await regenerate(exam.exam_id, { minTerms: 3, flash: { intervalMs: 500 } }), 400, BOTH);
    const tooFast = await regenerate(exam.exam_id, { listening: { numbersPerMinute: 121 } });
    expectError(tooFast, 400);
    expect(tooFast.json().errors[0]).toMatchObject({ path: 'body.listening.numbersPerMinute' });
    expect(await read(exam.exam_id)).toMatchObject({ listening: faster });

    // Turned into a flash exam, it stops being read aloud; and a written exam may become a listening one.
    const flashed = await regenerate(exam.exam_id, {
      listening: null,
      minTerms: 3,
      flash: { intervalMs: 500 },
    });
    expect(flashed.statusCode).toBe(200);
    expect(flashed.json().data.exam).toMatchObject({ listening: null, flash: { intervalMs: 500 } });
    const heard = await regenerate(exam.exam_id, { flash: null, listening: { numbersPerMinute: 20 } });
    expect(heard.json().data.exam).toMatchObject({ listening: { numbersPerMinute: 20 }, flash: null });
  });
});
