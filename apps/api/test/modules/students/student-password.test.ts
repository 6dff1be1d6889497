import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { students } from '../../../src/db/schema/index.js';
import { createDataAccess } from '../../../src/modules/data-access.js';
import { createAdmin, createStudent, login, PASSWORD, type SignedIn } from '../../helpers/accounts.js';
import { createExam, recordResult } from '../../helpers/exams.js';
import { expectError } from '../../helpers/envelope.js';
import { useAppCalls } from '../../helpers/app-calls.js';

const NEW_PASSWORD = 'purple-kite-58';
const PASSWORD_CHANGED = 'The password of this account was changed; sign in again';

const { context, inject } = useAppCalls();

describe('a forgotten password: POST /api/v1/student/{studentId}/password', () => {
  const setPassword = (admin: SignedIn, studentId: string, payload: unknown = { password: NEW_PASSWORD }) =>
    inject({
      method: 'POST',
      url: `/api/v1/student/${studentId}/password`,
      headers: admin.auth,
      payload: payload as object,
    });
  const me = (token: string) =>
    inject({ method: 'GET', url: '/api/v1/student/me', headers: { authorization: `Bearer ${token}` } });
  const refresh = (refreshToken: string) =>
    inject({ method: 'POST', url: '/api/v1/student/token', payload: { refreshToken } });

  let admin: SignedIn;
  beforeAll(async () => {
    admin = await createAdmin(context.app);
  });

  it('sets the new password and ends every session of the student', async () => {
    const student = await createStudent(context.app, admin);
    const otherDevice = await login(context.app, 'student', student.username);

    const response = await setPassword(admin, student.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      statusCode: 200,
      data: {
        message: 'Student password changed Successfully',
        student: expect.objectContaining({ student_id: student.id, username: student.username }),
      },
    });
    expect(response.body).not.toMatch(/password_?hash|purple-kite/i);

    for (const session of [student, otherDevice]) {
      const stale = await me(session.token);
      expectError(stale, 401, PASSWORD_CHANGED);
      expect(stale.headers['www-authenticate']).toContain('error="invalid_token"');
      expectError(await refresh(session.refreshToken), 401);
    }
    await expect(login(context.app, 'student', student.username)).rejects.toThrow();
    const fresh = await login(context.app, 'student', student.username, NEW_PASSWORD);
    expect((await me(fresh.token)).statusCode).toBe(200);
    expect((await refresh(fresh.refreshToken)).statusCode).toBe(200);
  });

  it('tells old tokens from new ones issued in the same millisecond, whatever the clock says', async () => {
    const student = await createStudent(context.app, admin);
    // Every token below is issued at one instant of the API's clock: only the password decides.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const before = await login(context.app, 'student', student.username);
    expect((await setPassword(admin, student.id)).statusCode).toBe(200);
    const between = await login(context.app, 'student', student.username, NEW_PASSWORD);
    expect((await setPassword(admin, student.id, { password: 'orange-boat-12' })).statusCode).toBe(200);
    const after = await login(context.app, 'student', student.username, 'orange-boat-12');

    expectError(await me(before.token), 401, PASSWORD_CHANGED);
    expectError(await me(between.token), 401, PASSWORD_CHANGED);
    expectError(await refresh(between.refreshToken), 401);
    expect((await me(after.token)).statusCode).toBe(200);
  });

  it("refuses another admin's student, a deleted one, and a student's own token", async () => {
    const student = await createStudent(context.app, admin);
    const other = await createAdmin(context.app);
    expectError(await setPassword(other, student.id), 404, 'Student not found');
    expectError(await setPassword(student, student.id), 403, 'Only admins may do this');
    expectError(
      await inject({
        method: 'POST',
        url: `/api/v1/student/${student.id}/password`,
        payload: { password: NEW_PASSWORD },
      }),
      401,
    );

    const leaver = await createStudent(context.app, admin);
    const exam = await createExam(context.app, admin);
    await recordResult(context.database.connection.db, exam.exam_id, leaver.id);
    await inject({ method: 'DELETE', url: `/api/v1/student/${leaver.id}`, headers: admin.auth });
    expectError(await setPassword(admin, leaver.id), 404, 'Student not found');
    expectError(await setPassword(admin, 'sNobodyHasThisId0'), 404, 'Student not found');
  });

  it('validates the id and the body', async () => {
    const student = await createStudent(context.app, admin);
    const malformed = await setPassword(admin, 'not-an-id');
    expectError(malformed, 400, /^Validation failed: params\.studentId: /);

    for (const [payload, path] of [
      [{ password: 'short' }, 'body.password'],
      [{}, 'body.password'],
      [{ password: NEW_PASSWORD, currentPassword: PASSWORD }, 'body'],
    ] as const) {
      const response = await setPassword(admin, student.id, payload);
      expectError(response, 400, /^Validation failed: /);
      expect(response.json().errors[0].path).toBe(path);
    }
    const text = await inject({
      method: 'POST',
      url: `/api/v1/student/${student.id}/password`,
      headers: { ...admin.auth, 'content-type': 'text/plain' },
      payload: NEW_PASSWORD,
    });
    expectError(text, 415);
    // Nothing changed: the student still signs in with the old password.
    expect((await login(context.app, 'student', student.username)).token).toEqual(expect.any(String));
  });
});

describe('changing one’s own password', () => {
  it('ends every session of a student, the one that changed it included', async () => {
    const admin = await createAdmin(context.app);
    const student = await createStudent(context.app, admin);
    const otherDevice = await login(context.app, 'student', student.username);
    const changed = await inject({
      method: 'PATCH',
      url: '/api/v1/student',
      headers: student.auth,
      payload: { password: NEW_PASSWORD, currentPassword: PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    for (const session of [student, otherDevice]) {
      const stale = await inject({ method: 'GET', url: '/api/v1/student/me', headers: session.auth });
      expectError(stale, 401, PASSWORD_CHANGED);
    }
    const fresh = await login(context.app, 'student', student.username, NEW_PASSWORD);
    expect((await inject({ method: 'GET', url: '/api/v1/student/me', headers: fresh.auth })).statusCode).toBe(
      200,
    );
  });

  it('ends every session of an admin, the one that changed it included', async () => {
    const admin = await createAdmin(context.app);
    const otherDevice = await login(context.app, 'admin', admin.username);
    const changed = await inject({
      method: 'PATCH',
      url: '/api/v1/admin',
      headers: admin.auth,
      payload: { password: NEW_PASSWORD, currentPassword: PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    for (const session of [admin, otherDevice]) {
      const stale = await inject({ method: 'GET', url: '/api/v1/admin/me', headers: session.auth });
      expectError(stale, 401, PASSWORD_CHANGED);
    }
    const fresh = await login(context.app, 'admin', admin.username, NEW_PASSWORD);
    expect((await inject({ method: 'GET', url: '/api/v1/admin/me', headers: fresh.auth })).statusCode).toBe(
      200,
    );
  });

  it('keeps other profile changes from ending any session', async () => {
    const admin = await createAdmin(context.app);
    const student = await createStudent(context.app, admin);
    await inject({ method: 'PATCH', url: '/api/v1/student', headers: student.auth, payload: { sclass: 6 } });
    await inject({
      method: 'PATCH',
      url: `/api/v1/student/${student.id}`,
      headers: admin.auth,
      payload: { level: 3 },
    });
    await inject({
      method: 'PATCH',
      url: '/api/v1/admin',
      headers: admin.auth,
      payload: { fullname: 'M S' },
    });
    expect(
      (await inject({ method: 'GET', url: '/api/v1/student/me', headers: student.auth })).statusCode,
    ).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/v1/admin/me', headers: admin.auth })).statusCode).toBe(
      200,
    );
  });

  it('moves the password time on with every change, even two in one instant of the database', async () => {
    const admin = await createAdmin(context.app);
    const student = await createStudent(context.app, admin);
    const db = context.database.connection.db;
    const changedAt = async () =>
      (await db.select().from(students).where(eq(students.publicId, student.id)))[0]!.passwordChangedAt;
    expect(await changedAt()).toBeNull();

    // In one transaction now() stands still, so both changes happen at the same database time.
    const times = await createDataAccess(db).transaction(async (repositories) => {
      const { id } = (await repositories.students.findLiveByPublicId(student.id))!;
      const first = await repositories.students.update(id, { passwordHash: 'first' });
      const second = await repositories.students.update(id, { passwordHash: 'second' });
      return [first.passwordChangedAt!.getTime(), second.passwordChangedAt!.getTime()];
    });
    expect(times[1]! - times[0]!).toBe(1);
    expect((await changedAt())!.getTime()).toBe(times[1]);
  });
});
