// @driver-neutral: the class is registered at once only to save time
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { answerKeyOf, createExam, recordResult, wrongOption } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';

interface RoundData {
  round_id: string;
  code: string;
  state: string;
  question_index: number;
  total_questions: number;
  players: number;
  playing: number;
  answered: number;
  server_time: string;
  question: null | {
    index: number;
    shown_at: string;
    starts_at: string;
    flash_ends_at: string | null;
    ends_at: string;
    options: null | Record<'a' | 'b' | 'c' | 'd', number>;
    text: string | null;
    terms: number[] | null;
  };
  reveal: null | {
    correct_option: string | null;
    answer: number;
    answered: number;
    right: number;
    share_right: number | null;
  };
  exam: { answer_mode: string; flash: unknown };
  leaderboard: { student_id: string; fullname: string; right: number; time_ms: number; place: number }[];
  me: null | {
    joined: boolean;
    plays_question: boolean;
    right: number;
    time_ms: number;
    place: number | null;
    answer: null | { question: number; choice: string | null; is_correct?: boolean };
  };
  ended_at: string | null;
  results_saved_at: string | null;
}

describe('live rounds', () => {
  const context = useTestApp();
  const inject = (options: InjectOptions) => context.app.inject(options);
  const db = () => context.database.connection.db;

  const post = (who: SignedIn, url: string, payload?: object) =>
    inject({ method: 'POST', url: `/api/v1/round${url}`, headers: who.auth, ...(payload && { payload }) });
  const get = (who: SignedIn, url = '') =>
    inject({ method: 'GET', url: `/api/v1/round${url}`, headers: who.auth });
  const roundOf = async (who: SignedIn, roundId: string): Promise<RoundData> => {
    const response = await get(who, `/${roundId}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as RoundData;
  };

  /**
   * Time passes for one round: everything it holds happened `ms` earlier, as if the clock had moved on
   * (the server decides by the database's now(), which a test cannot move).
   */
  const shownEarlier = async (roundId: string, ms: number) => {
    const by = sql`make_interval(secs => ${ms / 1000})`;
    const ofRound = sql`(select id from rounds where public_id = ${roundId})`;
    await db().execute(sql`update rounds set shown_at = shown_at - ${by}, revealed_at = revealed_at - ${by},
      created_at = created_at - ${by}, last_activity_at = last_activity_at - ${by} where public_id = ${roundId}`);
    await db().execute(
      sql`update round_players set joined_at = joined_at - ${by} where round_id = ${ofRound}`,
    );
    await db().execute(
      sql`update round_answers set received_at = received_at - ${by} where round_id = ${ofRound}`,
    );
  };
  /** Past the 3-2-1: the question's answers count from now on. */
  const pastCountdown = (roundId: string) => shownEarlier(roundId, 3_000);

  let teacher: SignedIn;
  let pupils: SignedIn[];
  let otherLevel: SignedIn;
  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    pupils = await Promise.all(
      ['Asha Rao', 'Bina Das', 'Chetan Iyer', 'Dev Patel'].map((fullname) =>
        createStudent(context.app, teacher, { level: 2, fullname }),
      ),
    );
    otherLevel = await createStudent(context.app, teacher, { level: 3 });
  });

  /** A new round of a new exam (practice, choice, 3 questions unless told), with the first `players` joined. */
  async function openRound(examOverrides: Record<string, unknown> = {}, players = 0, body: object = {}) {
    const exam = await createExam(context.app, teacher, { total_questions: 3, ...examOverrides });
    const created = await post(teacher, '', { exam: exam.exam_id, ...body });
    expect(created.statusCode).toBe(201);
    const round = created.json().data as RoundData;
    for (const pupil of pupils.slice(0, players)) {
      expect((await post(pupil, '/join', { code: round.code })).statusCode).toBe(200);
    }
    return { exam: exam.exam_id, round };
  }
  const end = (roundId: string) => post(teacher, `/${roundId}/end`);

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

  it('lets a whole-class round in every confirmed level', async () => {
    const { round } = await openRound({}, 0, { whole_class: true });
    expect((await post(otherLevel, '/join', { code: round.code })).statusCode).toBe(200);
    await end(round.round_id);
  });

  it('times a question by the server’s clock, takes one answer each and reveals when all have answered', async () => {
    const { exam, round } = await openRound({}, 2);
    const key = await answerKeyOf(context.app, teacher, exam);
    const id = round.round_id;
    const [first, second] = pupils as [SignedIn, SignedIn];
    expectError(
      await post(first, `/${id}/answers`, { question: 1, choice: 'a' }),
      409,
      'The round has not started yet: wait for question 1',
    );
    expectError(await post(teacher, `/${id}/reveal`), 409, 'No question is shown yet: show question 1 first');
    expectError(
      await post(teacher, `/${id}/next`, { question: 2 }),
      409,
      'The round is in the lobby: show question 1 first',
    );

    const shown = await post(teacher, `/${id}/next`, { question: 1 });
    expect(shown.statusCode).toBe(200);
    const atOne = shown.json().data as RoundData;
    expect(atOne).toMatchObject({ state: 'question', question_index: 1, reveal: null });
    const { question } = atOne;
    expect(Date.parse(question!.starts_at) - Date.parse(question!.shown_at)).toBe(3_000);
    expect(Date.parse(question!.ends_at) - Date.parse(question!.starts_at)).toBe(20_000);
    expect(question!.flash_ends_at).toBeNull();
    expect(question!.options).not.toBeNull();
    // A double click shows the same question, not the next.
    expect((await post(teacher, `/${id}/next`, { question: 1 })).json().data.question.shown_at).toBe(
      question!.shown_at,
    );
    expectError(
      await post(teacher, `/${id}/next`, { question: 2 }),
      409,
      'Question 1 is still open: reveal it, or wait for its time to run out',
    );

    const seen = await roundOf(first, id);
    expect(seen.question).toMatchObject({ text: atOne.question!.text, terms: null });
    expect(JSON.stringify(seen)).not.toContain('correct_option');
    expect(seen.me).toMatchObject({ joined: true, plays_question: true, answer: null });

    expectError(
      await post(first, `/${id}/answers`, { question: 1, choice: key[0] }),
      409,
      'Wait for the numbers',
    );
    await pastCountdown(id);
    expectError(
      await post(first, `/${id}/answers`, { question: 1, value: 12 }),
      400,
      "This round's answers are chosen: send choice (a, b, c or d)",
    );
    expectError(await post(first, `/${id}/answers`, { question: 1, choice: 'a', value: 1 }), 400);
    expectError(
      await post(first, `/${id}/answers`, { question: 2, choice: 'a' }),
      409,
      'Question 2 is not on the projector: the round is at question 1',
    );
    expectError(
      await post(pupils[2]!, `/${id}/answers`, { question: 1, choice: 'a' }),
      403,
      'Join the round first',
    );

    const answered = await post(first, `/${id}/answers`, { question: 1, choice: key[0] });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().data).toMatchObject({ question: 1, time_ms: expect.any(Number) });
    expect(answered.json().data.time_ms).toBeGreaterThanOrEqual(0);
    expectError(
      await post(first, `/${id}/answers`, { question: 1, choice: key[0] }),
      409,
      'You have answered this question already',
    );
    const meantime = await roundOf(first, id);
    expect(meantime).toMatchObject({ state: 'question', answered: 1, reveal: null });
    expect(meantime.me!.answer).toMatchObject({ question: 1, choice: key[0] });
    expect(meantime.me!.answer).not.toHaveProperty('is_correct');
    // Right answers count on the leaderboard only once they are revealed.
    expect(meantime.me!.right).toBe(0);

    // A child joining now plays from the next question.
    await post(pupils[2]!, '/join', { code: round.code });
    expectError(
      await post(pupils[2]!, `/${id}/answers`, { question: 1, choice: 'a' }),
      409,
      'You joined during this question: the next one is yours',
    );

    // The last of those who play it answers: the question closes itself.
    expect(
      (await post(second, `/${id}/answers`, { question: 1, choice: wrongOption(key[0]!) })).statusCode,
    ).toBe(201);
    const revealed = await roundOf(first, id);
    expect(revealed).toMatchObject({
      state: 'reveal',
      reveal: { correct_option: key[0], answered: 2, right: 1, share_right: 50 },
      me: { right: 1, place: 1, answer: { is_correct: true } },
    });
    expectError(await post(first, `/${id}/answers`, { question: 1, choice: key[0] }), 409);

    const atTwo = (await post(teacher, `/${id}/next`, { question: 2 })).json().data as RoundData;
    expect(atTwo).toMatchObject({ state: 'question', question_index: 2, players: 3, answered: 0 });
    expect((await roundOf(pupils[2]!, id)).me).toMatchObject({ plays_question: true });
    expectError(
      await post(teacher, `/${id}/next`, { question: 4 }),
      409,
      'The round is at question 2 of 3: the next is question 3',
    );
    // Its time runs out with nobody answering: closed by the clock, not by a call.
    await shownEarlier(id, 3_000 + 20_000 + 1_000);
    expect((await roundOf(teacher, id)).state).toBe('reveal');
    expectError(
      await post(first, `/${id}/answers`, { question: 2, choice: 'a' }),
      409,
      'Time is up for this question',
    );

    await post(teacher, `/${id}/next`, { question: 3 });
    const closed = await post(teacher, `/${id}/reveal`);
    expect(closed.json().data).toMatchObject({
      state: 'reveal',
      reveal: { answered: 0, right: 0, share_right: null },
    });
    expect((await post(teacher, `/${id}/reveal`)).statusCode).toBe(200);
    expectError(
      await post(teacher, `/${id}/next`, { question: 4 }),
      409,
      'That was the last question: end the round',
    );

    const ended = await end(id);
    expect(ended.json().data).toMatchObject({ state: 'ended', ended_at: expect.any(String) });
    expect((await end(id)).json().data.ended_at).toBe(ended.json().data.ended_at);
    expectError(await post(teacher, `/${id}/next`, { question: 4 }), 409, 'This round has ended');
    expectError(
      await post(first, `/${id}/answers`, { question: 3, choice: 'a' }),
      409,
      'This round has ended',
    );
  });

  it('counts among those to answer a question only the children who joined before it was shown', async () => {
    const { exam, round } = await openRound({}, 2);
    const key = await answerKeyOf(context.app, teacher, exam);
    const id = round.round_id;
    const [first, second, late] = pupils as [SignedIn, SignedIn, SignedIn];
    expect(await roundOf(teacher, id)).toMatchObject({ state: 'lobby', players: 2, playing: 0 });

    expect((await post(teacher, `/${id}/next`, { question: 1 })).json().data).toMatchObject({
      players: 2,
      playing: 2,
    });
    await post(late, '/join', { code: round.code });
    expect(await roundOf(teacher, id)).toMatchObject({ players: 3, playing: 2, answered: 0 });
    await pastCountdown(id);
    await post(first, `/${id}/answers`, { question: 1, choice: key[0] });
    expect(await roundOf(late, id)).toMatchObject({ state: 'question', players: 3, playing: 2, answered: 1 });
    // The second of the two who play it is the last: the late joiner is not waited for.
    await post(second, `/${id}/answers`, { question: 1, choice: key[0] });
    expect(await roundOf(teacher, id)).toMatchObject({ state: 'reveal', playing: 2, answered: 2 });

    expect((await post(teacher, `/${id}/next`, { question: 2 })).json().data).toMatchObject({
      state: 'question',
      players: 3,
      playing: 3,
      answered: 0,
    });
    await end(id);
  });

  it('ranks right answers first, then time, sharing places on a tie (1, 2, 2, 4)', async () => {
    const { exam, round } = await openRound({}, 4);
    const key = await answerKeyOf(context.app, teacher, exam);
    const id = round.round_id;
    await post(teacher, `/${id}/next`, { question: 1 });
    await pastCountdown(id);
    const choices = [key[0]!, key[0]!, key[0]!, wrongOption(key[0]!)];
    for (const [index, pupil] of pupils.entries()) {
      expect((await post(pupil, `/${id}/answers`, { question: 1, choice: choices[index] })).statusCode).toBe(
        201,
      );
    }
    // The clock decides times to the millisecond: set them so that two tie.
    for (const [index, ms] of [1_000, 2_000, 2_000, 500].entries()) {
      await db().execute(sql`update round_answers set time_ms = ${ms}
        where round_id = (select id from rounds where public_id = ${id})
        and student_id = (select id from students where public_id = ${pupils[index]!.id})`);
    }
    const board = (await roundOf(teacher, id)).leaderboard;
    expect(board.map((row) => [row.fullname, row.right, row.time_ms, row.place])).toEqual([
      ['Asha Rao', 1, 1_000, 1],
      ['Bina Das', 1, 2_000, 2],
      ['Chetan Iyer', 1, 2_000, 2],
      ['Dev Patel', 0, 0, 4],
    ]);
    expect((await roundOf(pupils[3]!, id)).me).toMatchObject({
      right: 0,
      place: 4,
      answer: { is_correct: false },
    });
    // Both processes' readers, and every reader, agree: the board is read from the database alone.
    expect((await roundOf(pupils[0]!, id)).leaderboard).toEqual(board);
    await end(id);
  });

  it('never shows a child a flash question’s numbers; the teacher gets them for the projector', async () => {
    const flash = { intervalMs: 500, gapMs: 100, showSign: true, showCounter: true };
    const { round } = await openRound(
      { flash, minTerms: 4, maxTerms: 4, minNumber: 1, maxNumber: 9, answerMode: 'typed' },
      1,
      { seconds_to_answer: 10 },
    );
    const id = round.round_id;
    const shown = (await post(teacher, `/${id}/next`, { question: 1 })).json().data as RoundData;
    expect(shown.exam).toMatchObject({ answer_mode: 'typed', flash });
    expect(shown.question!.terms).toHaveLength(4);
    expect(shown.question!.options).toBeNull();
    const starts = Date.parse(shown.question!.starts_at);
    expect(Date.parse(shown.question!.flash_ends_at!) - starts).toBe(4 * 600);
    expect(Date.parse(shown.question!.ends_at) - starts).toBe(4 * 600 + 10_000);
    const child = await roundOf(pupils[0]!, id);
    expect(child.question).toMatchObject({ text: null, terms: null, options: null });
    expect(JSON.stringify(child)).not.toContain(shown.question!.text!);

    await pastCountdown(id);
    expectError(
      await post(pupils[0]!, `/${id}/answers`, { question: 1, choice: 'a' }),
      400,
      "This round's answers are written: send value (the number)",
    );
    const answer = shown.question!.terms!.reduce((sum, term) => sum + term, 0);
    expect((await post(pupils[0]!, `/${id}/answers`, { question: 1, value: answer })).statusCode).toBe(201);
    const after = await roundOf(pupils[0]!, id);
    expect(after).toMatchObject({
      state: 'reveal',
      reveal: { correct_option: null, answer, right: 1, share_right: 100 },
    });
    await end(id);
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
    expect(result.json().data).toMatchObject({ score: 2, total_correct: 1, answers: [key[0], null, null] });
    expect(result.json().data.time_taken).toBeGreaterThanOrEqual(0.01);
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
