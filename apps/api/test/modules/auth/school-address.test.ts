import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, PASSWORD, studentBody, uniqueName, type SignedIn } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { useTestApp } from '../../helpers/test-app.js';

/** The limit on usernames failed from one address, lowered from 100 so that a few children exceed it. */
const USERNAMES_FAILED = 20;
const CLASS_SIZE = 60;

/**
 * A school signs in through one address (its router's): a whole class, its teacher, a child who cannot
 * remember their password, a prankster — and a sprayer must not get more from that address than anywhere.
 */
describe('a school behind one address', () => {
  const context = useTestApp({
    env: { LOGIN_RATE_LIMIT_MAX: '10', LOGIN_FAILURE_RATE_LIMIT_MAX: String(USERNAMES_FAILED) },
  });
  let teacher: SignedIn;
  const pupils: string[] = [];

  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    for (let i = 0; i < CLASS_SIZE; i++) {
      const body = studentBody();
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/student/register',
        headers: teacher.auth,
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      pupils.push(body.username);
    }
  });

  const signIn = (remoteAddress: string, username: string, password = PASSWORD, role = 'student') =>
    context.app.inject({
      method: 'POST',
      url: `/api/v1/${role}/login`,
      remoteAddress,
      payload: { username, password },
    });
  const classSignsIn = async (remoteAddress: string) => {
    const statuses: number[] = [];
    for (const pupil of pupils) statuses.push((await signIn(remoteAddress, pupil)).statusCode);
    return statuses;
  };

  it('lets the whole class in while three children mistype their passwords', async () => {
    const school = '10.60.0.1';
    const statuses: number[] = [];
    for (const child of pupils.slice(0, 3)) {
      // Nine wrong, the tenth right: the most their own limit of ten attempts leaves them.
      for (let i = 0; i < 9; i++) statuses.push((await signIn(school, child, `wrong-${i}`)).statusCode);
    }
    expect(statuses).toEqual(Array<number>(27).fill(401));
    expect(await classSignsIn(school)).toEqual(Array<number>(CLASS_SIZE).fill(200));
    expect((await signIn(school, teacher.username, PASSWORD, 'admin')).statusCode).toBe(200);
  });

  it('holds a child to their own ten attempts, not the class', async () => {
    const school = '10.60.0.2';
    const [child, classmate] = pupils;
    for (let i = 0; i < 10; i++) expect((await signIn(school, child!, `wrong-${i}`)).statusCode).toBe(401);
    expectError(await signIn(school, child!), 429, /^Too many attempts; try again in \d+ (minutes|seconds)$/);
    expect((await signIn(school, classmate!)).statusCode).toBe(200);
  });

  it('stops a sprayer of 1000 usernames once LOGIN_FAILURE_RATE_LIMIT_MAX of them failed, and lets in none past it', async () => {
    const sprayer = '10.60.0.3';
    const spray = (tries: number) => signIn(sprayer, uniqueName(`pupil${tries}`), 'password1');
    let tries = 1;
    let response = await spray(tries);
    while (response.statusCode === 401 && tries < 1000) response = await spray(++tries);
    expect(tries).toBe(USERNAMES_FAILED + 1);
    expectError(response, 429, /^Too many attempts; try again in \d+ (minutes|seconds)$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // The sprayer guessing right now: the password is never checked.
    expectError(await signIn(sprayer, pupils[10]!), 429);
    expectError(await signIn(sprayer, teacher.username, PASSWORD, 'admin'), 429);
  });

  it('lets the class in again after a prankster used up the address, and no newcomer', async () => {
    const school = '10.60.0.4';
    const newcomer = pupils.at(-1)!;
    const earlierLesson = pupils.slice(0, -1);
    for (const pupil of earlierLesson) expect((await signIn(school, pupil)).statusCode).toBe(200);
    for (let i = 0; i < USERNAMES_FAILED + 5; i++) await signIn(school, `nobody_${i}`, 'password1');
    expectError(await signIn(school, 'nobody_else', 'password1'), 429);

    for (const pupil of earlierLesson) expect((await signIn(school, pupil)).statusCode).toBe(200);
    // Never signed in from here: to the limit it is one more username, as the sprayer's are.
    expectError(await signIn(school, newcomer), 429);
    expect((await signIn('10.60.0.5', newcomer)).statusCode).toBe(200);
  });
});
