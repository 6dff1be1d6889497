// @driver-neutral: the class is registered at once only to save time
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { answerKeyOf, createExam, recordResult, wrongOption } from '../../helpers/exams.js';
import { useLiveRounds, type RoundData } from '../../helpers/live-rounds.js';
import { createTestApp } from '../../helpers/test-app.js';

describe('live rounds', () => {
  const { context, inject, db, post, get, roundOf, pastCountdown, people, openRound, end } = useLiveRounds();
  let teacher: SignedIn;
  let pupils: SignedIn[];
  let otherLevel: SignedIn;
  beforeAll(() => {
    ({ teacher, pupils, otherLevel } = people);
  });

  it('opens a round in its lobby with a six-digit code, and one round at a time per teacher', async () => {
    const { exam, round } = await openRound();
    expect(round).toMatchObject({
      state: 'lobby',
      question_index: 0,
      total_questions: 3,
      players: 0,
      question: null,
      reveal: null,
      leaderboard: [],
      me: null,
      ended_at: null,
      exam: { exam_id: exam, level: 2, type: 'practice', answer_mode: 'choice', flash: null },
      whole_class: false,
      seconds_to_answer: 20,
    });
    expect(round.code).toMatch(/^\d{6}$/);
    expectError(
      await post(teacher, '', { exam }),
      409,
      `You already have a round running (code ${round.code}): end it first`,
    );
    expect((await end(round.round_id)).json().data.state).toBe('ended');
    const again = await post(teacher, '', { exam, whole_class: true, seconds_to_answer: 5 });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ whole_class: true, seconds_to_answer: 5 });
    await end(again.json().data.round_id);
  });

  it('refuses exams a round cannot show', async () => {
    const another = await createAdmin(context.app);
    const theirs = await createExam(context.app, another);
    expectError(await post(teacher, '', { exam: theirs.exam_id }), 404, 'Exam not found');
    expectError(await post(teacher, '', { exam: 'eUnknown0123456' }), 404, 'Exam not found');
    const deleted = await createExam(context.app, teacher);
    await inject({ method: 'DELETE', url: `/api/v1/exam/${deleted.exam_id}`, headers: teacher.auth });
    expectError(await post(teacher, '', { exam: deleted.exam_id }), 404, 'Exam not found');
    const listening = await createExam(context.app, teacher, { listening: { numbersPerMinute: 40 } });
    expectError(
      await post(teacher, '', { exam: listening.exam_id }),
      400,
      'a round shows its questions on the projector: a listening exam is read aloud on each child’s device, use a flash or written exam',
    );
    const openTest = await createExam(context.app, teacher, { isSingleAttempt: true });
    expectError(
      await post(teacher, '', { exam: openTest.exam_id }),
      409,
      'This test is open for students: a round would show its questions and answers to the class before they sit it; close it first, or use a practice',
    );
    expectError(await post(teacher, '', { exam: openTest.exam_id, seconds_to_answer: 4 }), 400);
    expectError(await post(pupils[0]!, '', { exam: openTest.exam_id }), 403);
  });

  it('shows no test before it is sat: not one that opens later, nor one opened during the round; its key is then spent', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const later = await createExam(context.app, teacher, {
      isSingleAttempt: true,
      level: 2,
      opensAt: inAnHour,
    });
    expectError(
      await post(teacher, '', { exam: later.exam_id }),
      409,
      'This test opens by itself later: a round would show its questions and answers to the class before they sit it; switch it off first, or use a practice',
    );

    const patchExam = (examId: string, action: 'activate' | 'deactivate') =>
      inject({ method: 'PATCH', url: `/api/v1/exam/${examId}/${action}`, headers: teacher.auth });
    // The same questions for every child (with their own, a round's would tell them nothing).
    const closed = await createExam(context.app, teacher, {
      isSingleAttempt: true,
      questionsPerStudent: false,
      level: 2,
      is_active: false,
    });
    const created = await post(teacher, '', { exam: closed.exam_id });
    expect(created.statusCode).toBe(201);
    const roundId = created.json().data.round_id as string;
    // Opened while the round waits in its lobby: the round shows none of it.
    expect((await patchExam(closed.exam_id, 'activate')).statusCode).toBe(200);
    expectError(
      await post(teacher, `/${roundId}/next`, { question: 1 }),
      409,
      'This test is open for students: a round would show its questions and answers to the class before they sit it; close it first, or use a practice',
    );
    expect((await patchExam(closed.exam_id, 'deactivate')).statusCode).toBe(200);
    expect((await post(teacher, `/${roundId}/next`, { question: 1 })).statusCode).toBe(200);
    // Question 1 and its answer were on the projector: the test opens again only with new questions.
    expectError(
      await patchExam(closed.exam_id, 'activate'),
      409,
      'Regenerate the questions before reopening',
    );
    await end(roundId);
    expectError(
      await patchExam(closed.exam_id, 'activate'),
      409,
      'Regenerate the questions before reopening',
    );
  });

  it('lets the class join by code, again and again, and keeps others out', async () => {
    const { round } = await openRound();
    const spaced = `${round.code.slice(0, 3)} - ${round.code.slice(3)}`;
    const joined = await post(pupils[0]!, '/join', { code: spaced });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toMatchObject({ round_id: round.round_id, players: 1, me: { joined: true } });
    expect((await post(pupils[0]!, '/join', { code: round.code })).json().data.players).toBe(1);
    expectError(await post(otherLevel, '/join', { code: round.code }), 403, 'This round is for level 2');
    expectError(await get(otherLevel, `/${round.round_id}`), 404, 'Round not found');
    const wrong = String((Number(round.code) + 1) % 1_000_000).padStart(6, '0');
    expectError(await post(pupils[1]!, '/join', { code: wrong }), 404, 'No round is running with this code');
    expectError(await post(pupils[1]!, '/join', { code: '12345' }), 400);

    const elsewhere = await createAdmin(context.app);
    const stranger = await createStudent(context.app, elsewhere, { level: 2 });
    expectError(
      await post(stranger, '/join', { code: round.code }),
      404,
      'No round is running with this code',
    );
    expectError(await get(stranger, `/${round.round_id}`), 404, 'Round not found');
    expectError(await get(elsewhere, `/${round.round_id}`), 404, 'Round not found');

    const listed = await get(pupils[1]!);
    expect(listed.json().data.map((r: RoundData) => [r.round_id, r.code])).toEqual([
      [round.round_id, round.code],
    ]);
    expect((await get(otherLevel)).json().data).toEqual([]);

    await end(round.round_id);
    expectError(await post(pupils[1]!, '/join', { code: round.code }), 409, 'This round has ended');
    expect((await get(pupils[1]!)).json().data).toEqual([]);
    const teacherList = await get(teacher, '?page=1&limit=2');
    expect(teacherList.json().meta).toMatchObject({ page: 1, limit: 2 });
    expect(teacherList.json().data[0].round_id).toBe(round.round_id);
  });

  it('limits one child’s joins and answers, not the class’s', async () => {
    const school = await createTestApp({ env: { ROUND_RATE_LIMIT_MAX: '3' } });
    onTestFinished(() => school.close());
    const { app } = school;
    const teacherThere = await createAdmin(app);
    const child = await createStudent(app, teacherThere, { level: 2 });
    const classmate = await createStudent(app, teacherThere, { level: 2 });
    const exam = await createExam(app, teacherThere, { level: 2, total_questions: 2 });
    const send = (who: SignedIn, url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/v1/round${url}`, headers: who.auth, payload });
    const round = (await send(teacherThere, '', { exam: exam.exam_id })).json().data as RoundData;

    expect((await send(child, '/join', { code: round.code })).statusCode).toBe(200);
    expect((await send(child, '/join', { code: round.code })).statusCode).toBe(200);
    expectError(await send(child, `/${round.round_id}/answers`, { question: 1, choice: 'a' }), 409);
    expectError(
      await send(child, '/join', { code: round.code }),
      429,
      /^Too many requests; try again in 15 minutes$/,
    );
    expectError(await send(child, `/${round.round_id}/answers`, { question: 1, choice: 'a' }), 429);
    expect((await send(classmate, '/join', { code: round.code })).statusCode).toBe(200);
    expect((await send(teacherThere, `/${round.round_id}/next`, { question: 1 })).statusCode).toBe(200);
  });

  it('lets a whole-class round in every confirmed level', async () => {
    const { round } = await openRound({}, 0, { whole_class: true });
    expect((await post(otherLevel, '/join', { code: round.code })).statusCode).toBe(200);
    await end(round.round_id);
  });

  it('counts a round left alone for six hours as ended, freeing its code and its teacher', async () => {
    const { exam, round } = await openRound({}, 1);
    await db().execute(sql`update rounds set last_activity_at = now() - interval '7 hours'
      where public_id = ${round.round_id}`);
    const idle = await roundOf(pupils[0]!, round.round_id);
    expect(idle).toMatchObject({ state: 'ended', ended_at: expect.any(String) });
    expectError(await post(pupils[1]!, '/join', { code: round.code }), 409, 'This round has ended');
    const next = await post(teacher, '', { exam });
    expect(next.statusCode).toBe(201);
    await end(next.json().data.round_id);
  });

  it('saves each player’s answers as a result of the exam, once', async () => {
    const { exam, round } = await openRound(
      { isSingleAttempt: true, is_active: false, total_marks_per_question: 2 },
      3,
    );
    const key = await answerKeyOf(context.app, teacher, exam);
    const id = round.round_id;
    // One child has this test's one result already.
    await recordResult(db(), exam, pupils[2]!.id, { score: 2 });
    await post(teacher, `/${id}/next`, { question: 1 });
    await pastCountdown(id);
    await post(pupils[0]!, `/${id}/answers`, { question: 1, choice: key[0] });
    await post(pupils[1]!, `/${id}/answers`, { question: 1, choice: wrongOption(key[0]!) });
    expectError(
      await post(teacher, `/${id}/results`),
      409,
      'End the round first: its results are saved once it has ended',
    );
    await end(id);

    const saved = await post(teacher, `/${id}/results`);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toEqual({
      saved: 2,
      skipped: [{ student_id: pupils[2]!.id, reason: 'Chetan Iyer has a result of this test already' }],
    });
    expectError(await post(teacher, `/${id}/results`), 409, "This round's results are saved already");
    expect((await roundOf(teacher, id)).results_saved_at).toEqual(expect.any(String));

    const results = await inject({
      method: 'GET',
      url: `/api/v1/result?exam=${exam}`,
      headers: pupils[0]!.auth,
    });
    expect(results.json().data).toHaveLength(1);
    const result = await inject({
      method: 'GET',
      url: `/api/v1/result/${results.json().data[0].result_id}`,
      headers: teacher.auth,
    });
    // The round played question 1 of 3: the result is of that one question.
    expect(result.json().data).toMatchObject({
      score: 2,
      total_correct: 1,
      total_questions: 1,
      total_marks: 2,
      answers: [key[0]],
      live_round: true,
      in_analytics: false,
    });
    expect(result.json().data.feedback).toEqual([
      expect.objectContaining({ position: 1, correct_option: key[0], is_correct: true }),
    ]);
    expect(result.json().data.questions).toHaveLength(1);
    expect(result.json().data.time_taken).toBeGreaterThanOrEqual(0.01);

    // The formulas of the one question answered, each timed as the round timed the answer.
    const skills = await inject({
      method: 'GET',
      url: `/api/v1/student/${pupils[0]!.id}/skills`,
      headers: teacher.auth,
    });
    const used = (skills.json().data.skills as { uses: number }[]).filter((skill) => skill.uses > 0);
    expect(used.length).toBeGreaterThan(0);
    for (const skill of used) {
      expect(skill).toMatchObject({ uses: 1, rightPercent: 100, medianTimeMs: expect.any(Number) });
    }
  });

  it('saves a round ended after 3 of 20 questions as results of 3, kept out of analytics unless counted', async () => {
    const { exam, round } = await openRound({ total_questions: 20 }, 2);
    // The class waited ten minutes in the lobby: not time spent on the questions.
    await db().execute(sql`update round_players set joined_at = joined_at - interval '10 minutes'
      where round_id = (select id from rounds where public_id = ${round.round_id})`);
    const key = await answerKeyOf(context.app, teacher, exam);
    const play = async (roundId: string) => {
      for (const question of [1, 2, 3]) {
        expect((await post(teacher, `/${roundId}/next`, { question })).statusCode).toBe(200);
        await pastCountdown(roundId);
        const right = key[question - 1]!;
        await post(pupils[0]!, `/${roundId}/answers`, { question, choice: right });
        await post(pupils[1]!, `/${roundId}/answers`, {
          question,
          choice: question === 1 ? right : wrongOption(right),
        });
      }
      await end(roundId);
    };
    const practiceAnalytics = async () => {
      const response = await inject({
        method: 'GET',
        url: `/api/v1/exam/practice/${exam}/analytics`,
        headers: teacher.auth,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.analytics as Record<string, unknown>;
    };

    await play(round.round_id);
    expect((await post(teacher, `/${round.round_id}/results`)).json().data).toEqual({
      saved: 2,
      skipped: [],
    });
    const listed = await inject({ method: 'GET', url: `/api/v1/result?exam=${exam}`, headers: teacher.auth });
    const byScore = (listed.json().data as { score: number; time_taken: number }[]).toSorted(
      (a, b) => b.score - a.score,
    );
    for (const result of byScore) expect(result.time_taken).toBeLessThan(5);
    expect(byScore).toEqual([
      expect.objectContaining({ total_correct: 3, total_questions: 3, total_marks: 6, live_round: true }),
      expect.objectContaining({ total_correct: 1, total_questions: 3, total_marks: 6, live_round: true }),
    ]);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ in_analytics: false }),
      expect.objectContaining({ in_analytics: false }),
    ]);
    // Kept out: the practice's analytics have no attempt, and no average for a quick round to pull down.
    expect(await practiceAnalytics()).toMatchObject({
      students: [],
      totalStudentsAttempted: 0,
      avgScorePercentage: null,
    });

    // The teacher counts the next round's: 3 of 3 and 1 of 3 average 66.67 %, not 15 and 5 of 20.
    const counted = (await post(teacher, '', { exam })).json().data as RoundData;
    for (const pupil of pupils.slice(0, 2)) await post(pupil, '/join', { code: counted.code });
    await play(counted.round_id);
    const saved = await post(teacher, `/${counted.round_id}/results`, { in_analytics: true });
    expect(saved.statusCode).toBe(201);
    expect(await practiceAnalytics()).toMatchObject({
      students: [
        expect.objectContaining({ totalAttempts: 1 }),
        expect.objectContaining({ totalAttempts: 1 }),
      ],
      totalStudentsAttempted: 2,
      avgScorePercentage: 66.67,
    });
  });

  it('has nothing to save of a round ended before its first question', async () => {
    const { round } = await openRound({}, 2);
    await end(round.round_id);
    expectError(
      await post(teacher, `/${round.round_id}/results`),
      409,
      'The round ended before its first question: there are no answers to save',
    );
  });

  it('refuses to save answers given for questions the exam no longer has', async () => {
    const { exam, round } = await openRound({}, 1);
    await end(round.round_id);
    const regenerated = await inject({
      method: 'PATCH',
      url: `/api/v1/exam/${exam}/questions`,
      headers: teacher.auth,
      payload: { total_questions: 3 },
    });
    expect(regenerated.statusCode).toBe(200);
    expectError(
      await post(teacher, `/${round.round_id}/results`),
      409,
      "The exam's questions have changed since the round began: its answers are for other questions",
    );
  });

  it('answers 404 for a round that is not there, and 400 for a malformed id', async () => {
    expectError(await get(teacher, '/lUnknownRound0123'), 404, 'Round not found');
    expectError(await post(teacher, '/lUnknownRound0123/end'), 404, 'Round not found');
    expectError(await get(teacher, '/e1234567890abc'), 400);
  });
});
