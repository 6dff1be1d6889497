// @driver-sensitive: results arriving at once, on several connections
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn } from '../../helpers/accounts.js';
import { createExam, recordResult, type CreatedExam } from '../../helpers/exams.js';
import { differences, type teacherChanges } from '../../helpers/teacher-changes.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { changingClass } from '../../helpers/changing-class.js';

/**
 * Every student's figures per exam, straight from the results: written apart from the triggers that keep
 * `result_summaries` (`distinct on` for the best result rather than a window), so that the two agree
 * only if the summaries are exact.
 */
const RECOMPUTED = sql`
  with scored as (
    select r.*, round(r.score::numeric * 100 / r.exam_total_marks, 2) as score_percentage,
      round(r.time_taken::numeric * 100 / r.exam_duration, 2) as time_percentage
    from results r
  ),
  best as (
    select distinct on (exam_id, student_id) exam_id, student_id, id, score_percentage, time_taken,
      date_completed
    from scored where not superseded
    order by exam_id, student_id, score_percentage desc, time_taken, date_completed, id
  )
  select scored.exam_id, scored.student_id, count(*)::int as results, max(score) as highest_score,
    count(*) filter (where not superseded)::int as attempts,
    sum(score) filter (where not superseded) as score_sum,
    min(score) filter (where not superseded) as score_min,
    max(score) filter (where not superseded) as score_max,
    sum(scored.time_taken) filter (where not superseded) as time_sum,
    min(scored.time_taken) filter (where not superseded) as time_min,
    max(scored.time_taken) filter (where not superseded) as time_max,
    sum(scored.score_percentage) filter (where not superseded) as score_percentage_sum,
    sum(time_percentage) filter (where not superseded) as time_utilization_percentage_sum,
    min(scored.date_completed) filter (where not superseded) as first_completed,
    best.id as best_result_id, best.score_percentage as best_score_percentage, best.time_taken as best_time,
    best.date_completed as best_completed
  from scored left join best using (exam_id, student_id)
  group by scored.exam_id, scored.student_id, best.id, best.score_percentage, best.time_taken,
    best.date_completed`;

const KEPT = sql`
  select exam_id, student_id, results, highest_score, attempts, score_sum, score_min, score_max, time_sum,
    time_min, time_max, score_percentage_sum, time_utilization_percentage_sum, first_completed,
    best_result_id, best_score_percentage, best_time, best_completed
  from result_summaries`;

const STUDENTS = 4;

type Step =
  | { kind: 'result'; exam: 0 | 1; student: number; correct: number; minutes: number; day: number }
  | { kind: 'delete result'; pick: number }
  | { kind: 'clear exam'; exam: 0 | 1 }
  | { kind: 'clear student'; student: number }
  | { kind: 'retake'; student: number }
  | { kind: 'regenerate'; exam: 0 | 1 };

const exam = fc.constantFrom<0 | 1>(0, 1);
const student = fc.integer({ min: 0, max: STUDENTS - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('result' as const),
      exam,
      student,
      correct: fc.integer({ min: 0, max: 5 }),
      // Ties of time and of day are likely, so the best result's order is tried to its last key.
      minutes: fc.constantFrom(0.5, 3, 3, 7.25, 10),
      day: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete result' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear exam' as const), exam }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear student' as const), student }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retake' as const), student }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('regenerate' as const), exam }) },
);

describe('result summaries', () => {
  const { context, inject, db } = useAppCalls();

  let teacher: SignedIn;
  let changes: ReturnType<typeof teacherChanges>;
  let children: SignedIn[];
  let exams: [CreatedExam, CreatedExam];

  beforeAll(async () => {
    ({ teacher, changes, children } = await changingClass(context.app, db, STUDENTS));
    const shape = { level: 2, duration: 10, total_questions: 5, total_marks_per_question: 2 };
    exams = [
      await createExam(context.app, teacher, { ...shape, title: 'Drill' }),
      await createExam(context.app, teacher, { ...shape, title: 'Test', isSingleAttempt: true }),
    ];
  });

  const admin = (method: InjectOptions['method'], url: string) =>
    inject({ method, url, headers: teacher.auth });

  async function take(change: Step): Promise<void> {
    switch (change.kind) {
      case 'result': {
        const { rows } = await db().execute<{ taken: boolean }>(sql`select exists (
            select 1 from results join exams on exams.id = results.exam_id
            join students on students.id = results.student_id
            where exams.public_id = ${exams[change.exam].exam_id} and exams.is_single_attempt
              and students.public_id = ${children[change.student]!.id} and not results.superseded) as taken`);
        // A test has one counting result per student: the database refuses a second one.
        if (rows[0]!.taken) return;
        await recordResult(db(), exams[change.exam].exam_id, children[change.student]!.id, {
          totalCorrect: change.correct,
          timeTaken: change.minutes,
          dateCompleted: new Date(Date.UTC(2026, 10, change.day, 9)),
        });
        return;
      }
      case 'delete result':
        return changes.deleteResult(change.pick);
      case 'clear exam':
        return changes.clearExam(exams[change.exam].exam_id);
      case 'clear student':
        return changes.clearStudent(children[change.student]!.id);
      case 'retake':
        return changes.retake(exams[1].exam_id, children[change.student]!.id);
      case 'regenerate':
        return changes.regenerate(exams[change.exam].exam_id);
    }
  }

  const recomputationDiffers = () => differences(db(), RECOMPUTED, KEPT);

  it('equal a recomputation from the results after any inserts, deletions, clears, retakes and regenerations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const change of steps) await take(change);
        expect(await recomputationDiffers()).toEqual({ missing: [], extra: [] });
        const { rows } = await db().execute<{ rows: number }>(
          sql`select count(*)::int as rows from result_summaries`,
        );
        const { rows: pairs } = await db().execute<{ pairs: number }>(
          sql`select count(distinct (exam_id, student_id))::int as pairs from results`,
        );
        expect(rows[0]!.rows).toBe(pairs[0]!.pairs);
        // Level-wise analytics without a range read the summaries; with one, the results themselves.
        const [summed, counted] = await Promise.all([
          admin('GET', '/api/v1/analytics/levels'),
          admin('GET', '/api/v1/analytics/levels?from=2026-01-01&to=2026-12-31'),
        ]);
        expect(summed.json().data.levels).toEqual(counted.json().data.levels);
      }),
      { numRuns: 25 },
    );
  });

  it('stay exact when one student’s results arrive at once (on PostgreSQL, on several connections)', async () => {
    await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        recordResult(db(), exams[0].exam_id, children[index % 2]!.id, {
          totalCorrect: index % 6,
          timeTaken: 1 + index,
        }),
      ),
    );
    expect(await recomputationDiffers()).toEqual({ missing: [], extra: [] });
  });
});
