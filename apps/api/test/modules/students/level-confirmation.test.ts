// @driver-neutral: the reads are sent at once only to save time
import { beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_NOT_CONFIRMED } from '../../../src/domain/roles.js';
import {
  createAdmin,
  createStudent,
  joinCodeOf,
  login,
  studentBody,
  type SignedIn,
} from '../../helpers/accounts.js';
import { createExam, type CreatedExam } from '../../helpers/exams.js';
import { useAppCalls } from '../../helpers/app-calls.js';

describe('the teacher confirms the level a child picked', () => {
  const { context, inject } = useAppCalls();

  let admin: SignedIn;
  let practice: CreatedExam;
  let assessment: CreatedExam;
  beforeAll(async () => {
    admin = await createAdmin(context.app);
    practice = await createExam(context.app, admin, { level: 2 });
    assessment = await createExam(context.app, admin, { level: 2, isSingleAttempt: true });
  });

  /** A child joins the class with its code, at level 2, and signs in. */
  async function joinClass(): Promise<SignedIn> {
    const body = studentBody({ level: 2, join_code: await joinCodeOf(context.app, admin) });
    const response = await inject({ method: 'POST', url: '/api/v1/student/register', payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.student.level_confirmed).toBe(false);
    const id = response.json().data.student.student_id as string;
    return { id, username: body.username, ...(await login(context.app, 'student', body.username)) };
  }

  const examIds = async (student: SignedIn) => {
    const response = await inject({ method: 'GET', url: '/api/v1/exam', headers: student.auth });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { exam_id: string }[]).map((exam) => exam.exam_id).sort();
  };

  /** Every way a student reaches one exam: read it, its questions, an attempt, a practice result. */
  const reachExam = (student: SignedIn) =>
    Promise.all([
      inject({ method: 'GET', url: `/api/v1/exam/${practice.exam_id}`, headers: student.auth }),
      inject({ method: 'GET', url: `/api/v1/exam/${practice.exam_id}/questions`, headers: student.auth }),
      inject({ method: 'POST', url: `/api/v1/exam/${assessment.exam_id}/attempt`, headers: student.auth }),
      inject({
        method: 'POST',
        url: '/api/v1/result',
        headers: student.auth,
        payload: {
          exam: practice.exam_id,
          time_taken: 5,
          date_completed: new Date().toISOString(),
          score: 4,
          total_correct: 2,
        },
      }),
    ]);

  it('shows a child who joined by code no exam until the teacher confirms their level', async () => {
    const child = await joinClass();
    expect(await examIds(child)).toEqual([]);
    for (const response of await reachExam(child)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        statusCode: 403,
        message: LEVEL_NOT_CONFIRMED,
      });
    }
    const me = await inject({ method: 'GET', url: '/api/v1/student/me', headers: child.auth });
    expect(me.json().data.level_confirmed).toBe(false);

    const confirmed = await inject({
      method: 'PATCH',
      url: `/api/v1/student/${child.id}`,
      headers: admin.auth,
      payload: { level_confirmed: true },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.student).toMatchObject({ level: 2, level_confirmed: true });

    expect(await examIds(child)).toEqual([assessment.exam_id, practice.exam_id].sort());
    expect((await reachExam(child)).map((response) => response.statusCode)).toEqual([200, 200, 201, 201]);
  });

  it('confirms the level the teacher sets instead', async () => {
    const child = await joinClass();
    const moved = await inject({
      method: 'PATCH',
      url: `/api/v1/student/${child.id}`,
      headers: admin.auth,
      payload: { level: 3 },
    });
    expect(moved.json().data.student).toMatchObject({ level: 3, level_confirmed: true });
    const levelThree = await createExam(context.app, admin, { level: 3 });
    expect(await examIds(child)).toEqual([levelThree.exam_id]);
  });

  it('confirms a child the teacher registers, and tells the teacher who waits', async () => {
    const registered = await createStudent(context.app, admin, { level: 2 });
    const waiting = await joinClass();
    const read = await inject({
      method: 'GET',
      url: `/api/v1/student/${registered.id}`,
      headers: admin.auth,
    });
    expect(read.json().data.level_confirmed).toBe(true);
    expect(await examIds(registered)).toEqual([assessment.exam_id, practice.exam_id].sort());

    const unconfirmed = await inject({
      method: 'GET',
      url: '/api/v1/student?level_confirmed=false',
      headers: admin.auth,
    });
    const ids = (unconfirmed.json().data as { student_id: string; level_confirmed: boolean }[]).map(
      (student) => student.student_id,
    );
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(registered.id);
  });

  it('lets a child leave class and level to the teacher, who must then set the level', async () => {
    const { username, fullname, password } = studentBody();
    const joined = await inject({
      method: 'POST',
      url: '/api/v1/student/register',
      payload: { fullname, username, password, join_code: await joinCodeOf(context.app, admin) },
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data.student).toMatchObject({
      sclass: null,
      level: null,
      level_confirmed: false,
      email: null,
      phone_no: null,
    });
    const child: SignedIn = {
      id: joined.json().data.student.student_id,
      username,
      ...(await login(context.app, 'student', username)),
    };
    expect(await examIds(child)).toEqual([]);
    expect((await reachExam(child)).map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);

    const confirmingNothing = await inject({
      method: 'PATCH',
      url: `/api/v1/student/${child.id}`,
      headers: admin.auth,
      payload: { level_confirmed: true },
    });
    expect(confirmingNothing.statusCode).toBe(400);
    expect(confirmingNothing.json().errors).toEqual([
      { path: 'body.level', message: 'is required: this student left their level for you to set' },
    ]);

    const set = await inject({
      method: 'PATCH',
      url: `/api/v1/student/${child.id}`,
      headers: admin.auth,
      payload: { level: 2 },
    });
    expect(set.json().data.student).toMatchObject({ sclass: null, level: 2, level_confirmed: true });
    expect(await examIds(child)).toEqual([assessment.exam_id, practice.exam_id].sort());
  });

  it('still needs class and level from a teacher registering a child', async () => {
    const { sclass: _sclass, level: _level, ...withoutBoth } = studentBody();
    const response = await inject({
      method: 'POST',
      url: '/api/v1/student/register',
      headers: admin.auth,
      payload: withoutBoth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'body.sclass', message: 'is required when a teacher registers a student' },
      { path: 'body.level', message: 'is required when a teacher registers a student' },
    ]);
  });

  it('lets only the teacher confirm, and only to true', async () => {
    const child = await joinClass();
    const bySelf = await inject({
      method: 'PATCH',
      url: '/api/v1/student',
      headers: child.auth,
      payload: { level_confirmed: true },
    });
    expect(bySelf.statusCode).toBe(403);
    expect(bySelf.json().message).toBe('Your level is confirmed by your teacher');

    const unconfirming = await inject({
      method: 'PATCH',
      url: `/api/v1/student/${child.id}`,
      headers: admin.auth,
      payload: { level_confirmed: false },
    });
    expect(unconfirming.statusCode).toBe(400);
    expect(unconfirming.json().errors).toEqual([
      { path: 'body.level_confirmed', message: expect.any(String) },
    ]);
    expect(await examIds(child)).toEqual([]);
  });
});
