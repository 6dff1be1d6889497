// @driver-sensitive: events between server processes through PostgreSQL
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminBody, studentBody } from '../helpers/accounts.js';
import { call, signIn, startProcessPair } from '../helpers/api-processes.js';
import { EventStream } from '../helpers/event-stream.js';
import { examBody } from '../helpers/exams.js';

const source = inject('testDatabase');

describe.runIf(source.driver === 'postgres')('live events across API processes on one PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof startProcessPair>>;
  beforeAll(async () => {
    if (source.driver === 'postgres') pair = await startProcessPair(source.serverUrl);
  });
  afterAll(() => pair?.close());

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
