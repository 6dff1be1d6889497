// @driver-sensitive: a class handing in at once, on several connections
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn } from '../../helpers/accounts.js';
import { startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { createExam, type CreatedExam } from '../../helpers/exams.js';
import { differences, type teacherChanges } from '../../helpers/teacher-changes.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { TYPED_SETTINGS } from '../../helpers/typed-exams.js';
import { changingClass } from '../../helpers/changing-class.js';

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

const STUDENTS = 3;
const QUESTIONS = 4;

/** The exams tried: shuffled choices, drawn for each attempt, an assessment (retakes), typed numbers. */
type ExamIndex = 0 | 1 | 2 | 3;
const ASSESSMENT = 2;
const TYPED = 3;

/** An answer: the right one, another one, or none; a typed question's other answer is written as given. */
type Pick = 'right' | 'a' | 'b' | 'c' | 'd' | '7' | '-1' | null;

type Step =
  | { kind: 'send'; exam: 0 | 3; student: number; picks: Pick[] }
  | { kind: 'attempt'; exam: ExamIndex; student: number; picks: Pick[] }
  | { kind: 'delete result'; pick: number }
  | { kind: 'clear exam'; exam: ExamIndex }
  | { kind: 'clear student'; student: number }
  | { kind: 'retake'; student: number }
  | { kind: 'regenerate'; exam: 0 | 1 | 3 };

const student = fc.integer({ min: 0, max: STUDENTS - 1 });
const picks = fc.array(fc.constantFrom<Pick>('right', 'right', 'a', 'b', 'c', 'd', '7', '-1', null), {
  minLength: QUESTIONS,
  maxLength: QUESTIONS,
});
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('send' as const),
      exam: fc.constantFrom<0 | 3>(0, 3),
      student,
      picks,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('attempt' as const),
      exam: fc.constantFrom<ExamIndex>(0, 1, 2, 3),
      student,
      picks,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete result' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('clear exam' as const),
      exam: fc.constantFrom<ExamIndex>(0, 1, 2, 3),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear student' as const), student }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retake' as const), student }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('regenerate' as const),
      exam: fc.constantFrom<0 | 1 | 3>(0, 1, 3),
    }),
  },
);

const right: Pick[] = ['right', 'a', null, '7'];
const EVERY_KIND: Step[] = [
  { kind: 'send', exam: 0, student: 0, picks: right },
  { kind: 'send', exam: 3, student: 0, picks: right },
  ...([0, 1, 2, 3] as const).map((exam) => ({ kind: 'attempt' as const, exam, student: 1, picks: right })),
  { kind: 'retake', student: 1 },
  { kind: 'attempt', exam: 2, student: 1, picks: ['b', 'right', 'right', null] },
  { kind: 'regenerate', exam: 1 },
  { kind: 'attempt', exam: 1, student: 2, picks: ['c', 'c', 'right', 'right'] },
  { kind: 'delete result', pick: 1 },
  { kind: 'regenerate', exam: 0 },
  { kind: 'attempt', exam: 0, student: 2, picks: right },
  { kind: 'clear student', student: 0 },
];

interface ShownQuestion {
  answer: number;
  correct_option: 'a' | 'b' | 'c' | 'd' | null;
}

/** What a pick answers a question with: a letter, or for a typed question a number. */
function answerOf(pick: Pick, question: ShownQuestion, typed: boolean): string | number | null {
  if (pick === null) return null;
  if (typed)
    return pick === 'right' ? question.answer : /^-?\d+$/.test(pick) ? Number(pick) : question.answer + 1;
  if (pick === 'right') return question.correct_option;
  return /^[a-d]$/.test(pick) ? pick : 'a';
}

describe('answer tallies', () => {
  const { context, inject, db } = useAppCalls();

  let teacher: SignedIn;
  let changes: ReturnType<typeof teacherChanges>;
  let children: SignedIn[];
  let exams: CreatedExam[];

  beforeAll(async () => {
    ({ teacher, changes, children } = await changingClass(context.app, db, STUDENTS));
    const shape = { level: 2, duration: 10, total_questions: QUESTIONS, total_marks_per_question: 2 };
    exams = [
      await createExam(context.app, teacher, { ...shape, title: 'Drill', questionsPerStudent: false }),
      await createExam(context.app, teacher, { ...shape, title: 'Own drill', questionsPerStudent: true }),
      await createExam(context.app, teacher, {
        ...shape,
        title: 'Test',
        isSingleAttempt: true,
        questionsPerStudent: false,
      }),
      await createExam(context.app, teacher, {
        ...shape,
        title: 'Written drill',
        questionsPerStudent: false,
        ...TYPED_SETTINGS,
      }),
    ];
  });

  const admin = (method: InjectOptions['method'], url: string, payload?: object) =>
    inject({ method, url, headers: teacher.auth, ...(payload && { payload }) });

  async function take(change: Step): Promise<void> {
    switch (change.kind) {
      case 'send': {
        const examId = exams[change.exam]!.exam_id;
        const asked = (await admin('GET', `/api/v1/exam/${examId}/questions`)).json().data as ShownQuestion[];
        const sent = await inject({
          method: 'POST',
          url: '/api/v1/result',
          headers: children[change.student]!.auth,
          payload: {
            exam: examId,
            time_taken: 2,
            date_completed: new Date().toISOString(),
            answers: asked.map((question, index) =>
              answerOf(change.picks[index]!, question, change.exam === TYPED),
            ),
          },
        });
        expect(sent.statusCode, sent.body).toBe(201);
        return;
      }
      case 'attempt': {
        const examId = exams[change.exam]!.exam_id;
        const pupil = children[change.student]!;
        const started = await startAttempt(context.app, pupil, examId);
        // An assessment taken already (and not given again) has no attempt to start.
        if (change.exam === ASSESSMENT && started.statusCode === 409) return;
        expect([200, 201], started.body).toContain(started.statusCode);
        const attemptId = started.json().data.attempt.attempt_id as string;
        const shown = (await admin('GET', `/api/v1/attempt/${attemptId}`)).json().data
          .questions as ShownQuestion[];
        const answers = shown.map((question, index) =>
          answerOf(change.picks[index]!, question, change.exam === TYPED),
        );
        const submitted = await submitAttempt(context.app, pupil, attemptId, answers);
        expect(submitted.statusCode, submitted.body).toBe(201);
        return;
      }
      case 'delete result':
        return changes.deleteResult(change.pick);
      case 'clear exam':
        return changes.clearExam(exams[change.exam]!.exam_id);
      case 'clear student':
        return changes.clearStudent(children[change.student]!.id);
      case 'retake':
        return changes.retake(exams[ASSESSMENT]!.exam_id, children[change.student]!.id);
      case 'regenerate':
        return changes.regenerate(exams[change.exam]!.exam_id);
    }
  }

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
