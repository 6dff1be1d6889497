import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam, recordResult, type CreatedExam } from '../../helpers/exams.js';
import { useAppCalls } from '../../helpers/app-calls.js';

const URL = '/api/v1/analytics/levels';

/** Figures of a level, zero unless given. */
const level = (
  number: number,
  figures: {
    students?: number;
    exams?: [number, number];
    results?: [number, number];
    avg?: [number | null, number | null];
    withoutResult?: number;
  },
) => ({
  level: number,
  students: figures.students ?? 0,
  exams: { practice: figures.exams?.[0] ?? 0, assessment: figures.exams?.[1] ?? 0 },
  results: { practice: figures.results?.[0] ?? 0, assessment: figures.results?.[1] ?? 0 },
  avgScorePercentage: { practice: figures.avg?.[0] ?? null, assessment: figures.avg?.[1] ?? null },
  studentsWithoutResult: figures.withoutResult ?? 0,
});

describe('level-wise analytics (#43)', () => {
  const { context, inject, db } = useAppCalls();
  const get = (query: string, who?: SignedIn) =>
    inject({ method: 'GET', url: `${URL}${query}`, ...(who && { headers: who.auth }) });
  const remove = (what: 'student' | 'exam', id: string) =>
    inject({ method: 'DELETE', url: `/api/v1/${what}/${id}`, headers: owner.auth });

  let owner: SignedIn;
  let other: SignedIn;
  let pupil: SignedIn;

  beforeAll(async () => {
    owner = await createAdmin(context.app);
    other = await createAdmin(context.app);
    const student = (admin: SignedIn, level: number) => createStudent(context.app, admin, { level });
    const exam = (admin: SignedIn, overrides: Record<string, unknown>) =>
      createExam(context.app, admin, overrides);
    const result = (exam: CreatedExam, who: SignedIn, score: number, date: string) =>
      recordResult(db(), exam.exam_id, who.id, { score, dateCompleted: new Date(date) });

    const [l1a, l1b, l1c] = [await student(owner, 1), await student(owner, 1), await student(owner, 1)];
    const [l2a, l2gone] = [await student(owner, 2), await student(owner, 2)];
    pupil = await student(owner, 2);
    const l3gone = await student(owner, 3);

    // 20 marks, 8 marks, 3 marks, 20 marks
    const drill1 = await exam(owner, { level: 1, total_questions: 10, total_marks_per_question: 2 });
    const test1 = await exam(owner, {
      level: 1,
      isSingleAttempt: true,
      total_questions: 8,
      total_marks_per_question: 1,
    });
    const drill2 = await exam(owner, { level: 2, total_questions: 3, total_marks_per_question: 1 });
    const drill3 = await exam(owner, { level: 3, total_questions: 10, total_marks_per_question: 2 });
    await exam(owner, { level: 4, isSingleAttempt: true });

    await result(drill1, l1a, 10, '2026-03-01T00:00:00.000Z'); // 50 %, the first instant of the range
    await result(drill1, l1a, 16, '2026-03-10T09:00:00.000Z'); // 80 %
    await result(drill1, l1b, 18, '2026-02-28T23:59:59.999Z'); // 90 %, just before the range
    await result(test1, l1b, 7, '2026-03-31T23:59:59.999Z'); // 87.5 %, the last instant of the range
    await result(test1, l1c, 5, '2026-04-01T00:00:00.000Z'); // 62.5 %, just after it
    await result(drill2, l2a, 2, '2026-03-05T10:00:00.000Z'); // 66.67 %
    await result(drill2, l2a, 2, '2026-03-06T10:00:00.000Z'); // 66.67 %
    await result(drill2, l2gone, 1, '2026-03-07T10:00:00.000Z'); // 33.33 %
    await result(drill3, l3gone, 4, '2026-03-08T10:00:00.000Z'); // 20 %

    // Kept (soft-deleted) because they have results: no longer current, their results still count.
    for (const [what, id] of [
      ['student', l2gone.id],
      ['student', l3gone.id],
      ['exam', drill3.exam_id],
    ] as const) {
      expect((await remove(what, id)).json().data.permanently).toBe(false);
    }

    // Another admin's class counts only for them.
    const theirs = await exam(other, { level: 1 });
    await result(theirs, await student(other, 1), 20, '2026-03-02T10:00:00.000Z');
    await student(other, 5);
  });

  it('gives per level the students, exams and results of the range, levels ascending', async () => {
    const response = await get('?from=2026-03-01&to=2026-03-31', owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      statusCode: 200,
      data: {
        from: '2026-03-01T00:00:00.000Z',
        to: '2026-03-31T23:59:59.999Z',
        levels: [
          // practice (50 + 80) / 2 = 65; the assessment's 87.5; l1c's only result is after the range
          level(1, { students: 3, exams: [1, 1], results: [2, 1], avg: [65, 87.5], withoutResult: 1 }),
          // (66.67 + 66.67 + 33.33) / 3 = 55.556… → 55.56, the deleted student's result included;
          // the deleted student is not counted, and one of the two current students has no result
          level(2, { students: 2, exams: [1, 0], results: [3, 0], avg: [55.56, null], withoutResult: 1 }),
          // only a result left: its exam and student have been deleted
          level(3, { results: [1, 0], avg: [20, null] }),
          // an exam nobody has taken yet; no level 5 (the other admin's)
          level(4, { exams: [0, 1] }),
        ],
      },
    });
  });

  it('counts every result without a range, and leaves out levels with nothing left in it', async () => {
    const all = await get('', owner);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.from).toBeNull();
    expect(all.json().data.to).toBeNull();
    expect(all.json().data.levels[0]).toEqual(
      // practice (50 + 80 + 90) / 3 = 73.333… → 73.33; assessments (87.5 + 62.5) / 2 = 75; every student has a result
      level(1, { students: 3, exams: [1, 1], results: [3, 2], avg: [73.33, 75], withoutResult: 0 }),
    );
    expect(all.json().data.levels.map((figures: { level: number }) => figures.level)).toEqual([1, 2, 3, 4]);

    const april = await get('?from=2026-04-01', owner);
    expect(april.json().data).toEqual({
      from: '2026-04-01T00:00:00.000Z',
      to: null,
      levels: [
        level(1, { students: 3, exams: [1, 1], results: [0, 1], avg: [null, 62.5], withoutResult: 2 }),
        level(2, { students: 2, exams: [1, 0], withoutResult: 2 }),
        // level 3 has no current student or exam and no result in the range
        level(4, { exams: [0, 1] }),
      ],
    });

    const february = await get('?to=2026-02-28', owner);
    expect(february.json().data.levels[0]).toEqual(
      level(1, { students: 3, exams: [1, 1], results: [1, 0], avg: [90, null], withoutResult: 2 }),
    );

    // Instants as well as days: from 10:00 on 10 March, only l1a's 80 % of 09:00 is left out.
    const morning = await get('?from=2026-03-10T09:00:00.001Z&to=2026-03-31T23:59:59.999Z', owner);
    expect(morning.json().data.levels[0]).toEqual(
      level(1, { students: 3, exams: [1, 1], results: [0, 1], avg: [null, 87.5], withoutResult: 2 }),
    );
  });

  it('lists no level for an admin without students or exams', async () => {
    const newcomer = await createAdmin(context.app);
    const response = await get('?from=2026-01-01&to=2026-01-01', newcomer);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-01T23:59:59.999Z',
      levels: [],
    });
  });

  describe('errors', () => {
    it('refuses a range that ends before it starts (400)', async () => {
      expectError(await get('?from=2026-03-02&to=2026-03-01', owner), 400, 'from must not be after to');
      expectError(
        await get('?from=2026-03-01T12:00:00Z&to=2026-03-01T11:59:59Z', owner),
        400,
        'from must not be after to',
      );
    });

    it('refuses what is not a date, and unknown parameters (400)', async () => {
      for (const [query, path] of [
        ['?from=2026-13-01', 'query.from'],
        ['?from=1 March', 'query.from'],
        ['?to=yesterday', 'query.to'],
      ]) {
        const response = await get(query!, owner);
        expectError(response, 400);
        expect(response.json().errors).toEqual([{ path, message: expect.stringMatching(/^must be a date/) }]);
      }
      expectError(await get('?level=2', owner), 400);
    });

    it('refuses dates outside the years 1–9999, which the database cannot hold (400)', async () => {
      for (const [query, path] of [
        ['?from=0000-01-01', 'query.from'],
        ['?to=0000-12-31T23:59:59Z', 'query.to'],
        ['?from=0001-01-01T00:00:00%2B01:00', 'query.from'],
        ['?to=9999-12-31T23:00:00-05:00', 'query.to'],
      ]) {
        const response = await get(query!, owner);
        expectError(response, 400, `Validation failed: ${path}: must be a date from the year 1 to 9999`);
      }
      const widest = await get('?from=0001-01-01&to=9999-12-31', owner);
      expect(widest.statusCode).toBe(200);
      expect(widest.json().data).toMatchObject({
        from: '0001-01-01T00:00:00.000Z',
        to: '9999-12-31T23:59:59.999Z',
      });
    });

    it('is for admins (403) with a token (401)', async () => {
      expectError(await get('', pupil), 403, 'Only admins may do this');
      expectError(await get(''), 401);
    });
  });
});
