// @driver-sensitive: a list is kept by one multi-row INSERT, refused whole by the database's unique indexes
import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, login, studentBody, type SignedIn } from '../../helpers/accounts.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { expectError } from '../../helpers/envelope.js';

/** A class list of `count` students, each as a teacher would register one. */
const classList = (count: number) =>
  Array.from({ length: count }, (_, index) => studentBody({ level: (index % 10) + 1 }));

describe('POST /api/v1/student/import', () => {
  const { context, inject, get } = useAppCalls();
  const importList = (admin: SignedIn, students: unknown[]) =>
    inject({ method: 'POST', url: '/api/v1/student/import', headers: admin.auth, payload: { students } });
  const usernamesOf = async (admin: SignedIn): Promise<string[]> => {
    const response = await get('/api/v1/student?limit=100', admin);
    if (response.statusCode === 404) return [];
    return (response.json().data as { username: string }[]).map((student) => student.username);
  };
  const totalOf = async (admin: SignedIn): Promise<number> => {
    const response = await get('/api/v1/student?limit=1', admin);
    return response.statusCode === 404 ? 0 : (response.json().meta.total as number);
  };

  it('registers a class of 200 at once, in the list’s order, confirmed, each able to sign in', async () => {
    const admin = await createAdmin(context.app);
    const list = classList(200);
    const response = await importList(admin, list);
    expect(response.statusCode).toBe(201);
    const { message, students } = response.json().data;
    expect(message).toBe('Students imported Successfully');
    expect(students.map((student: { username: string }) => student.username)).toEqual(
      list.map((student) => student.username),
    );
    expect(students[7]).toMatchObject({
      admin_id: admin.id,
      level: 8,
      sclass: 4,
      level_confirmed: true,
      email: list[7]!.email,
    });
    expect(await totalOf(admin)).toBe(200);
    const last = await login(context.app, 'student', list[199]!.username);
    expect(last.token).toMatch(/^ey/);
  });

  it('keeps nothing when one row in the middle is wrong, and names it by its place', async () => {
    const admin = await createAdmin(context.app);
    const list = classList(200);
    list[100] = { ...list[100]!, username: 'x!', level: 12 };
    const response = await importList(admin, list);
    expectError(response, 400);
    const paths = (response.json().errors as { path: string }[]).map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['body.students.100.username', 'body.students.100.level']));
    expect(await totalOf(admin)).toBe(0);
  });

  it('refuses a list that names a username or email twice, beside the later one', async () => {
    const admin = await createAdmin(context.app);
    const list = classList(4);
    list[2] = { ...list[2]!, username: list[0]!.username.toUpperCase() };
    list[3] = { ...list[3]!, email: list[1]!.email.toUpperCase() };
    const response = await importList(admin, list);
    expectError(response, 400);
    expect(response.json().errors).toEqual([
      { path: 'body.students.2.username', message: 'is also that of student 1' },
      { path: 'body.students.3.email', message: 'is also that of student 2' },
    ]);
    expect(await totalOf(admin)).toBe(0);
  });

  it('names every username and email another student has, and keeps none of the list', async () => {
    const admin = await createAdmin(context.app);
    const elsewhere = await createAdmin(context.app);
    const ravi = await createStudent(context.app, elsewhere);
    const raviEmail = (await get('/api/v1/student/me', ravi)).json().data.email as string;
    const list = classList(5);
    list[1] = { ...list[1]!, username: ravi.username.toUpperCase() };
    list[3] = { ...list[3]!, email: raviEmail };
    const response = await importList(admin, list);
    expectError(response, 409, 'Some usernames or emails of the list are taken');
    expect(response.json().errors).toEqual([
      { path: 'body.students.1.username', message: 'This username is already taken' },
      { path: 'body.students.3.email', message: 'This email is already registered' },
    ]);
    expect(await usernamesOf(admin)).toEqual([]);
  });

  it('is a teacher’s: a child’s token → 403, and no token → 401', async () => {
    const admin = await createAdmin(context.app);
    const child = await createStudent(context.app, admin);
    expectError(await importList(child, classList(1)), 403);
    expectError(
      await inject({ method: 'POST', url: '/api/v1/student/import', payload: { students: classList(1) } }),
      401,
    );
    expectError(await importList(admin, []), 400);
  });
});

describe('a class list against the registration limit', () => {
  const { context, inject } = useAppCalls({ env: { STUDENT_CREATION_RATE_LIMIT_MAX: '5' } });
  const importList = (admin: SignedIn, students: unknown[]) =>
    inject({ method: 'POST', url: '/api/v1/student/import', headers: admin.auth, payload: { students } });

  it('counts the students kept, so a refused list put right goes through', async () => {
    const admin = await createAdmin(context.app);
    const taken = await createStudent(context.app, admin);
    const list = classList(4);
    expectError(
      await importList(admin, [...list.slice(0, 3), { ...list[3]!, username: taken.username }]),
      409,
    );
    expectError(await importList(admin, [...list.slice(0, 3), list[0]!]), 400);
    const kept = await importList(admin, list);
    expect(kept.statusCode).toBe(201);
    expectError(
      await inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: admin.auth,
        payload: studentBody(),
      }),
      429,
    );
  });

  it('refuses a list longer than the window allows (400) or than it has left (429), and says how many', async () => {
    const admin = await createAdmin(context.app);
    expectError(
      await importList(admin, classList(6)),
      400,
      'A list may have at most 5 students: send it in parts',
    );
    await createStudent(context.app, admin);
    await createStudent(context.app, admin);
    const refused = await importList(admin, classList(4));
    expectError(
      refused,
      429,
      /^This list has 4 students and 3 more may be registered now; try again in \d+ (minutes|seconds)$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await importList(admin, classList(3))).statusCode).toBe(201);
  });
});
