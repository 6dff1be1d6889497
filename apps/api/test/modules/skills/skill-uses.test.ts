// @driver-sensitive: a class handing in at once, on several connections
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { answersOf, type StoredAnswer } from '../../../src/domain/answers.js';
import { shownQuestion, skillUsesOf, type QuestionRow } from '../../../src/modules/skills/skill-evidence.js';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { ageAttempt, saveAnswers, startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { changingClassWithExams, EVERY_KIND, step, type Step } from '../../helpers/class-steps.js';
import type { CreatedExam } from '../../helpers/exams.js';
import { expectError } from '../../helpers/envelope.js';

type KeptUse = {
  result_id: number;
  position: number;
  skill: string;
  steps: number;
  question_steps: number;
  correct: boolean;
  time_ms: number | null;
  answered_at: string;
};

const useKey = (use: KeptUse) =>
  JSON.stringify([
    use.result_id,
    use.position,
    use.skill,
    use.steps,
    use.question_steps,
    use.correct,
    use.time_ms,
    new Date(use.answered_at).toISOString(),
  ]);

describe('skill uses', () => {
  const { context, db, get } = useAppCalls();

  let teacher: SignedIn;
  let children: SignedIn[];
  let exams: CreatedExam[];
  let take: (change: Step) => Promise<void>;

  beforeAll(async () => {
    ({ teacher, children, exams, take } = await changingClassWithExams(context.app, db));
  });

  /**
   * Every stored result's uses worked out afresh: each result with answers, against the questions its
   * attempt showed (timed as the attempt kept them), or the exam's version it was sent to.
   */
  async function recounted(): Promise<string[]> {
    const { rows: stored } = await db().execute<{
      id: number;
      student_id: number;
      answers: StoredAnswer[];
      date_completed: string;
      attempt_id: number | null;
      times_ms: number[] | null;
      exam_id: number;
      questions_version: number | null;
    }>(sql`select r.id, r.student_id, r.answers, r.date_completed, a.id as attempt_id, a.times_ms, r.exam_id,
        r.questions_version
      from results r left join attempts a on a.result_id = r.id where r.answers is not null`);
    const uses: string[] = [];
    for (const result of stored) {
      const { rows } = await db().execute<Record<string, unknown>>(
        result.attempt_id !== null
          ? sql`select * from attempt_questions where attempt_id = ${result.attempt_id} order by position`
          : sql`select * from questions where exam_id = ${result.exam_id}
              and version = ${result.questions_version} order by position`,
      );
      const shown = rows.map((row) =>
        shownQuestion({
          question: row.question as string,
          answer: Number(row.answer),
          optionA: row.option_a === null ? null : Number(row.option_a),
          optionB: row.option_b === null ? null : Number(row.option_b),
          optionC: row.option_c === null ? null : Number(row.option_c),
          optionD: row.option_d === null ? null : Number(row.option_d),
        } satisfies QuestionRow),
      );
      for (const use of skillUsesOf(shown, answersOf(result.answers), result.times_ms ?? undefined)) {
        uses.push(
          useKey({
            result_id: Number(result.id),
            position: use.position,
            skill: use.skill,
            steps: use.steps,
            question_steps: use.questionSteps,
            correct: use.correct,
            time_ms: use.timeMs,
            answered_at: result.date_completed,
          }),
        );
      }
    }
    return uses.sort();
  }

  async function kept(): Promise<string[]> {
    const { rows } = await db().execute<KeptUse>(sql`select * from skill_uses`);
    return rows.map((row) => useKey({ ...row, result_id: Number(row.result_id) })).sort();
  }

  it('equal a recount from the results after any answers sent or given in attempts, deletions, clears, retakes and regenerations', async () => {
    // The most rows kept after any step: the property compared rows, not two empty tables. (A run's last
    // steps may delete or clear every result, so the table may end empty.)
    let mostKept = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const change of steps) {
          await take(change);
          const uses = await kept();
          mostKept = Math.max(mostKept, uses.length);
          expect(uses, `after ${JSON.stringify(change)}`).toEqual(await recounted());
        }
      }),
      // Every kind of answer and change at least once, then as fast-check draws them.
      { numRuns: 8, examples: [[EVERY_KIND]] },
    );
    expect(mostKept).toBeGreaterThan(0);
  });

  it('stay exact when a class hands in at once (on PostgreSQL, on several connections)', async () => {
    await Promise.all(
      children.map(async (pupil, index) => {
        const started = await startAttempt(context.app, pupil, exams[0]!.exam_id);
        const attemptId = started.json().data.attempt.attempt_id as string;
        return submitAttempt(context.app, pupil, attemptId, ['a', 'b', null, index % 2 ? 'c' : 'd']);
      }),
    );
    expect(await kept()).toEqual(await recounted());
  });

  it('are timed by the times on screen the app reports, held to the server’s clock', async () => {
    const pupil = await createStudent(context.app, await createAdmin(context.app), { level: 2 });
    const child = children[0]!;
    const started = await startAttempt(context.app, child, exams[1]!.exam_id);
    const attemptId = started.json().data.attempt.attempt_id as string;
    const timesOf = async () =>
      (
        await db().execute<{ times_ms: number[] | null }>(
          sql`select times_ms from attempts where public_id = ${attemptId}`,
        )
      ).rows[0]!.times_ms;
    const answers = ['a', null, null, null];

    // Ten minutes of work reported a moment after the start: held to the moment.
    await saveAnswers(context.app, child, attemptId, answers, [600_000, 0, 0, 0]);
    expect((await timesOf())![0]).toBeLessThan(60_000);
    await ageAttempt(db(), attemptId, 10);
    expect((await saveAnswers(context.app, child, attemptId, answers, [9000, 4000, 0, 0])).statusCode).toBe(
      200,
    );
    expect(await timesOf()).toEqual([9000, 4000, 0, 0]);
    // A reload starts the app's clock again: what was reported before is kept.
    await saveAnswers(context.app, child, attemptId, answers, [2000, 5000, 0, 0]);
    expect(await timesOf()).toEqual([9000, 5000, 0, 0]);
    expectError(
      await saveAnswers(context.app, child, attemptId, answers, [1, 2]),
      400,
      'times_ms must have one entry per question: 4, not 2',
    );
    expect((await saveAnswers(context.app, pupil, attemptId, answers, [1, 2, 3, 4])).statusCode).toBe(403);

    const submitted = await submitAttempt(context.app, child, attemptId, answers, [12_000, 5000, 0, 0]);
    expect(submitted.statusCode).toBe(201);
    expect(await timesOf()).toEqual([12_000, 5000, 0, 0]);
    const { rows } = await db().execute<{
      time_ms: number | null;
    }>(sql`select distinct time_ms from skill_uses
      where result_id = (select result_id from attempts where public_id = ${attemptId})`);
    expect(rows).toEqual([{ time_ms: 12_000 }]);
  });

  it('are read by the child and by their teacher, formula by formula, and by no one else', async () => {
    const [child] = children;
    const own = await get('/api/v1/student/skills', child);
    expect(own.statusCode).toBe(200);
    const { skills } = own.json().data as { skills: { uses: number; ofLevel: boolean }[] };
    // Level 2's 24 formulas, used or not, then the others these exams' two-digit sums used.
    expect(skills.filter((skill) => skill.ofLevel)).toHaveLength(24);
    expect(skills.filter((skill) => skill.uses > 0).length).toBeGreaterThan(0);
    expect(skills.every((skill) => skill.ofLevel || skill.uses > 0)).toBe(true);
    for (const skill of skills) {
      expect(skill).toEqual({
        skill: expect.stringMatching(/^(add|sub)\.(direct|small|big|mix)\.[1-9]$/),
        ofLevel: expect.any(Boolean),
        uses: expect.any(Number),
        rightPercent: expect.any(Number),
        medianTimeMs: expect.toBeOneOf([null, expect.any(Number)]),
        mastery: expect.stringMatching(/^(new|learning|practised|mastered)$/),
        lastSeen: skill.uses > 0 ? expect.any(String) : null,
      });
    }
    const read = await get(`/api/v1/student/${child!.id}/skills`, teacher);
    expect(read.json().data).toEqual(own.json().data);

    const stranger = await createAdmin(context.app);
    expectError(await get(`/api/v1/student/${child!.id}/skills`, stranger), 404, 'Student not found');
    expect((await get(`/api/v1/student/${child!.id}/skills`, child)).statusCode).toBe(403);
    const newcomer = await createStudent(context.app, stranger, { level: 2 });
    const unused = (await get('/api/v1/student/skills', newcomer)).json().data.skills as {
      uses: number;
      mastery: string;
    }[];
    expect(unused).toHaveLength(24);
    expect(unused.every((skill) => skill.uses === 0 && skill.mastery === 'new')).toBe(true);
  });
});
