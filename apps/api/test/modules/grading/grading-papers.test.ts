import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { ageAttempt, saveAnswers, startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';

/** A section: four questions of two marks in 5 minutes, a test of level 3. */
const SECTION = {
  level: 3,
  isSingleAttempt: true,
  total_questions: 4,
  total_marks_per_question: 2,
  duration: 5,
};
const OVER =
  'The time for this paper is over: its sections share one clock of 15 minutes, from the first one started';

const minutesOf = (attempt: { started_at: string; deadline: string }) =>
  (Date.parse(attempt.deadline) - Date.parse(attempt.started_at)) / 60_000;

describe('a grading sat as one paper', () => {
  const context = useTestApp();
  let teacher: SignedIn;
  let sections: string[];

  const call = (method: 'GET' | 'POST', url: string, who: SignedIn, payload?: object) =>
    context.app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });
  const start = async (child: SignedIn, examId: string) => {
    const started = await startAttempt(context.app, child, examId);
    expect(started.statusCode, started.body).toBe(201);
    return started.json().data.attempt as { attempt_id: string; started_at: string; deadline: string };
  };

  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    sections = [];
    for (const title of ['Mitorizan', 'Multiplication', 'Division']) {
      sections.push((await createExam(context.app, teacher, { ...SECTION, title })).exam_id);
    }
    const made = await call('POST', '/api/v1/grading', teacher, {
      title: 'Paper grading',
      grade: '6th kyu',
      level: 3,
      passRule: 'total',
      totalPassMarks: 17,
      paper: true,
      sections: sections.map((exam_id) => ({ exam_id, passMarks: 6 })),
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.grading).toMatchObject({ paper: true, fullMarks: 24 });
  });

  it('gives its sections one clock, their minutes added, from the first a child starts, in any order', async () => {
    const child = await createStudent(context.app, teacher, { level: 3 });
    // The second section first: the clock of the whole paper starts, 15 minutes.
    const second = await start(child, sections[1]!);
    expect(minutesOf(second)).toBe(15);
    await ageAttempt(context.database.connection.db, second.attempt_id, 10);
    // Ten minutes on, the first section has what is left of the paper's clock: the same deadline.
    const first = await start(child, sections[0]!);
    const aged = (await call('GET', `/api/v1/attempt/${second.attempt_id}`, child)).json().data;
    expect(first.deadline).toBe(aged.deadline);
    expect(minutesOf(first)).toBeCloseTo(5, 1);
    // Handing in one section leaves the others open under the same clock.
    const handedIn = await submitAttempt(context.app, child, first.attempt_id, [null, null, null, null]);
    expect(handedIn.statusCode, handedIn.body).toBe(201);
    expect(
      (await saveAnswers(context.app, child, second.attempt_id, ['a', null, null, null])).statusCode,
    ).toBe(200);
    const third = await start(child, sections[2]!);
    expect(third.deadline).toBe(aged.deadline);
  });

  it('starts no section once the paper’s clock has run out', async () => {
    const child = await createStudent(context.app, teacher, { level: 3 });
    const first = await start(child, sections[0]!);
    await ageAttempt(context.database.connection.db, first.attempt_id, 16);
    expectError(await startAttempt(context.app, child, sections[2]!), 409, OVER);
    // Each child has a clock of their own.
    const other = await createStudent(context.app, teacher, { level: 3 });
    expect(minutesOf(await start(other, sections[2]!))).toBe(15);
  });

  it('leaves a test in no paper to its own minutes, and refuses a paper not passed on its total', async () => {
    const alone = (await createExam(context.app, teacher, { ...SECTION, title: 'Alone' })).exam_id;
    const child = await createStudent(context.app, teacher, { level: 3 });
    expect(minutesOf(await start(child, alone))).toBe(5);
    expectError(
      await call('POST', '/api/v1/grading', teacher, {
        title: 'Sections apart',
        grade: '6th kyu',
        level: 3,
        passRule: 'every-section',
        paper: true,
        sections: [{ exam_id: alone, passMarks: 6 }],
      }),
      400,
      'paper: a whole paper passes on its total: set passRule total',
    );
  });

  it('makes JCCI’s kyu one paper of 30 minutes for its three sections', async () => {
    const made = await call('POST', '/api/v1/grading/from-template', teacher, {
      template: 'jcci-6-kyu',
      level: 3,
      is_active: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const grading = made.json().data.grading;
    expect(grading).toMatchObject({ paper: true, passRule: 'total', totalPassMarks: 210 });
    const child = await createStudent(context.app, teacher, { level: 3 });
    const division = await start(child, grading.sections[2].exam.exam_id);
    expect(minutesOf(division)).toBe(30);
    expect((await start(child, grading.sections[0].exam.exam_id)).deadline).toBe(division.deadline);
  });

  it('makes the anzan kentei’s 1st kyu one paper of 80 questions in 12 minutes, passed at 400 of 500', async () => {
    const made = await call('POST', '/api/v1/grading/from-template', teacher, {
      template: 'jcci-anzan-1-kyu',
      level: 3,
      is_active: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const grading = made.json().data.grading;
    expect(grading).toMatchObject({
      paper: true,
      totalPassMarks: 400,
      fullMarks: 500,
      grade: 'Anzan 1st kyu',
    });
    expect(
      grading.sections.map((section: { exam: { total_questions: number } }) => section.exam.total_questions),
    ).toEqual([20, 30, 30]);
    const child = await createStudent(context.app, teacher, { level: 3 });
    const products = await start(child, grading.sections[1].exam.exam_id);
    expect(minutesOf(products)).toBe(12);
    const owned = (await call('GET', `/api/v1/attempt/${products.attempt_id}`, teacher)).json().data;
    // Five digits together: three-digit by two-digit products.
    for (const { question } of owned.questions as { question: string }[]) {
      expect(question).toMatch(/^\d{3} \* \d{2}$/);
    }
  });
});
