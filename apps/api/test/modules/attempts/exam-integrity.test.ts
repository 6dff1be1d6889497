import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createStudent,
  joinCodeOf,
  login,
  studentBody,
  type SignedIn,
} from '../../helpers/accounts.js';
import { attemptKeyOf, startAttempt, submitAttempt, takeExam } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam, type CreatedExam } from '../../helpers/exams.js';
import { pdfText } from '../../helpers/pdf.js';
import { useTestApp } from '../../helpers/test-app.js';

type Letter = 'a' | 'b' | 'c' | 'd';
const LETTERS: Letter[] = ['a', 'b', 'c', 'd'];
interface ShownQuestion {
  question: string;
  option_a: number;
  option_b: number;
  option_c: number;
  option_d: number;
}

/**
 * What a class actually does (§5.12): children sit side by side, make spare accounts with the class code
 * and pool what their feedback says. An open test must measure the child in front of it anyway.
 */
describe('exam integrity', () => {
  const context = useTestApp();
  const get = (url: string, who: SignedIn) => context.app.inject({ method: 'GET', url, headers: who.auth });
  const closeExam = (exam: CreatedExam, teacher: SignedIn) =>
    context.app.inject({
      method: 'PATCH',
      url: `/api/v1/exam/${exam.exam_id}/deactivate`,
      headers: teacher.auth,
    });

  /** A spare account made the way a child makes one: self-registration with the class code. */
  async function spareAccount(teacher: SignedIn): Promise<SignedIn> {
    const body = studentBody({ level: 2, join_code: await joinCodeOf(context.app, teacher) });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/student/register',
      remoteAddress: '10.42.0.1',
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().data.student.student_id as string;
    // Its teacher confirms the level it picked, as one more child of the class.
    const confirmed = await context.app.inject({
      method: 'PATCH',
      url: `/api/v1/student/${id}`,
      headers: teacher.auth,
      payload: { level_confirmed: true },
    });
    expect(confirmed.statusCode).toBe(200);
    return {
      id,
      username: body.username,
      ...(await login(context.app, 'student', body.username)),
    };
  }

  /** Starts an attempt and hands it in with `letter` everywhere: the start and submit responses. */
  async function handIn(student: SignedIn, exam: CreatedExam, letter: Letter) {
    const started = await startAttempt(context.app, student, exam.exam_id);
    expect(started.statusCode).toBe(201);
    const attempt = started.json().data.attempt;
    const answers = Array.from({ length: attempt.questions.length }, () => letter);
    const submitted = await submitAttempt(context.app, student, attempt.attempt_id, answers);
    expect(submitted.statusCode).toBe(201);
    return { started, submitted, attempt };
  }

  describe('three spare accounts against a test with each child’s own numbers (the defaults)', () => {
    const QUESTIONS = 40;
    let teacher: SignedIn;
    let exam: CreatedExam;
    const seen: string[] = [];

    beforeAll(async () => {
      teacher = await createAdmin(context.app);
      exam = await createExam(context.app, teacher, { isSingleAttempt: true, total_questions: QUESTIONS });
      for (const letter of ['a', 'b', 'c'] as const) {
        const spare = await spareAccount(teacher);
        const { started, submitted } = await handIn(spare, exam, letter);
        const resultId = submitted.json().data.result.result_id;
        seen.push(
          started.body,
          submitted.body,
          (await get(`/api/v1/result/${resultId}`, spare)).body,
          (await get('/api/v1/result', spare)).body,
          (await get(`/api/v1/attempt/${started.json().data.attempt.attempt_id}`, spare)).body,
        );
      }
    });

    it('defaults to own numbers and the score alone while the test is open', () => {
      expect(exam).toMatchObject({ questionsPerStudent: true, reviewWhileOpen: 'score' });
    });

    it('tells the spare accounts nothing about any question', () => {
      for (const body of seen) {
        expect(body).not.toContain('is_correct');
        expect(body).not.toContain('correct_option');
        expect(body).not.toContain('mistake');
      }
      expect(JSON.parse(seen[1]!).data.feedback).toBeNull();
    });

    it('even told right and wrong, pooled answers recover no more of a child’s key than chance', async () => {
      const told = await createExam(context.app, teacher, {
        isSingleAttempt: true,
        total_questions: QUESTIONS,
        reviewWhileOpen: 'right-wrong',
      });
      // Each spare account answers one letter everywhere; where it was told right, that letter is the key.
      const pooled: (Letter | null)[] = Array.from({ length: QUESTIONS }, () => null);
      for (const letter of ['a', 'b', 'c'] as const) {
        const { submitted } = await handIn(await spareAccount(teacher), told, letter);
        submitted.json().data.feedback.forEach((item: { is_correct: boolean }, index: number) => {
          if (item.is_correct) pooled[index] = letter;
        });
      }
      const pooledKey = pooled.map((letter) => letter ?? 'd');
      const pupil = await createStudent(context.app, teacher, { level: 2 });
      const taken = await takeExam(context.app, teacher, pupil, told.exam_id, () => pooledKey);
      // With the pooled key the class's own would score 40/40; against a key of its own, about 10. 24 or
      // more by chance has a probability below one in a million.
      expect(taken.json().data.result.total_correct).toBeLessThan(24);
    });
  });

  describe('a test with shared questions shown as the score alone', () => {
    let teacher: SignedIn;
    let exam: CreatedExam;
    let student: SignedIn;
    let resultId: string;
    let attemptId: string;
    const seen: string[] = [];

    beforeAll(async () => {
      teacher = await createAdmin(context.app);
      student = await createStudent(context.app, teacher, { level: 2 });
      exam = await createExam(context.app, teacher, {
        isSingleAttempt: true,
        questionsPerStudent: false,
        total_questions: 6,
      });
      const { started, submitted, attempt } = await handIn(student, exam, 'a');
      resultId = submitted.json().data.result.result_id;
      attemptId = attempt.attempt_id;
      seen.push(started.body, submitted.body);
    });

    it('never sends a student per-question correctness while it is open', async () => {
      seen.push(
        (await get(`/api/v1/exam/${exam.exam_id}/questions`, student)).body,
        (await get(`/api/v1/attempt/${attemptId}`, student)).body,
        (await get(`/api/v1/result/${resultId}`, student)).body,
        (await get('/api/v1/result', student)).body,
        (await get(`/api/v1/exam/${exam.exam_id}/results`, student)).body,
      );
      for (const body of seen) {
        expect(body).not.toContain('is_correct');
        expect(body).not.toContain('correct_option');
        expect(body).not.toMatch(/"answer":/);
      }
      const text = await pdfText((await get(`/api/v1/result/${resultId}?format=pdf`, student)).rawPayload);
      expect(text).toContain('Each question is reviewed here once your teacher closes the test.');
      // No question marked right, not right or skipped (the summary's "Right answers" count is the score's).
      expect(text).not.toMatch(/Right(?! answers)|Not right|Skipped/);
    });

    it('is taken only through an attempt: a result sent without one is refused', async () => {
      const other = await createStudent(context.app, teacher, { level: 2 });
      expectError(
        await context.app.inject({
          method: 'POST',
          url: '/api/v1/result',
          headers: other.auth,
          payload: {
            exam: exam.exam_id,
            time_taken: 0.01,
            date_completed: new Date().toISOString(),
            answers: Array.from({ length: 6 }, () => 'a'),
          },
        }),
        409,
        `Take this test through an attempt (POST /api/v1/exam/${exam.exam_id}/attempt)`,
      );
    });

    it('shows the teacher everything, and the student everything once it is closed', async () => {
      const key = await attemptKeyOf(context.app, teacher, attemptId);
      const asTeacher = (await get(`/api/v1/result/${resultId}`, teacher)).json().data;
      expect(asTeacher.feedback.map((item: { correct_option: Letter }) => item.correct_option)).toEqual(key);
      await closeExam(exam, teacher);
      const asStudent = (await get(`/api/v1/result/${resultId}`, student)).json().data;
      expect(asStudent.feedback.map((item: { correct_option: Letter }) => item.correct_option)).toEqual(key);
      const text = await pdfText((await get(`/api/v1/result/${resultId}?format=pdf`, student)).rawPayload);
      expect(text).toMatch(/Chosen\s+Right answer\s+Result/);
    });

    it('cannot reopen with the key its students have read, until the questions are new', async () => {
      const reopen = () =>
        context.app.inject({
          method: 'PATCH',
          url: `/api/v1/exam/${exam.exam_id}/activate`,
          headers: teacher.auth,
        });
      expectError(await reopen(), 409, 'Regenerate the questions before reopening');
      expectError(
        await context.app.inject({
          method: 'PATCH',
          url: `/api/v1/exam/${exam.exam_id}`,
          headers: teacher.auth,
          payload: { is_active: true },
        }),
        409,
        'Regenerate the questions before reopening',
      );
      const regenerated = await context.app.inject({
        method: 'PATCH',
        url: `/api/v1/exam/${exam.exam_id}/questions`,
        headers: teacher.auth,
        payload: {},
      });
      expect(regenerated.statusCode).toBe(200);
      expect((await reopen()).statusCode).toBe(200);
    });
  });

  describe('what the teacher chooses to show while a test is open', () => {
    it('"right-wrong" tells which were right, "answers" the right options too', async () => {
      const teacher = await createAdmin(context.app);
      for (const reviewWhileOpen of ['right-wrong', 'answers'] as const) {
        const exam = await createExam(context.app, teacher, { isSingleAttempt: true, reviewWhileOpen });
        const student = await createStudent(context.app, teacher, { level: 2 });
        const { submitted } = await handIn(student, exam, 'a');
        const item = submitted.json().data.feedback[0];
        expect(item).toHaveProperty('is_correct');
        expect('correct_option' in item).toBe(reviewWhileOpen === 'answers');
      }
    });

    it('can be changed on the exam, and practice defaults to the answers', async () => {
      const teacher = await createAdmin(context.app);
      const practice = await createExam(context.app, teacher);
      expect(practice).toMatchObject({ questionsPerStudent: false, reviewWhileOpen: 'answers' });
      const changed = await context.app.inject({
        method: 'PATCH',
        url: `/api/v1/exam/${practice.exam_id}`,
        headers: teacher.auth,
        payload: { reviewWhileOpen: 'score', questionsPerStudent: true },
      });
      expect(changed.json().data.exam).toMatchObject({ questionsPerStudent: true, reviewWhileOpen: 'score' });
      expectError(
        await context.app.inject({
          method: 'PATCH',
          url: `/api/v1/exam/${practice.exam_id}`,
          headers: teacher.auth,
          payload: { reviewWhileOpen: 'everything' },
        }),
        400,
      );
    });
  });

  describe('every attempt its own order', () => {
    it('gives 20 attempts of a 20-question exam 20 different keys, and two children different questions', async () => {
      const teacher = await createAdmin(context.app);
      const shared = await createExam(context.app, teacher, {
        total_questions: 20,
        questionsPerStudent: false,
      });
      const own = await createExam(context.app, teacher, { total_questions: 20, questionsPerStudent: true });
      const keys = new Set<string>();
      const sharedOrders = new Set<string>();
      const ownLists: string[][] = [];
      for (let child = 0; child < 20; child += 1) {
        const student = await createStudent(context.app, teacher, { level: 2 });
        const sharedAttempt = (await startAttempt(context.app, student, shared.exam_id)).json().data.attempt;
        keys.add((await attemptKeyOf(context.app, teacher, sharedAttempt.attempt_id)).join(''));
        sharedOrders.add(sharedAttempt.questions.map((q: ShownQuestion) => q.question).join('|'));
        if (child < 2) {
          const ownAttempt = (await startAttempt(context.app, student, own.exam_id)).json().data.attempt;
          ownLists.push(ownAttempt.questions.map((q: ShownQuestion) => q.question).sort());
        }
      }
      expect(keys.size).toBe(20);
      expect(sharedOrders.size).toBe(20);
      expect(ownLists[0]).not.toEqual(ownLists[1]);
    });

    it('scores, reviews and analyses each attempt against what it showed', async () => {
      const teacher = await createAdmin(context.app);
      const exam = await createExam(context.app, teacher, { total_questions: 5, questionsPerStudent: false });
      const questions = (await get(`/api/v1/exam/${exam.exam_id}/questions`, teacher)).json()
        .data as (ShownQuestion & {
        correct_option: Letter;
      })[];
      const student = await createStudent(context.app, teacher, { level: 2 });
      // All right: the analysis maps each shown question and option back to the exam's.
      const taken = await takeExam(context.app, teacher, student, exam.exam_id, (key) => key);
      expect(taken.json().data.result).toMatchObject({ total_correct: 5, score: 10 });
      const analysis = (await get(`/api/v1/exam/${exam.exam_id}/questions/analytics`, teacher)).json().data
        .analytics;
      expect(analysis).toMatchObject({ perStudent: false, results: 1 });
      for (const [index, item] of analysis.questions.entries()) {
        expect(item).toMatchObject({
          question: questions[index]!.question,
          correct_option: questions[index]!.correct_option,
          correctPercentage: 100,
          chosen: { [questions[index]!.correct_option]: 1 },
        });
      }
    });

    it("moves each option's mistake with its number when an attempt shuffles the options", async () => {
      const teacher = await createAdmin(context.app);
      const exam = await createExam(context.app, teacher, { total_questions: 8, questionsPerStudent: false });
      type Listed = ShownQuestion & { mistakes: Record<Letter, string | null> };
      const inExam = (await get(`/api/v1/exam/${exam.exam_id}/questions`, teacher)).json().data as Listed[];
      const student = await createStudent(context.app, teacher, { level: 2 });
      const attemptId = (await startAttempt(context.app, student, exam.exam_id)).json().data.attempt
        .attempt_id;
      const shown = (await get(`/api/v1/attempt/${attemptId}`, teacher)).json().data.questions as Listed[];
      const mistakeOfValue = (question: Listed) =>
        Object.fromEntries(
          LETTERS.map((letter) => [question[`option_${letter}`], question.mistakes[letter]]),
        );
      for (const question of shown) {
        const original = inExam.find((each) => each.question === question.question)!;
        expect(mistakeOfValue(question)).toEqual(mistakeOfValue(original));
      }
    });

    it('analyses a test of own numbers by position, and names the mistakes the wrong answers stood for', async () => {
      const teacher = await createAdmin(context.app);
      const exam = await createExam(context.app, teacher, { total_questions: 3, questionsPerStudent: true });
      const student = await createStudent(context.app, teacher, { level: 2 });
      const attemptId = (await startAttempt(context.app, student, exam.exam_id)).json().data.attempt
        .attempt_id;
      type Asked = ShownQuestion & { correct_option: Letter; mistakes: Record<Letter, string | null> };
      const asked = (await get(`/api/v1/attempt/${attemptId}`, teacher)).json().data.questions as Asked[];
      // The third answered wrong, with an option that stands for a mistake.
      const third = asked[2]!;
      const wrong = LETTERS.find(
        (letter) => letter !== third.correct_option && third.mistakes[letter] !== null,
      )!;
      await submitAttempt(context.app, student, attemptId, [asked[0]!.correct_option, null, wrong]);
      const analysis = (await get(`/api/v1/exam/${exam.exam_id}/questions/analytics`, teacher)).json().data
        .analytics;
      expect(analysis).toMatchObject({ perStudent: true, results: 1 });
      expect(analysis.questions.map((item: { correctPercentage: number }) => item.correctPercentage)).toEqual(
        [100, 0, 0],
      );
      expect(analysis.questions[1]).toMatchObject({
        question: null,
        correct_option: null,
        chosen: { none: 1 },
        mistakes: null,
        mostMadeMistake: null,
      });
      expect(analysis.questions[2].mostMadeMistake).toEqual({ mistake: third.mistakes[wrong], results: 1 });
      expect(analysis.mistakesMade[third.mistakes[wrong]!]).toBe(1);
    });
  });
});
