import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { answerKeyOf, wrongOption } from '../../helpers/exams.js';
import { useLiveRounds, type RoundData } from '../../helpers/live-rounds.js';

/** A choice question's count of each option before anyone answers. */
const noneChosen = { a: 0, b: 0, c: 0, d: 0 };

describe('live rounds: questions', () => {
  const { context, db, post, roundOf, shownEarlier, pastCountdown, people, openRound, end } = useLiveRounds();
  let teacher: SignedIn;
  let pupils: SignedIn[];
  beforeAll(() => {
    ({ teacher, pupils } = people);
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

    const beforeShown = Date.now();
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
    // Timed from starts_at, which the test moved to when the question was shown: within the time since.
    expect(answered.json().data.time_ms).toBeLessThanOrEqual(Date.now() - beforeShown + 1);
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
      reveal: {
        correct_option: key[0],
        answered: 2,
        right: 1,
        share_right: 50,
        chosen: { ...noneChosen, [key[0]!]: 1, [wrongOption(key[0]!)]: 1 },
        common_wrong: [],
      },
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
      reveal: { answered: 0, right: 0, share_right: null, chosen: noneChosen },
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
      4,
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
    // One right, two ten too many, one one too many: the wrong numbers are named, most given first.
    const written = [answer, answer + 10, answer + 1, answer + 10];
    for (const [index, value] of written.entries()) {
      expect((await post(pupils[index]!, `/${id}/answers`, { question: 1, value })).statusCode).toBe(201);
    }
    const after = await roundOf(pupils[0]!, id);
    expect(after).toMatchObject({
      state: 'reveal',
      reveal: {
        correct_option: null,
        answer,
        right: 1,
        share_right: 25,
        chosen: null,
        common_wrong: [
          { value: answer + 10, count: 2 },
          { value: answer + 1, count: 1 },
        ],
      },
    });
    await end(id);
  });
});
