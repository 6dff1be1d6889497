// @driver-sensitive: a live round and events across server processes on one PostgreSQL
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { adminBody, PASSWORD, studentBody, uniqueName } from '../helpers/accounts.js';
import { call, send, signIn, startProcessPair } from '../helpers/api-processes.js';
import { EventStream } from '../helpers/event-stream.js';
import { examBody } from '../helpers/exams.js';
import { startStallingProxy } from '../helpers/stalling-proxy.js';

const source = inject('testDatabase');
const redisUrl = process.env.TEST_REDIS_URL;
/** `MEASURE_ROUND=1` also plays a round on one process and prints how long the class waits for a question. */
const measuring = process.env.MEASURE_ROUND === '1';

/** Sign-ins a client may try per username and address, on both processes together. */
const LOGIN_LIMIT = 6;

const CHILDREN = 60;
const QUESTIONS = 4;
/** Registrations and sign-ins hash passwords: a few at a time, so that a 2-core machine keeps up. */
const AT_ONCE = 6;
/** How often a child's device asks whether the countdown is over. */
const POLL_MS = 200;

type Letter = 'a' | 'b' | 'c' | 'd';
interface Child {
  index: number;
  username: string;
  token: string;
  url: string;
  stream: EventStream;
}
interface RoundRead {
  state: string;
  server_time: string;
  question: { index: number; starts_at: string } | null;
  reveal: { answered: number } | null;
  leaderboard: { student_id: string; right: number; time_ms: number; place: number }[];
}

async function inTurns<T>(count: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const done: T[] = [];
  for (let first = 0; first < count; first += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - first) }, (_, offset) => first + offset);
    done.push(...(await Promise.all(batch.map(work))));
  }
  return done;
}

/** A name of letters for child `index`: Aa, Ab, … (names take no digits). */
const nameOf = (index: number) =>
  String.fromCharCode(65 + Math.floor(index / 26)) + String.fromCharCode(97 + (index % 26));

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

/**
 * One pair of API processes sharing one PostgreSQL (and one Redis, where the run has one), as
 * docker-compose.prod.yml runs its replicas behind the proxy: what one process alone could decide for
 * itself is decided once for both. The pair is started once for the file: each start opens a database.
 */
describe.runIf(source.driver === 'postgres')('two API processes on one PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof startProcessPair>>;
  let urls: [string, string];
  /** Between the processes and Redis, so that a test can stall Redis for both. */
  let redis: Awaited<ReturnType<typeof startStallingProxy>> | undefined;

  beforeAll(async () => {
    if (source.driver !== 'postgres') return;
    redis = redisUrl ? await startStallingProxy(redisUrl) : undefined;
    pair = await startProcessPair(source.serverUrl, {
      ...(redis && { REDIS_URL: redis.url }),
      TRUST_PROXY: 'loopback',
      LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
      STUDENT_CREATION_RATE_LIMIT_MAX: '100000',
      READ_BUDGET_MIB_PER_MINUTE: '100000',
      SCHOOL_READ_BUDGET_MIB_PER_MINUTE: '100000',
      // A loaded test machine stalls the event loop for seconds: shedding load would refuse the class.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    urls = [pair.first.url, pair.second.url];
  });
  afterAll(async () => {
    await pair?.close();
    await redis?.close();
  });

  describe.runIf(redisUrl)('sharing one Redis', () => {
    /**
     * A live round is all in the database, so a class spread over both processes plays one round: each
     * child hears every question on its own process's stream, an answer counts once whichever process each
     * copy reaches, and both processes rank alike.
     */
    describe('a live round of a class of 60', () => {
      let teacher: string;
      let examId: string;
      let key: Letter[];
      const children: Child[] = [];

      beforeAll(async () => {
        const teacherBody = adminBody();
        await call(urls[0], 'POST', '/admin/register', { body: teacherBody });
        teacher = (await signIn(urls[0], 'admin', teacherBody.username)).token;
        const { exam } = await call(urls[0], 'POST', '/exam', {
          token: teacher,
          body: examBody({ level: 2, total_questions: QUESTIONS }),
        });
        examId = (exam as { exam_id: string }).exam_id;
        const questions = await call(urls[0], 'GET', `/exam/${examId}/questions`, { token: teacher });
        key = (questions as unknown as { correct_option: Letter }[]).map(
          (question) => question.correct_option,
        );
        children.push(
          ...(await inTurns(CHILDREN, async (index) => {
            const body = studentBody({ level: 2, fullname: `Child ${nameOf(index)}` });
            const url = urls[index % 2]!;
            await call(url, 'POST', '/student/register', { token: teacher, body });
            const { token } = await signIn(url, 'student', body.username);
            const stream = await EventStream.open(url, token);
            await stream.next('ready');
            return { index, username: body.username, token, url, stream };
          })),
        );
      });
      afterAll(() => {
        for (const child of children) child.stream.close();
      });

      /**
       * Plays a whole round: the teacher on the first process, each child on `urlOf(child)`. Returns, per child
       * and question, the milliseconds from just before the teacher sent `next` until the child had both the
       * `question` event and the question read from its process (`waits`), and how long each of those reads
       * took (`reads`).
       */
      async function playRound(
        urlOf: (child: Child) => string,
        streamOf: (child: Child) => EventStream,
        { answerOnBoth }: { answerOnBoth: boolean },
      ) {
        const round = await call(urls[0], 'POST', '/round', {
          token: teacher,
          // The longest time to answer: on a loaded machine a class's answers may take seconds to arrive.
          body: { exam: examId, seconds_to_answer: 120 },
        });
        const roundId = round.round_id as string;
        const joins = await Promise.all(
          children.map((child) =>
            send(urlOf(child), 'POST', '/round/join', { token: child.token, body: { code: round.code } }),
          ),
        );
        expect(joins.every((join) => join.status === 200)).toBe(true);

        const waits: number[] = [];
        const readTimes: number[] = [];
        for (let question = 1; question <= QUESTIONS; question++) {
          const sentAt = performance.now();
          const shown = await call(urls[0], 'POST', `/round/${roundId}/next`, {
            token: teacher,
            body: { question },
          });
          expect(shown.question_index).toBe(question);
          const reads = await Promise.all(
            children.map(async (child) => {
              await streamOf(child).next('round', {
                round_id: roundId,
                change: 'question',
                question_index: question,
              });
              const readFrom = performance.now();
              const read = await call(urlOf(child), 'GET', `/round/${roundId}`, { token: child.token });
              waits.push(performance.now() - sentAt);
              readTimes.push(performance.now() - readFrom);
              return read as unknown as RoundRead;
            }),
          );
          expect(reads.every((read) => read.question?.index === question)).toBe(true);

          // The answers count once the 3-2-1 is over by the server's clock, which every process shares.
          for (let read = reads[0]!; Date.parse(read.server_time) < Date.parse(read.question!.starts_at);) {
            await wait(POLL_MS);
            read = (await call(urls[0], 'GET', `/round/${roundId}`, {
              token: teacher,
            })) as unknown as RoundRead;
          }
          const right = key[question - 1]!;
          const statuses = await Promise.all(
            children.map(async (child) => {
              const choice: Letter = child.index % 3 === 0 ? (right === 'a' ? 'b' : 'a') : right;
              const answer = (url: string) =>
                send(url, 'POST', `/round/${roundId}/answers`, {
                  token: child.token,
                  body: { question, choice },
                });
              const sent = await Promise.all(
                answerOnBoth ? [answer(urls[0]), answer(urls[1])] : [answer(urlOf(child))],
              );
              return sent.map(({ status }) => status).sort();
            }),
          );
          expect(statuses).toEqual(children.map(() => (answerOnBoth ? [201, 409] : [201])));
          // The last answer closed the question, on whichever process it arrived.
          const closed = (await call(urls[0], 'GET', `/round/${roundId}`, {
            token: teacher,
          })) as unknown as RoundRead;
          expect(closed.state).toBe('reveal');
          expect(closed.reveal!.answered).toBe(CHILDREN);
        }
        const boards = await Promise.all(
          urls.map(
            async (url) =>
              ((await call(url, 'GET', `/round/${roundId}`, { token: teacher })) as unknown as RoundRead)
                .leaderboard,
          ),
        );
        await call(urls[0], 'POST', `/round/${roundId}/end`, { token: teacher });
        return { roundId, waits, readTimes, boards };
      }

      const spread = (times: number[]) => {
        const sorted = [...times].sort((a, b) => a - b);
        return `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms`;
      };
      const report = (label: string, waits: number[]) => {
        process.stdout.write(
          `${label}: ${CHILDREN} children × ${QUESTIONS} questions, from next to event + read: ${spread(waits)}\n`,
        );
      };

      /**
       * The class signs in again and plays while Redis is stalled — a failover, a long command, `CLIENT
       * PAUSE` — which holds every command sent to it. The stall lasts until the test releases it, so what
       * is answered before that did not wait for Redis: each process waits one command timeout, pauses its
       * limits and serves on, and the round is decided in the database as ever.
       */
      it('tells every child every question, counts each answer once and ranks alike on both processes, while Redis stalls', async () => {
        const stalled = redis!;
        // A sign-in in flight when Redis stalled may have taken a place in its address's count of failing
        // usernames that no answer gives back: an address of this run's own, as Redis outlives the run.
        const school = `10.5.${randomInt(256)}.${randomInt(256)}`;
        stalled.stall();
        let signIns: number[];
        let round: Awaited<ReturnType<typeof playRound>>;
        try {
          signIns = await inTurns(CHILDREN, async (index) => {
            const child = children[index]!;
            const started = performance.now();
            const signedIn = await send(child.url, 'POST', '/student/login', {
              body: { username: child.username, password: PASSWORD },
              from: school,
            });
            expect(signedIn.status).toBe(200);
            child.token = signedIn.data.token as string;
            return performance.now() - started;
          });
          round = await playRound(
            (child) => child.url,
            (child) => child.stream,
            { answerOnBoth: true },
          );
          for (const url of urls) {
            const health = await fetch(`${url}/health`);
            expect(health.status).toBe(200);
            expect(((await health.json()) as { data: { redis: unknown } }).data.redis).toEqual({
              status: 'unreachable',
              responseTime: expect.any(Number),
            });
          }
        } finally {
          stalled.release();
        }
        // Once a command had outlasted its timeout, a process asked Redis nothing but a ping a second:
        // not a command for each of the requests it served meanwhile.
        const requests = CHILDREN + round.readTimes.length + 2 * CHILDREN * QUESTIONS;
        expect(stalled.commandsHeld()).toBeLessThan(requests / 4);
        process.stdout.write(
          `while Redis stalled: ${CHILDREN} sign-ins ${spread(signIns)}; ` +
            `${round.readTimes.length} round reads ${spread(round.readTimes)}; ` +
            `${stalled.commandsHeld()} commands sent to Redis\n`,
        );

        for (const child of children) {
          const shown = child.stream.events
            .filter(
              (event) =>
                event.event === 'round' &&
                event.data.round_id === round.roundId &&
                event.data.change === 'question',
            )
            .map((event) => event.data.question_index);
          expect(shown).toEqual(Array.from({ length: QUESTIONS }, (_, index) => index + 1));
        }
        const [first, second] = round.boards as [RoundRead['leaderboard'], RoundRead['leaderboard']];
        expect(first).toHaveLength(CHILDREN);
        expect(second).toEqual(first);
        // A child answering every question right is never ranked below one who got them wrong.
        const wrongOnes = children.filter((child) => child.index % 3 === 0).length;
        expect(first.filter((row) => row.right === QUESTIONS)).toHaveLength(CHILDREN - wrongOnes);
        expect(first.filter((row) => row.right === 0)).toHaveLength(wrongOnes);
        expect(first.at(-1)!.place).toBe(CHILDREN - wrongOnes + 1);
        if (measuring) report('two processes, Redis stalled', round.waits);

        // Once Redis answers again, the limits count again: one client's sign-ins against one limit,
        // whichever process each reaches.
        for (const url of urls) {
          await vi.waitFor(
            async () => {
              const health = (await (await fetch(`${url}/health`)).json()) as {
                data: { redis: { status: string } };
              };
              expect(health.data.redis.status).toBe('connected');
            },
            { timeout: 20_000, interval: 200 },
          );
        }
        // Redis outlives this run and may serve another at the same time: an address of this test's own.
        const from = `10.4.${randomInt(256)}.${randomInt(256)}`;
        const body = { username: uniqueName('nobody'), password: 'not-the-password' };
        const statuses: number[] = [];
        for (let tried = 0; tried <= LOGIN_LIMIT; tried++) {
          statuses.push((await send(urls[tried % 2]!, 'POST', '/student/login', { body, from })).status);
        }
        expect(statuses).toEqual([...Array.from({ length: LOGIN_LIMIT }, () => 401), 429]);
      });

      it.runIf(measuring)('measures a class on one process, for comparison', async () => {
        const streams = await Promise.all(children.map((child) => EventStream.open(urls[0], child.token)));
        try {
          await Promise.all(streams.map((stream) => stream.next('ready')));
          const { waits } = await playRound(
            () => urls[0],
            (child) => streams[child.index]!,
            { answerOnBoth: false },
          );
          report('one process', waits);
        } finally {
          for (const stream of streams) stream.close();
        }
      });
    });

    describe('what one process alone would decide for itself', () => {
      async function classOfOne() {
        const teacherBody = adminBody();
        await call(urls[0], 'POST', '/admin/register', { body: teacherBody });
        const teacher = await signIn(urls[0], 'admin', teacherBody.username);
        const childBody = studentBody({ level: 2 });
        await call(urls[0], 'POST', '/student/register', { token: teacher.token, body: childBody });
        return { teacher, child: await signIn(urls[0], 'student', childBody.username) };
      }

      it('gives a child one attempt of a test when starts race on both processes', async () => {
        const { teacher, child } = await classOfOne();
        const { exam } = await call(urls[0], 'POST', '/exam', {
          token: teacher.token,
          body: examBody({ level: 2, isSingleAttempt: true }),
        });
        const path = `/exam/${(exam as { exam_id: string }).exam_id}/attempt`;
        const starts = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            send(urls[index % 2]!, 'POST', path, { token: child.token }),
          ),
        );
        // One start made it (201); every other, on either process, resumed that very attempt (200).
        expect(starts.map(({ status }) => status).sort()).toEqual([
          200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
        ]);
        const attempts = new Set(
          starts.map(({ data }) => (data.attempt as { attempt_id: string }).attempt_id),
        );
        expect(attempts.size).toBe(1);
      });

      it('refuses a refresh token used again on the other process, and ends the sign-in it belonged to', async () => {
        const { child } = await classOfOne();
        const renewed = await call(urls[0], 'POST', '/student/token', {
          body: { refreshToken: child.refreshToken },
        });
        const reused = await send(urls[1], 'POST', '/student/token', {
          body: { refreshToken: child.refreshToken },
        });
        expect(reused.status).toBe(401);
        // The thief's use revoked the whole sign-in: the renewed token is refused too, on either process.
        const afterTheft = await send(urls[0], 'POST', '/student/token', {
          body: { refreshToken: renewed.refreshToken },
        });
        expect(afterTheft.status).toBe(401);
      });
    });
  });

  // Last: it stops the second process.
  it('brings an exam opened through one process to a stream held by the other, which SIGTERM ends without waiting', async () => {
    const { first, second } = pair;
    const teacherBody = adminBody();
    await call(first.url, 'POST', '/admin/register', { body: teacherBody });
    const { token: teacher } = await signIn(first.url, 'admin', teacherBody.username);
    const childBody = studentBody({ level: 2 });
    await call(first.url, 'POST', '/student/register', { token: teacher, body: childBody });
    const { token: child } = await signIn(first.url, 'student', childBody.username);

    const stream = await EventStream.open(second.url, child);
    expect(stream.response.status).toBe(200);
    await stream.next('ready');
    const { exam } = await call(first.url, 'POST', '/exam', {
      token: teacher,
      body: examBody({ level: 2, is_active: false }),
    });
    const examId = (exam as { exam_id: string }).exam_id;
    await call(first.url, 'PATCH', `/exam/${examId}/activate`, { token: teacher });
    await stream.next('exam', { exam_id: examId, change: 'opened' });

    const stopped = await second.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    await stream.ended();
  });
});
