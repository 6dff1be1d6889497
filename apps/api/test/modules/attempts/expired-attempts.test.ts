// @driver-sensitive: two reads finishing the same expired attempts at once
import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { ageAttempt, saveAnswers, startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { createExam } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';

const DURATION = 20;
/** Past the deadline and its 30 s of grace. */
const PAST_GRACE = DURATION + 1;
const CLASS_SIZE = 3;

/** What a read shows of the class's results: how many it counts. */
interface ResultsRead {
  name: string;
  url: (exam: string, student: string) => string;
  counted: (data: Record<string, unknown> & { length?: number }, meta?: { total: number }) => unknown;
}

describe('attempts nobody submitted, at deadline + grace', () => {
  const context = useTestApp();
  const get = (url: string, who: SignedIn) => context.app.inject({ method: 'GET', url, headers: who.auth });

  /**
   * A test of a class of three: one submits, two leave it open with answers saved (one with the first
   * answer, one with none) and nobody touches their attempts again; then their time is up.
   */
  async function classAtDeadline() {
    const teacher = await createAdmin(context.app);
    const exam = await createExam(context.app, teacher, {
      isSingleAttempt: true,
      duration: DURATION,
      total_questions: 3,
      level: 2,
    });
    const pupils: SignedIn[] = [];
    const attempts: string[] = [];
    for (let pupil = 0; pupil < CLASS_SIZE; pupil++) {
      const student = await createStudent(context.app, teacher, { level: 2 });
      const attempt = (await startAttempt(context.app, student, exam.exam_id)).json().data.attempt;
      pupils.push(student);
      attempts.push(attempt.attempt_id as string);
    }
    expect((await submitAttempt(context.app, pupils[0]!, attempts[0]!)).statusCode).toBe(201);
    expect((await saveAnswers(context.app, pupils[1]!, attempts[1]!, ['a', null, null])).statusCode).toBe(
      200,
    );
    for (const attempt of attempts) await ageAttempt(context.database.connection.db, attempt, PAST_GRACE);
    return { teacher, exam: exam.exam_id, pupils };
  }

  const teacherReads: ResultsRead[] = [
    {
      name: 'the exam’s results',
      url: (e) => `/api/v1/exam/${e}/results`,
      counted: (_d, meta) => meta!.total,
    },
    { name: 'its students', url: (e) => `/api/v1/exam/${e}/students`, counted: (_d, meta) => meta!.total },
    { name: 'the results list', url: (e) => `/api/v1/result?exam=${e}`, counted: (_d, meta) => meta!.total },
    {
      name: 'the exam’s analytics',
      url: (e) => `/api/v1/exam/assessment/${e}/analytics`,
      counted: (data) => (data.analytics as { totalStudentsAttempted: number }).totalStudentsAttempted,
    },
    {
      name: 'the item analysis',
      url: (e) => `/api/v1/exam/${e}/questions/analytics`,
      counted: (data) => (data.analytics as { results: number }).results,
    },
    {
      name: 'the exams list',
      url: () => '/api/v1/exam',
      counted: (data) => (data as unknown as { total_attended: number }[])[0]!.total_attended,
    },
    {
      name: 'the level analytics',
      url: () => '/api/v1/analytics/levels',
      counted: (data) =>
        (data.levels as { level: number; results: { assessment: number } }[]).find(
          (figures) => figures.level === 2,
        )!.results.assessment,
    },
    {
      name: 'a student’s analytics',
      url: (_e, student) => `/api/v1/student/${student}/exam/assessment/analytics`,
      counted: (data) =>
        (data.analytics as { totalAssessmentExams: number }).totalAssessmentExams * CLASS_SIZE,
    },
  ];

  it.each(teacherReads)('counts the whole class in $name', async ({ url, counted }) => {
    const { teacher, exam, pupils } = await classAtDeadline();
    const response = await get(url(exam, pupils[2]!.id), teacher);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(counted(data, meta)).toBe(CLASS_SIZE);
  });

  it('scores what was saved in time, once, and shows it to the child too', async () => {
    const { teacher, exam, pupils } = await classAtDeadline();
    const [first, second] = await Promise.all([
      get(`/api/v1/exam/${exam}/results`, teacher),
      get(`/api/v1/exam/${exam}/students`, teacher),
    ]);
    expect([first.json().meta.total, second.json().meta.total]).toEqual([CLASS_SIZE, CLASS_SIZE]);
    const own = (await get('/api/v1/result', pupils[1]!)).json().data;
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ exam: exam, total_questions: 3 });
    const review = (await get(`/api/v1/result/${own[0].result_id}`, teacher)).json().data;
    expect(review.answers).toEqual(['a', null, null]);
  });

  it("finishes a child's own attempt when they read their results", async () => {
    const { exam, pupils } = await classAtDeadline();
    const own = (await get('/api/v1/student/exam/assessment/analytics', pupils[2]!)).json().data;
    expect(own.analytics.exams).toEqual([expect.objectContaining({ examId: exam, score: 0 })]);
  });
});
