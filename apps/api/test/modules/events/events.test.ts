// @driver-sensitive: events travel through LISTEN/NOTIFY on PostgreSQL
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  inject,
  it,
  onTestFinished,
  vi,
} from 'vitest';
import type { App } from '../../../src/app.js';
import { MAX_STREAMS_PER_ACCOUNT } from '../../../src/modules/events/events-service.js';
import { createPostgresEventBus, EVENTS_CHANNEL } from '../../../src/modules/events/postgres-event-bus.js';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { ageAttempt, startAttempt, takeExam } from '../../helpers/attempts.js';
import { EventStream } from '../../helpers/event-stream.js';
import { answerKeyOf, createExam } from '../../helpers/exams.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/** The app on a real port: streams are read as a browser reads them, over a connection that stays open. */
async function listening(env: Record<string, string> = {}) {
  const context = await createTestApp({ env });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = context.app.server.address() as AddressInfo;
  return { ...context, url: `http://127.0.0.1:${port}` };
}

type Listening = Awaited<ReturnType<typeof listening>>;

/** Opens a stream that the test closes when it finishes, and waits for its `ready`. */
async function streamOf(server: Pick<Listening, 'url'>, account: SignedIn) {
  const stream = await EventStream.open(server.url, account.token);
  onTestFinished(() => stream.close());
  expect(stream.response.status).toBe(200);
  await stream.next('ready');
  return stream;
}

const patch = (app: App, account: SignedIn, url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url, headers: account.auth, ...(payload !== undefined && { payload }) });

/** A POST to /api/v1/round… as `account`, on this app. */
const roundCalls = (app: App) => (account: SignedIn, url: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/round${url}`,
    headers: account.auth,
    ...(payload && { payload }),
  });

const tokenExpiry = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000;

describe('GET /api/v1/events', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listening();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a caller without a valid token in the envelope, before any stream starts', async () => {
    const anonymous = await EventStream.open(server.url);
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await anonymous.response.json()).toMatchObject({
      success: false,
      statusCode: 401,
      data: null,
      message: 'Missing access token: send Authorization: Bearer <token>',
    });

    const forged = await EventStream.open(server.url, 'not.a.token');
    expect(forged.response.status).toBe(401);
    expect(forged.response.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('starts with a retry hint and ready, unbuffered and uncached, whatever the client accepts', async () => {
    const admin = await createAdmin(server.app);
    const stream = await EventStream.open(server.url, admin.token, {
      'accept-encoding': 'br, gzip, deflate',
    });
    onTestFinished(() => stream.close());
    const { headers } = stream.response;
    expect(headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-accel-buffering')).toBe('no');
    expect(headers.get('content-encoding')).toBeNull();
    expect(headers.get('x-request-id')).toBeTruthy();

    const ready = await stream.next('ready');
    expect(ready).toEqual({
      id: expect.stringMatching(/^[1-9]\d*$/),
      event: 'ready',
      data: { heartbeat_seconds: 15 },
    });
    expect(stream.retry).toBe(3000);
  });

  it("tells a student of their teacher's exams at their level, and of no one else's", async () => {
    const teacher = await createAdmin(server.app);
    const otherSchool = await createAdmin(server.app);
    const child = await createStudent(server.app, teacher, { level: 2 });
    const stream = await streamOf(server, child);

    // Made first: had the child been told of these, it would have been before what follows.
    await createExam(server.app, otherSchool, { level: 2 });
    await createExam(server.app, teacher, { level: 3 });
    const test = await createExam(server.app, teacher, { level: 2, is_active: false });
    await patch(server.app, teacher, `/api/v1/exam/${test.exam_id}/activate`);

    await stream.next('exam', { exam_id: test.exam_id, change: 'opened' });
    expect(stream.events.slice(1)).toEqual([
      { id: expect.any(String), event: 'exam', data: { exam_id: test.exam_id, change: 'created' } },
      { id: expect.any(String), event: 'exam', data: { exam_id: test.exam_id, change: 'opened' } },
    ]);
    const ids = stream.events.map((event) => Number(event.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('tells a live round to its teacher in full, and to the children who may join it as far as the projector goes', async () => {
    const teacher = await createAdmin(server.app);
    const [player, latecomer, watcher, otherLevel] = await Promise.all([
      createStudent(server.app, teacher, { level: 2 }),
      createStudent(server.app, teacher, { level: 2 }),
      createStudent(server.app, teacher, { level: 2 }),
      createStudent(server.app, teacher, { level: 3 }),
    ]);
    const [toTeacher, toWatcher, toOtherLevel] = await Promise.all([
      streamOf(server, teacher),
      streamOf(server, watcher),
      streamOf(server, otherLevel),
    ]);
    const exam = await createExam(server.app, teacher, { level: 2 });
    await toTeacher.next('exam', { change: 'created' });
    const post = roundCalls(server.app);
    const round = (await post(teacher, '', { exam: exam.exam_id })).json().data as {
      round_id: string;
      code: string;
    };
    await post(player, '/join', { code: round.code });
    await post(teacher, `/${round.round_id}/next`, { question: 1 });
    // Joined once the question was shown: a player, but not one the question waits for.
    await post(latecomer, '/join', { code: round.code });
    await post(teacher, `/${round.round_id}/reveal`);
    await post(teacher, `/${round.round_id}/end`);

    await toTeacher.next('round', { change: 'ended' });
    const rounds = (stream: EventStream) =>
      stream.events.filter((event) => event.event === 'round').map((event) => event.data);
    // Each event says where the round stands, so that "x of y answered" needs no read of the round.
    expect(rounds(toTeacher)).toEqual(
      (
        [
          ['opened', 0, 0, 0],
          ['joined', 0, 1, 0],
          ['question', 1, 1, 1],
          ['joined', 1, 2, 1],
          ['revealed', 1, 2, 1],
          ['ended', 1, 2, 1],
        ] as const
      ).map(([change, questionIndex, players, playing]) => ({
        round_id: round.round_id,
        change,
        question_index: questionIndex,
        players,
        playing,
        answered: 0,
      })),
    );
    await toWatcher.next('round', { change: 'ended' });
    expect(rounds(toWatcher).map((data) => data.change)).toEqual(['opened', 'question', 'revealed', 'ended']);
    // The level-3 child heard of the exam's level-2 news as little as of its round.
    expect(rounds(toOtherLevel)).toEqual([]);
  });

  it('tells a round’s screens when its question’s time runs out, as a reveal would', async () => {
    const teacher = await createAdmin(server.app);
    const player = await createStudent(server.app, teacher, { level: 2 });
    const exam = await createExam(server.app, teacher, { level: 2, total_questions: 2 });
    const post = roundCalls(server.app);
    // The shortest a question may last: the 3-2-1 and 5 seconds to answer.
    const round = (await post(teacher, '', { exam: exam.exam_id, seconds_to_answer: 5 })).json().data as {
      round_id: string;
      code: string;
    };
    await post(player, '/join', { code: round.code });
    const toPlayer = await streamOf(server, player);
    const shownAt = Date.now();
    await post(teacher, `/${round.round_id}/next`, { question: 1 });
    await toPlayer.next('round', { change: 'question' });
    // Nobody answers and the teacher does nothing: the server says so when the 8 seconds are up.
    await toPlayer.next('round', { change: 'revealed', question_index: 1 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(8_000);
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/v1/round/${round.round_id}`,
      headers: player.auth,
    });
    expect(read.json().data.state).toBe('reveal');
    await post(teacher, `/${round.round_id}/end`);
  });

  it('tells the students of both levels when an exam moves, and its changes, closing and deletion', async () => {
    const teacher = await createAdmin(server.app);
    const atTwo = await createStudent(server.app, teacher, { level: 2 });
    const atFour = await createStudent(server.app, teacher, { level: 4 });
    const [two, four] = await Promise.all([streamOf(server, atTwo), streamOf(server, atFour)]);
    // Made once both listen: through PostgreSQL its news may reach a stream opened just after it.
    const exam = await createExam(server.app, teacher, { level: 2 });
    await two.next('exam', { change: 'created' });

    await patch(server.app, teacher, `/api/v1/exam/${exam.exam_id}`, { level: 4 });
    await patch(server.app, teacher, `/api/v1/exam/${exam.exam_id}/questions`, { maxTerms: 4 });
    await patch(server.app, teacher, `/api/v1/exam/${exam.exam_id}/deactivate`);
    await server.app.inject({ method: 'DELETE', url: `/api/v1/exam/${exam.exam_id}`, headers: teacher.auth });

    await four.next('exam', { change: 'deleted' });
    const changes = (stream: EventStream) => stream.events.slice(1).map((event) => event.data.change);
    expect(changes(four)).toEqual(['changed', 'changed', 'closed', 'deleted']);
    // The level-2 child saw it go; what happened to it at level 4 is not theirs to hear.
    await two.next('exam', { change: 'changed' });
    expect(changes(two)).toEqual(['created', 'changed']);
  });

  it('tells the teacher, in every tab, and the child of a result handed in, and of a retake', async () => {
    const teacher = await createAdmin(server.app);
    const child = await createStudent(server.app, teacher, { level: 2 });
    const classmate = await createStudent(server.app, teacher, { level: 2 });
    const test = await createExam(server.app, teacher, { level: 2, isSingleAttempt: true });
    const [desk, laptop, own, other] = await Promise.all([
      streamOf(server, teacher),
      streamOf(server, teacher),
      streamOf(server, child),
      streamOf(server, classmate),
    ]);

    const submitted = await takeExam(server.app, teacher, child, test.exam_id, (key) => key);
    expect(submitted.statusCode).toBe(201);
    const result = submitted.json().data.result as { result_id: string };
    const handedIn = {
      result_id: result.result_id,
      exam_id: test.exam_id,
      student_id: child.id,
      change: 'created',
    };
    for (const stream of [desk, laptop, own]) await stream.next('result', handedIn);

    const retake = await server.app.inject({
      method: 'POST',
      url: `/api/v1/exam/${test.exam_id}/students/${child.id}/retake`,
      headers: teacher.auth,
    });
    expect(retake.statusCode).toBe(200);
    await own.next('result', { result_id: result.result_id, change: 'superseded' });
    await desk.next('result', { result_id: result.result_id, change: 'superseded' });
    expect(other.events.filter((event) => event.event === 'result')).toEqual([]);
  });

  it('tells the teacher of a practice result sent by the client and of an attempt finished when its time ran out', async () => {
    const teacher = await createAdmin(server.app);
    const child = await createStudent(server.app, teacher, { level: 2 });
    const practice = await createExam(server.app, teacher, { level: 2, duration: 10 });
    const desk = await streamOf(server, teacher);

    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/v1/result',
      headers: child.auth,
      payload: {
        exam: practice.exam_id,
        time_taken: 3,
        date_completed: new Date().toISOString(),
        answers: await answerKeyOf(server.app, teacher, practice.exam_id),
      },
    });
    expect(sent.statusCode).toBe(201);
    const sentId = sent.json().data.result.result_id as string;
    await desk.next('result', { result_id: sentId, student_id: child.id, change: 'created' });

    const started = await startAttempt(server.app, child, practice.exam_id);
    expect(started.statusCode).toBe(201);
    await ageAttempt(server.database.connection.db, started.json().data.attempt.attempt_id as string, 60);
    // The teacher's next look at the results finishes it.
    await server.app.inject({ method: 'GET', url: '/api/v1/result', headers: teacher.auth });
    const expired = await desk.until('a second result', () =>
      desk.events.find((event) => event.event === 'result' && event.data.result_id !== sentId),
    );
    expect(expired.data).toMatchObject({
      exam_id: practice.exam_id,
      student_id: child.id,
      change: 'created',
    });
  });

  it(`lets one account hold ${MAX_STREAMS_PER_ACCOUNT} streams, and no more, until one closes`, async () => {
    const teacher = await createAdmin(server.app);
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => streamOf(server, teacher)),
    );
    const refused = await EventStream.open(server.url, teacher.token);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('60');
    expect(await refused.response.json()).toMatchObject({ success: false, statusCode: 429 });
    // Another account is not held back by this one's streams.
    await streamOf(server, await createAdmin(server.app));

    streams[0]!.close();
    await expect
      .poll(async () => {
        const again = await EventStream.open(server.url, teacher.token);
        onTestFinished(() => again.close());
        return again.response.status;
      })
      .toBe(200);
  });
});

describe('live streams of a school and of an address', () => {
  it('are held to EVENTS_MAX_STREAMS_PER_SCHOOL and EVENTS_MAX_STREAMS_PER_ADDRESS, each process', async () => {
    const capped = await listening({
      EVENTS_MAX_STREAMS_PER_SCHOOL: '3',
      EVENTS_MAX_STREAMS_PER_ADDRESS: '5',
    });
    onTestFinished(() => capped.close());
    const teacher = await createAdmin(capped.app);
    const children = await Promise.all([1, 2, 3].map(() => createStudent(capped.app, teacher, { level: 2 })));
    await streamOf(capped, teacher);
    await streamOf(capped, children[0]!);
    const held = await streamOf(capped, children[1]!);

    const refused = await EventStream.open(capped.url, children[2]!.token);
    onTestFinished(() => refused.close());
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('60');
    expect(await refused.response.json()).toMatchObject({
      message: 'This school already has 3 live streams open; close a tab or try again later',
    });

    // Another school is not held back by this one's streams, until the address is full.
    const elsewhere = await createAdmin(capped.app);
    await streamOf(capped, elsewhere);
    await streamOf(capped, elsewhere);
    const fromFullAddress = await EventStream.open(capped.url, elsewhere.token);
    onTestFinished(() => fromFullAddress.close());
    expect(fromFullAddress.response.status).toBe(429);
    expect(await fromFullAddress.response.json()).toMatchObject({
      message: 'This address already has 5 live streams open; close a tab or try again later',
    });

    held.close();
    await expect
      .poll(async () => {
        const again = await EventStream.open(capped.url, children[2]!.token);
        onTestFinished(() => again.close());
        return again.response.status;
      })
      .toBe(200);
  });

  it('hear one text of each event, its id rising on every stream that hears it', async () => {
    const server = await listening();
    onTestFinished(() => server.close());
    const teacher = await createAdmin(server.app);
    const child = await createStudent(server.app, teacher, { level: 2 });
    const [desk, tablet] = [await streamOf(server, teacher), await streamOf(server, child)];
    const exam = await createExam(server.app, teacher, { level: 2 });
    const [onDesk, onTablet] = await Promise.all([
      desk.next('exam', { exam_id: exam.exam_id, change: 'created' }),
      tablet.next('exam', { exam_id: exam.exam_id, change: 'created' }),
    ]);
    expect(onTablet).toEqual(onDesk);
    const readyIds = [desk, tablet].map((stream) => Number(stream.events[0]!.id));
    expect(Number(onDesk.id)).toBeGreaterThan(Math.max(...readyIds));
  });
});

describe('a live stream over time', () => {
  const HEARTBEAT_MS = 4000;
  let server: Listening;
  beforeAll(async () => {
    // Heartbeats further apart than a silent connection may last (twice REQUEST_TIMEOUT and a second): a
    // stream must outlive the limits meant for requests.
    server = await listening({ EVENTS_HEARTBEAT_INTERVAL: `${HEARTBEAT_MS / 1000}s`, REQUEST_TIMEOUT: '1s' });
  });
  afterAll(async () => {
    await server?.close();
  });
  // The heartbeats' clock is the test's: it moves it on instead of waiting seconds for each beat. Node's
  // own timeouts of requests keep the real clock.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends heartbeats, and outlives the timeouts of requests', async () => {
    const teacher = await createAdmin(server.app);
    const stream = await streamOf(server, teacher);
    expect(stream.events[0]!.data).toEqual({ heartbeat_seconds: HEARTBEAT_MS / 1000 });
    // Silent for longer than a request may take: twice REQUEST_TIMEOUT and the second Node checks it in.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await stream.until('a heartbeat', () => stream.comments.length >= 1);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await stream.until('two heartbeats', () => stream.comments.length >= 2);
    expect(stream.comments).toEqual(['heartbeat', 'heartbeat']);
    const exam = await createExam(server.app, teacher);
    await stream.next('exam', { exam_id: exam.exam_id, change: 'created' });
    expect(stream.endedAt).toBeUndefined();
  });

  it('ends at the next heartbeat once its student is deleted, or moved to another level', async () => {
    const teacher = await createAdmin(server.app);
    const [leaving, moving, staying] = await Promise.all(
      [1, 2, 3].map(() => createStudent(server.app, teacher, { level: 2 })),
    );
    const streams = await Promise.all([leaving, moving, staying].map((child) => streamOf(server, child!)));
    await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/student/${leaving!.id}`,
      headers: teacher.auth,
    });
    await patch(server.app, teacher, `/api/v1/student/${moving!.id}`, { level: 3 });
    expect(streams.map((stream) => stream.endedAt)).toEqual([undefined, undefined, undefined]);

    vi.advanceTimersByTime(HEARTBEAT_MS);
    await Promise.all([streams[0]!.ended(), streams[1]!.ended()]);
    // The one who stayed still hears: a heartbeat came after the others ended.
    const heartbeats = streams[2]!.comments.length;
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await streams[2]!.until('another heartbeat', () => streams[2]!.comments.length > heartbeats);
    expect(streams[2]!.endedAt).toBeUndefined();
    // Reconnecting, the child who moved is at their new level; the one who left is refused.
    expect((await EventStream.open(server.url, leaving!.token)).response.status).toBe(401);
  });
});

describe('the end of a live stream', () => {
  let server: Listening | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('comes when its access token expires', async () => {
    server = await listening({ ACCESS_TOKEN_EXPIRY: '2s' });
    const teacher = await createAdmin(server.app);
    const stream = await streamOf(server, teacher);
    const endedAt = await stream.ended();
    expect(endedAt).toBeGreaterThanOrEqual(tokenExpiry(teacher.token));
    // The token it was opened with no longer opens one: the client refreshes it first.
    expect((await EventStream.open(server.url, teacher.token)).response.status).toBe(401);
  });

  it('comes when the server closes, which does not wait for it', async () => {
    const closing: TestApp & { url: string } = await listening();
    const teacher = await createAdmin(closing.app);
    const stream = await streamOf(closing, teacher);
    await closing.close();
    await stream.ended();
  });
});

describe.runIf(inject('testDatabaseDriver') === 'postgres')('events through PostgreSQL', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listening();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('listen again when their connection drops, and tell every stream to read everything again', async () => {
    const teacher = await createAdmin(server.app);
    const stream = await streamOf(server, teacher);
    const { db } = server.database.connection;
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = ${`listen ${EVENTS_CHANNEL}`}`);

    await stream.until('a second ready', () => stream.events.filter((e) => e.event === 'ready').length === 2);
    const exam = await createExam(server.app, teacher);
    await stream.next('exam', { exam_id: exam.exam_id, change: 'created' });
    const health = await server.app.inject({ method: 'GET', url: '/health' });
    expect(health.json().data.events).toBe('listening');
  });

  it('say whether they hear the other processes, for the health check', async () => {
    const { db, serverUrl } = server.database.connection;
    const log = server.app.log.child({}, { level: 'silent' });
    // Nothing listens on port 1: the bus keeps trying, and hears nothing meanwhile.
    const cutOff = createPostgresEventBus({ url: 'postgres://postgres@127.0.0.1:1/none', db, log });
    onTestFinished(() => cutOff.close());
    await cutOff.start();
    expect(cutOff.listening()).toBe(false);

    const bus = createPostgresEventBus({ url: serverUrl!, db, log });
    await bus.start();
    expect(bus.listening()).toBe(true);
    await bus.close();
    expect(bus.listening()).toBe(false);
  });
});
