import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.js';

/** A username nobody else in this run has (test files share nothing, but Redis outlives them). */
export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

export const PASSWORD = 'correct-horse-42';

export interface SignedIn {
  id: string;
  username: string;
  token: string;
  refreshToken: string;
  auth: { authorization: string };
}

export function adminBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('teacher');
  return {
    fullname: 'Meera Sharma',
    username,
    email: `${username}@school.example`,
    password: PASSWORD,
    ...overrides,
  };
}

export function studentBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('pupil');
  return {
    fullname: 'Ravi Kumar',
    username,
    email: `${username}@example.com`,
    phone_no: '+919876543210',
    sclass: 4,
    level: 2,
    password: PASSWORD,
    ...overrides,
  };
}

export async function login(
  app: App,
  role: 'admin' | 'student' | 'parent',
  username: string,
  password = PASSWORD,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/${role}/login`,
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { token, refreshToken } = response.json().data as { token: string; refreshToken: string };
  return { token, refreshToken, auth: { authorization: `Bearer ${token}` } };
}

let nextAddress = 0;
/** A client address of its own for each registration, so that address-based limits never trip in setup. */
const freshAddress = () => `10.255.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;

/** Registers an admin and signs in. */
export async function createAdmin(app: App, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const body = adminBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/register',
    remoteAddress: freshAddress(),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`admin registration failed: ${response.body}`);
  const id = response.json().data.admin.admin_id as string;
  return { id, username: body.username, ...(await login(app, 'admin', body.username)) };
}

/** Registers a student of `admin` (with the admin's token) and signs in as the student. */
export async function createStudent(
  app: App,
  admin: SignedIn,
  overrides: Record<string, unknown> = {},
): Promise<SignedIn> {
  const body = studentBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/student/register',
    headers: admin.auth,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`student registration failed: ${response.body}`);
  const id = response.json().data.student.student_id as string;
  return { id, username: body.username, ...(await login(app, 'student', body.username)) };
}

/** The admin's class join code as their profile shows it (null when self-registration is off). */
export async function joinCodeOf(app: App, admin: SignedIn): Promise<string | null> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: admin.auth });
  if (response.statusCode !== 200) throw new Error(`reading the profile failed: ${response.body}`);
  return response.json().data.join_code as string | null;
}

export function parentBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('parent');
  return { fullname: 'Sunita Kumar', username, password: PASSWORD, ...overrides };
}

/** Registers a parent and signs in. */
export async function createParent(app: App, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const body = parentBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/parent/register',
    remoteAddress: freshAddress(),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`parent registration failed: ${response.body}`);
  const id = response.json().data.parent.parent_id as string;
  return { id, username: body.username, ...(await login(app, 'parent', body.username)) };
}
