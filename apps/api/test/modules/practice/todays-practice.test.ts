// @driver-sensitive: a child's first reads of the day racing on several connections make one set
import { skillsOf } from '@abacus/generator';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { dayIn } from '../../../src/domain/practice-days.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { middayTimeZone } from '../../helpers/midday.js';
import { startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';

interface Practice {
  day: string;
  daily_goal: number;
  counts_today: boolean;
  done: boolean;
  streak: number;
  practice_days: string[];
  attempt: {
    attempt_id: string;
    exam_id: string;
    status: string;
    exam: { title: string; answerMode: string; total_questions: number };
    questions: { question: string }[];
  };
}

const BIG_SEVEN = 'add.big.7';

describe("today's practice", () => {
  const { context, db, get, inject } = useAppCalls();
  let teacher: SignedIn;

  // Each school is where it is the middle of the day: no test sees its day end while it runs.
  const zone = middayTimeZone();

  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    expect((await settings({ time_zone: zone })).statusCode).toBe(200);
  });

  const today = async (child: SignedIn) => {
    const response = await get('/api/v1/student/practice/today', child);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Practice }>().data;
  };

  const settings = (payload: Record<string, unknown>, who = teacher) =>
    inject({ method: 'PATCH', url: '/api/v1/admin/practice', headers: who.auth, payload });

  /** Writes the day's set as the child (their teacher reading its answers), each answer right unless `wrongWhen` says; hands it in. */
  async function doTheSet(
    child: SignedIn,
    practice: Practice,
    wrongWhen: (question: string) => boolean,
    childsTeacher = teacher,
  ) {
    const read = await get(`/api/v1/attempt/${practice.attempt.attempt_id}`, childsTeacher);
    const shown = read.json<{ data: { questions: { question: string; answer: number }[] } }>().data.questions;
    const answers = shown.map(({ question, answer }) => (wrongWhen(question) ? answer - 10 : answer));
    const submitted = await submitAttempt(
      context.app,
      child,
      practice.attempt.attempt_id,
      answers,
      shown.map(() => 2000),
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
  }

  /** The child's sets so far become a day older, as if a night had passed. */
  const nightFalls = (child: SignedIn) =>
    db()
      .execute(sql`update attempts set practice_day = practice_day - 1, started_at = started_at - interval '1 day',
      deadline = deadline - interval '1 day', finished_at = finished_at - interval '1 day'
      where student_id = (select id from students where public_id = ${child.id}) and practice_day is not null`);

  it('is made on the first read of the day, typed, of the daily goal, and is the same all day', async () => {
    const child = await createStudent(context.app, teacher, { level: 3 });
    const first = await today(child);
    expect(first).toMatchObject({ daily_goal: 10, done: false, streak: 0 });
    expect(first.practice_days).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    expect(first.day).toBe(dayIn(zone, new Date()));
    expect(first.attempt).toMatchObject({
      status: 'open',
      exam: { title: 'Today’s practice', answerMode: 'typed', total_questions: 10 },
    });
    expect(new Set(first.attempt.questions.map(({ question }) => question)).size).toBe(10);
    const again = await today(child);
    expect(again.attempt.attempt_id).toBe(first.attempt.attempt_id);

    // It is no exam of the class: no list shows it, and no exam endpoint finds it.
    const exams = await get('/api/v1/exam?limit=100', teacher);
    expect(JSON.stringify(exams.json())).not.toContain(first.attempt.exam_id);
    expectError(await get(`/api/v1/exam/${first.attempt.exam_id}`, teacher), 404, 'Exam not found');
    expectError(await startAttempt(context.app, child, first.attempt.exam_id), 404, 'Exam not found');

    await doTheSet(child, first, () => false);
    const done = await today(child);
    expect(done).toMatchObject({ done: true, attempt: { status: 'finished' } });
    expect(done.streak).toBe(1);
    // Its result says it is a day's practice: there is no exam page to send anyone to.
    const { result_id: resultId } = (await get(`/api/v1/attempt/${first.attempt.attempt_id}`, child)).json()
      .data.result;
    const result = await get(`/api/v1/result/${resultId}`, teacher);
    expect(result.json().data.examDetails).toMatchObject({ title: 'Today’s practice', daily_practice: true });
  });

  it('is one set however many first reads of the day come at once', async () => {
    const child = await createStudent(context.app, teacher, { level: 2 });
    const reads = await Promise.all([today(child), today(child), today(child)]);
    expect(new Set(reads.map(({ attempt }) => attempt.attempt_id)).size).toBe(1);
    const rows = await db().execute(
      sql`select count(*)::int as sets from attempts where student_id = (select id from students where public_id = ${child.id})`,
    );
    expect(rows.rows[0]).toEqual({ sets: 1 });
  });

  it('drills the formula a child keeps slipping on, day after day, and keeps the streak', async () => {
    const slipper = await createAdmin(context.app);
    const anika = await createStudent(context.app, slipper, { level: 3 });
    // Twenty questions a day, every day of the week: enough for the formulas she gets right to reach the
    // five uses mastery needs within the five days, beside the one she keeps missing.
    expect(
      (
        await settings(
          {
            daily_goal: 20,
            practice_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
            time_zone: zone,
          },
          slipper,
        )
      ).statusCode,
    ).toBe(200);
    const shares: number[] = [];
    for (let day = 1; day <= 5; day += 1) {
      const practice = await today(anika);
      expect(practice.streak).toBe(day - 1);
      const questions = practice.attempt.questions.map(({ question }) => question);
      shares.push(questions.filter((question) => BIG_SEVEN in skillsOf(question)).length / questions.length);
      await doTheSet(anika, practice, (question) => BIG_SEVEN in skillsOf(question), slipper);
      await nightFalls(anika);
    }
    // From the third day on, at least 40 % of her set has +7 with a big friend.
    expect(
      shares.slice(2).every((share) => share >= 0.4),
      shares.join(' '),
    ).toBe(true);
    const skills = (await get('/api/v1/student/skills', anika)).json<{
      data: {
        skills: { skill: string; rightPercent: number; ofLevel: boolean; uses: number; mastery: string }[];
      };
    }>().data.skills;
    const used = skills.filter((skill) => skill.ofLevel && skill.uses > 0);
    const weakest = [...used].sort((a, b) => a.rightPercent - b.rightPercent)[0]!;
    expect(weakest.skill).toBe(BIG_SEVEN);
    // …while the formulas she gets right rise to mastered.
    expect(used.filter((skill) => skill.mastery === 'mastered').length).toBeGreaterThan(0);
    expect((await today(anika)).streak).toBe(5);
  });

  it('counts a day as done only when its set was handed in with every question answered', async () => {
    const child = await createStudent(context.app, teacher, { level: 1 });
    const opened = await today(child);
    // The day ends with the set opened but never written: the end of the day finishes it, undone.
    await nightFalls(child);
    const next = await today(child);
    expect(next.attempt.attempt_id).not.toBe(opened.attempt.attempt_id);
    expect(next).toMatchObject({ done: false, streak: 0 });
    const earlier = await get(`/api/v1/attempt/${opened.attempt.attempt_id}`, child);
    expect(earlier.json().data.status).toBe('finished');
  });

  it('lets the teacher set the goal, the days that count, the time zone and the report day, and no one else', async () => {
    const own = await createAdmin(context.app);
    expect((await get('/api/v1/admin/practice', own)).json().data).toEqual({
      daily_goal: 10,
      practice_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      time_zone: 'UTC',
      weekly_report_day: 'sun',
    });
    const changed = await settings(
      { daily_goal: 6, practice_days: ['sat', 'mon'], time_zone: 'Asia/Kolkata', weekly_report_day: 'mon' },
      own,
    );
    expect(changed.json().data).toEqual({
      daily_goal: 6,
      practice_days: ['mon', 'sat'],
      time_zone: 'Asia/Kolkata',
      weekly_report_day: 'mon',
    });
    expect((await settings({ weekly_report_day: 'fri' }, own)).json().data.weekly_report_day).toBe('fri');
    expectError(await settings({ weekly_report_day: 'someday' }, own), 400, /weekly_report_day/);
    const child = await createStudent(context.app, own, { level: 6 });
    const practice = await today(child);
    expect(practice.attempt.questions).toHaveLength(6);
    expect(practice.daily_goal).toBe(6);

    expectError(await settings({ daily_goal: 4 }, own), 400, /daily_goal/);
    expectError(await settings({ practice_days: [] }, own), 400, /practice_days/);
    expect((await settings({ practice_days: ['fri', 'mon', 'fri'] }, own)).json().data.practice_days).toEqual(
      ['mon', 'fri'],
    );
    expectError(await settings({ time_zone: 'Mars/Olympus' }, own), 400, /time_zone/);
    expectError(await settings({}, own), 400, /at least one/);
    expectError(await settings({ daily_goal: 12 }, child), 403);
    expectError(await get('/api/v1/student/practice/today', own), 403);
  });
});
