import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, joinCodeOf, login, PASSWORD } from '../../helpers/accounts.js';
import { useTestApp } from '../../helpers/test-app.js';

const NEW_PASSWORD = 'another-horse-77';

/**
 * Changes that must happen together or not at all: here the second step (ending the account's sessions)
 * is made to fail inside the database, and the first must be undone with it.
 */
describe('changes that end sessions', () => {
  const context = useTestApp();
  const db = () => context.database.connection.db;

  beforeEach(async () => {
    await db().execute(sql`create function refuse_revocation() returns trigger language plpgsql
      as $$ begin raise exception 'revocation refused'; end $$`);
    await db().execute(sql`create trigger refuse_revocation before update on refresh_tokens
      for each row execute function refuse_revocation()`);
  });
  afterEach(async () => {
    await db().execute(sql`drop trigger refuse_revocation on refresh_tokens`);
    await db().execute(sql`drop function refuse_revocation()`);
  });

  const loginStatus = async (role: 'admin' | 'student', username: string, password: string) =>
    (
      await context.app.inject({
        method: 'POST',
        url: `/api/v1/${role}/login`,
        payload: { username, password },
      })
    ).statusCode;

  it("keep a student's password when their sessions cannot be ended", async () => {
    const admin = await createAdmin(context.app);
    const student = await createStudent(context.app, admin);
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/api/v1/student',
      headers: student.auth,
      payload: { password: NEW_PASSWORD, currentPassword: PASSWORD, fullname: 'Ravi Changed' },
    });
    expect(response.statusCode).toBe(500);
    expect(await loginStatus('student', student.username, NEW_PASSWORD)).toBe(401);
    const me = await context.app.inject({ method: 'GET', url: '/api/v1/student/me', headers: student.auth });
    expect(me.json().data.fullname).toBe('Ravi Kumar');
  });

  it("keep an admin's password when their sessions cannot be ended", async () => {
    const admin = await createAdmin(context.app);
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin',
      headers: admin.auth,
      payload: { password: NEW_PASSWORD, currentPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(500);
    expect(await loginStatus('admin', admin.username, NEW_PASSWORD)).toBe(401);
  });

  it("keep a student's password when an admin's reset cannot end their sessions", async () => {
    const admin = await createAdmin(context.app);
    const student = await createStudent(context.app, admin);
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/v1/student/${student.id}/password`,
      headers: admin.auth,
      payload: { password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(500);
    expect(await loginStatus('student', student.username, NEW_PASSWORD)).toBe(401);
    const me = await context.app.inject({ method: 'GET', url: '/api/v1/student/me', headers: student.auth });
    expect(me.statusCode).toBe(200);
  });

  it('keep an account whose sessions cannot be ended', async () => {
    const admin = await createAdmin(context.app);
    const student = await createStudent(context.app, admin);
    const removal = await context.app.inject({
      method: 'DELETE',
      url: `/api/v1/student/${student.id}`,
      headers: admin.auth,
    });
    expect(removal.statusCode).toBe(500);
    const selfRemoval = await context.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin',
      headers: admin.auth,
    });
    expect(selfRemoval.statusCode).toBe(500);

    await db().execute(sql`alter table refresh_tokens disable trigger refuse_revocation`);
    expect((await login(context.app, 'student', student.username)).token).toBeTruthy();
    expect((await login(context.app, 'admin', admin.username)).token).toBeTruthy();
    // The class stays open: its students work on, and its join code still lets new ones in.
    const me = await context.app.inject({ method: 'GET', url: '/api/v1/student/me', headers: student.auth });
    expect(me.statusCode).toBe(200);
    expect(await joinCodeOf(context.app, admin)).toEqual(expect.any(String));
  });
});
