import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from './accounts.js';
import { createExam } from './exams.js';
import { useAppCalls } from './app-calls.js';

/** A round as GET /api/v1/round/:roundId reads it. */
export interface RoundData {
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

/** The teacher of a round's class, four pupils of level 2 (by name, A to D) and one of level 3. */
export interface RoundClass {
  teacher: SignedIn;
  pupils: SignedIn[];
  otherLevel: SignedIn;
}

/**
 * The test app with a class to play rounds (`people`, made before the file's tests), and the calls a
 * round's test makes. Call it inside a describe.
 */
export function useLiveRounds() {
  const { context, inject, db } = useAppCalls();

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

  const people = {} as RoundClass;
  beforeAll(async () => {
    people.teacher = await createAdmin(context.app);
    people.pupils = await Promise.all(
      ['Asha Rao', 'Bina Das', 'Chetan Iyer', 'Dev Patel'].map((fullname) =>
        createStudent(context.app, people.teacher, { level: 2, fullname }),
      ),
    );
    people.otherLevel = await createStudent(context.app, people.teacher, { level: 3 });
  });

  /** A new round of a new exam (practice, choice, 3 questions unless told), with the first `players` joined. */
  async function openRound(examOverrides: Record<string, unknown> = {}, players = 0, body: object = {}) {
    const exam = await createExam(context.app, people.teacher, { total_questions: 3, ...examOverrides });
    const created = await post(people.teacher, '', { exam: exam.exam_id, ...body });
    expect(created.statusCode).toBe(201);
    const round = created.json().data as RoundData;
    for (const pupil of people.pupils.slice(0, players)) {
      expect((await post(pupil, '/join', { code: round.code })).statusCode).toBe(200);
    }
    return { exam: exam.exam_id, round };
  }
  const end = (roundId: string) => post(people.teacher, `/${roundId}/end`);

  return { context, inject, db, post, get, roundOf, shownEarlier, pastCountdown, people, openRound, end };
}
