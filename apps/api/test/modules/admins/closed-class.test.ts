import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, refreshTokens, students } from '../../../src/db/schema/index.js';
import {
  createAdmin,
  createStudent,
  joinCodeOf,
  login,
  PASSWORD,
  studentBody,
  type SignedIn,
} from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { useAppCalls } from '../../helpers/app-calls.js';

const CLASS_CLOSED = 'This class has been closed by its teacher';

describe('a closed class (its admin soft-deleted)', () => {
  const { context, inject, db } = useAppCalls();

  /** A teacher with two students, who then deletes their account (kept, as it owns students). */
  async function closedClass() {
    const admin = await createAdmin(context.app);
    const pupils = [await createStudent(context.app, admin), await createStudent(context.app, admin)];
    const joinCode = (await joinCodeOf(context.app, admin))!;
    const deleted = await inject({ method: 'DELETE', url: '/api/v1/admin', headers: admin.auth });
    expect(deleted.json().data).toEqual({ message: 'Admin deleted Successfully', permanently: false });
    return { admin, pupils, joinCode };
  }

  const loginAs = (student: SignedIn, password = PASSWORD) =>
    inject({
      method: 'POST',
      url: '/api/v1/student/login',
      payload: { username: student.username, password },
    });

  it('refuses its students at login, with a clear message', async () => {
    const { pupils } = await closedClass();
    for (const pupil of pupils) expectError(await loginAs(pupil), 403, CLASS_CLOSED);
    // A wrong password learns nothing about the class.
    expectError(await loginAs(pupils[0]!, 'not-the-password'), 401, 'Invalid username or password');
  });

  it('stops its students’ access tokens at once', async () => {
    const { pupils } = await closedClass();
    for (const pupil of pupils) {
      expectError(
        await inject({ method: 'GET', url: '/api/v1/student/me', headers: pupil.auth }),
        403,
        CLASS_CLOSED,
      );
      expectError(
        await inject({ method: 'GET', url: '/api/v1/exam', headers: pupil.auth }),
        403,
        CLASS_CLOSED,
      );
    }
  });

  it('refuses its students’ refresh tokens, revoked with the deletion', async () => {
    const { pupils } = await closedClass();
    for (const pupil of pupils) {
      const refreshed = await inject({
        method: 'POST',
        url: '/api/v1/student/token',
        payload: { refreshToken: pupil.refreshToken },
      });
      expectError(refreshed, 403, CLASS_CLOSED);
    }
    const ids = (
      await db()
        .select({ id: students.id })
        .from(students)
        .where(
          inArray(
            students.publicId,
            pupils.map((pupil) => pupil.id),
          ),
        )
    ).map((row) => row.id);
    const tokens = await db().select().from(refreshTokens).where(inArray(refreshTokens.studentId, ids));
    expect(tokens.length).toBe(2);
    for (const token of tokens) expect(token.revokedAt).not.toBeNull();
  });

  it('voids the join code: nobody can register into the class any more', async () => {
    const { admin, joinCode } = await closedClass();
    const [row] = await db().select().from(admins).where(eq(admins.publicId, admin.id));
    expect(row!.joinCode).toBeNull();

    const register = (payload: Record<string, unknown>) =>
      inject({ method: 'POST', url: '/api/v1/student/register', payload: studentBody(payload) });
    expectError(
      await register({ join_code: joinCode }),
      404,
      'No class has this join code; check it with your teacher',
    );
    expectError(await register({ admin_id: admin.id }), 400, /^A class is joined with its join code/);
  });

  it('leaves other classes alone', async () => {
    await closedClass();
    const open = await createAdmin(context.app);
    const pupil = await createStudent(context.app, open);
    expect((await inject({ method: 'GET', url: '/api/v1/student/me', headers: pupil.auth })).statusCode).toBe(
      200,
    );
    expect((await login(context.app, 'student', pupil.username)).token).toEqual(expect.any(String));
  });
});
