// @driver-sensitive: a class handing in at once, on several connections
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { answersOf, type StoredAnswer } from '../../../src/domain/answers.js';
import { shownQuestion, skillUsesOf, type QuestionRow } from '../../../src/modules/skills/skill-evidence.js';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { startAttempt, submitAttempt } from '../../helpers/attempts.js';
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

  let children: SignedIn[];
  let exams: CreatedExam[];
  let take: (change: Step) => Promise<void>;

  beforeAll(async () => {
    ({ children, exams, take } = await changingClassWithExams(context.app, db));
  });

  /**
   * Every stored result's uses worked out afresh: each result with answers, against the questions its
   * attempt showed, or the exam's version it was sent to.
   */
  async function recounted(): Promise<string[]> {
    const { rows: stored } = await db().execute<{
      id: number;
      student_id: number;
      answers: StoredAnswer[];
      date_completed: string;
      attempt_id: number | null;
      exam_id: number;
      questions_version: number | null;
    }>(sql`select r.id, r.student_id, r.answers, r.date_completed, a.id as attempt_id, r.exam_id,
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
      for (const use of skillUsesOf(shown, answersOf(result.answers))) {
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
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const change of steps) {
          await take(change);
          expect(await kept(), `after ${JSON.stringify(change)}`).toEqual(await recounted());
        }
      }),
      // Every kind of answer and change at least once, then as fast-check draws them.
      { numRuns: 8, examples: [[EVERY_KIND]] },
    );
    expect((await kept()).length).toBeGreaterThan(0);
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

  it('are read by the child and by their teacher, formula by formula, and by no one else', async () => {
    const [child] = children;
    const own = await get('/api/v1/student/skills', child);
    expect(own.statusCode).toBe(200);
    const { skills } = own.json().data as { skills: Record<string, unknown>[] };
    expect(skills.length).toBeGreaterThan(0);
    for (const skill of skills) {
      expect(skill).toEqual({
        skill: expect.stringMatching(/^(add|sub)\.(direct|small|big|mix)\.[1-9]$/),
        uses: expect.any(Number),
        rightPercent: expect.any(Number),
        // Attempts and sent results carry no time per question yet.
        medianTimeMs: null,
        mastery: expect.stringMatching(/^(new|learning|practised)$/),
        lastSeen: expect.any(String),
      });
    }
    const stranger = await createAdmin(context.app);
    expectError(await get(`/api/v1/student/${child!.id}/skills`, stranger), 404, 'Student not found');
    expect((await get(`/api/v1/student/${child!.id}/skills`, child)).statusCode).toBe(403);
    const newcomer = await createStudent(context.app, stranger, { level: 2 });
    expect((await get('/api/v1/student/skills', newcomer)).json().data).toEqual({ skills: [] });
  });
});
