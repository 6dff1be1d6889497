// @driver-sensitive: a class handing in at once, on several connections
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn } from '../../helpers/accounts.js';
import { startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { changingClassWithExams, EVERY_KIND, step, type Step } from '../../helpers/class-steps.js';
import type { CreatedExam } from '../../helpers/exams.js';
import { differences } from '../../helpers/teacher-changes.js';
import { useAppCalls } from '../../helpers/app-calls.js';

/**
 * Every counting answer, tallied straight from the results and their attempts: written apart from the
 * triggers that keep `answer_tallies` (arrays where the migration has `case`, one join for shuffled and
 * drawn attempts), so that the two agree only if the tallies are exact.
 */
const RECOUNTED = sql`
  with counting as (select * from results where answers is not null and not superseded),
  choices as (
    select r.exam_id, r.questions_version, false as drawn, choice.position::int as position,
      choice.letter as answer,
      coalesce(choice.letter = coalesce(q.correct_option, q.answer::text), false) as correct,
      (array[q.mistake_a, q.mistake_b, q.mistake_c, q.mistake_d])[array_position(array['a', 'b', 'c', 'd'], choice.letter)] as mistake
    from counting r cross join lateral unnest(r.answers) with ordinality as choice(letter, position)
    join questions q on q.exam_id = r.exam_id and q.version = r.questions_version and q.position = choice.position
    where not exists (select 1 from attempts a where a.result_id = r.id)
    union all
    select r.exam_id, a.questions_version, a.seed is not null,
      coalesce(aq.source_position, aq.position)::int,
      case when a.seed is null and choice.letter in ('a', 'b', 'c', 'd')
        then (array['a', 'b', 'c', 'd'])[array_position(array[q.option_a, q.option_b, q.option_c, q.option_d],
          (array[aq.option_a, aq.option_b, aq.option_c, aq.option_d])[array_position(array['a', 'b', 'c', 'd'], choice.letter)])]
        else choice.letter end,
      coalesce(choice.letter = coalesce(aq.correct_option, aq.answer::text), false),
      (array[aq.mistake_a, aq.mistake_b, aq.mistake_c, aq.mistake_d])[array_position(array['a', 'b', 'c', 'd'], choice.letter)]
    from counting r join attempts a on a.result_id = r.id
    cross join lateral unnest(r.answers) with ordinality as choice(letter, position)
    join attempt_questions aq on aq.attempt_id = a.id and aq.position = choice.position
    left join questions q on a.seed is null and q.exam_id = r.exam_id and q.version = a.questions_version
      and q.position = aq.source_position
    where a.seed is not null or q.id is not null
  )
  select exam_id, questions_version, drawn, position, answer, correct, mistake, count(*)::int as results
  from choices group by exam_id, questions_version, drawn, position, answer, correct, mistake`;

const KEPT = sql`
  select exam_id, questions_version, drawn, position, answer, correct, mistake, results from answer_tallies`;

describe('answer tallies', () => {
  const { context, db } = useAppCalls();

  let children: SignedIn[];
  let exams: CreatedExam[];
  let take: (change: Step) => Promise<void>;

  beforeAll(async () => {
    ({ children, exams, take } = await changingClassWithExams(context.app, db));
  });

  const recountDiffers = () => differences(db(), RECOUNTED, KEPT);

  it('equal a recount from the results after any answers sent or given in attempts, deletions, clears, retakes and regenerations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const change of steps) {
          await take(change);
          expect(await recountDiffers(), `after ${JSON.stringify(change)}`).toEqual({
            missing: [],
            extra: [],
          });
        }
      }),
      // Every kind of answer and change at least once, then as fast-check draws them.
      { numRuns: 20, examples: [[EVERY_KIND]] },
    );
  });

  it('stay exact when a class hands in at once (on PostgreSQL, on several connections)', async () => {
    await Promise.all(
      children.map(async (pupil, index) => {
        const started = await startAttempt(context.app, pupil, exams[0]!.exam_id);
        const attemptId = started.json().data.attempt.attempt_id as string;
        return submitAttempt(context.app, pupil, attemptId, ['a', 'b', null, index % 2 ? 'c' : 'd']);
      }),
    );
    expect(await recountDiffers()).toEqual({ missing: [], extra: [] });
  });
});
