import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { startAttempt, submitAttempt } from './attempts.js';
import { changingClass } from './changing-class.js';
import { createExam, type CreatedExam } from './exams.js';
import { TYPED_SETTINGS } from './typed-exams.js';

/**
 * A class whose answers and teacher's changes the property tests of kept counts (answer tallies, skill
 * uses) draw at random: three children, four exams of four questions, and every way a result comes and
 * goes.
 */
export const STUDENTS = 3;
const QUESTIONS = 4;

/** The exams tried: shuffled choices, drawn for each attempt, an assessment (retakes), typed numbers. */
type ExamIndex = 0 | 1 | 2 | 3;
const ASSESSMENT = 2;
const TYPED = 3;

/** An answer: the right one, another one, or none; a typed question's other answer is written as given. */
type Pick = 'right' | 'a' | 'b' | 'c' | 'd' | '7' | '-1' | null;

export type Step =
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
export const step: fc.Arbitrary<Step> = fc.oneof(
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
export const EVERY_KIND: Step[] = [
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

/** The class, its exams, and `take`, which makes one step happen through the API. */
export async function changingClassWithExams(app: App, db: () => Database) {
  const { teacher, changes, children } = await changingClass(app, db, STUDENTS);
  const shape = { level: 2, duration: 10, total_questions: QUESTIONS, total_marks_per_question: 2 };
  const exams: CreatedExam[] = [
    await createExam(app, teacher, { ...shape, title: 'Drill', questionsPerStudent: false }),
    await createExam(app, teacher, { ...shape, title: 'Own drill', questionsPerStudent: true }),
    await createExam(app, teacher, {
      ...shape,
      title: 'Test',
      isSingleAttempt: true,
      questionsPerStudent: false,
    }),
    await createExam(app, teacher, {
      ...shape,
      title: 'Written drill',
      questionsPerStudent: false,
      ...TYPED_SETTINGS,
    }),
  ];
  const inject = (request: InjectOptions) => app.inject(request);
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
        const started = await startAttempt(app, pupil, examId);
        // An assessment taken already (and not given again) has no attempt to start.
        if (change.exam === ASSESSMENT && started.statusCode === 409) return;
        expect([200, 201], started.body).toContain(started.statusCode);
        const attemptId = started.json().data.attempt.attempt_id as string;
        const shown = (await admin('GET', `/api/v1/attempt/${attemptId}`)).json().data
          .questions as ShownQuestion[];
        const answers = shown.map((question, index) =>
          answerOf(change.picks[index]!, question, change.exam === TYPED),
        );
        // Times on screen far longer than the attempt has lasted: the server holds them to its clock.
        const timesMs = answers.map((_, index) => 60_000 * (index + 1));
        const submitted = await submitAttempt(app, pupil, attemptId, answers, timesMs);
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

  return { teacher, children, exams, take };
}
