import { beforeAll, describe, expect, it } from 'vitest';
import { JOIN_CODE_PATTERN_SOURCE } from '../../../src/domain/join-code.js';
import {
  adminBody,
  createAdmin,
  createStudent,
  joinCodeOf,
  studentBody,
  type SignedIn,
} from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { useAppCalls } from '../../helpers/app-calls.js';

const JOIN_CODE = new RegExp(JOIN_CODE_PATTERN_SOURCE);
const UNKNOWN_CODE = 'No class has this join code; check it with your teacher';
const JOIN_BY_CODE_ONLY =
  'A class is joined with its join code: send join_code (the class code your teacher gave you), not admin_id';

describe('class join codes', () => {
  const { context, inject } = useAppCalls();
  const selfRegister = (payload: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/api/v1/student/register', payload: studentBody(payload) });
  const changeCode = (admin: SignedIn) =>
    inject({ method: 'POST', url: '/api/v1/admin/join-code', headers: admin.auth });
  const turnOff = (admin: SignedIn) =>
    inject({ method: 'DELETE', url: '/api/v1/admin/join-code', headers: admin.auth });

  let admin: SignedIn;
  beforeAll(async () => {
    admin = await createAdmin(context.app);
  });

  it('gives every new class a join code of its own, shown in the profile', async () => {
    const registered = await inject({ method: 'POST', url: '/api/v1/admin/register', payload: adminBody() });
    const code = registered.json().data.admin.join_code as string;
    expect(code).toMatch(JOIN_CODE);
    const other = await createAdmin(context.app);
    expect(await joinCodeOf(context.app, other)).toMatch(JOIN_CODE);
    expect(await joinCodeOf(context.app, other)).not.toBe(code);
  });

  it('lets a student join with the code in any case, with spaces or dashes', async () => {
    const code = (await joinCodeOf(context.app, admin))!;
    const typed = [
      code,
      code.toLowerCase(),
      `${code.slice(0, 4)}-${code.slice(4)}`,
      ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4)} `,
    ];
    for (const join_code of typed) {
      const response = await selfRegister({ join_code });
      expect({ join_code, status: response.statusCode }).toEqual({ join_code, status: 201 });
      expect(response.json().data).toMatchObject({
        message: 'Student Registration Successful',
        student: { admin_id: admin.id },
      });
    }
  });

  it('changes the code: the old one stops working, the new one works', async () => {
    const teacher = await createAdmin(context.app);
    const old = (await joinCodeOf(context.app, teacher))!;
    const response = await changeCode(teacher);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      statusCode: 200,
      data: { message: 'Join code changed Successfully', join_code: expect.stringMatching(JOIN_CODE) },
    });
    const fresh = response.json().data.join_code as string;
    expect(fresh).not.toBe(old);
    expect(await joinCodeOf(context.app, teacher)).toBe(fresh);

    expectError(await selfRegister({ join_code: old }), 404, UNKNOWN_CODE);
    expect((await selfRegister({ join_code: fresh })).statusCode).toBe(201);
  });

  it('turns self-registration off until a new code is drawn', async () => {
    const teacher = await createAdmin(context.app);
    const old = (await joinCodeOf(context.app, teacher))!;
    const response = await turnOff(teacher);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      statusCode: 200,
      data: { message: 'Join code turned off Successfully', join_code: null },
    });
    expect(await joinCodeOf(context.app, teacher)).toBeNull();
    expect((await turnOff(teacher)).statusCode).toBe(200);

    expectError(await selfRegister({ join_code: old }), 404, UNKNOWN_CODE);
    // The teacher still registers students with their token.
    expect((await createStudent(context.app, teacher)).id).toBeTruthy();

    const reopened = (await changeCode(teacher)).json().data.join_code as string;
    expect((await selfRegister({ join_code: reopened })).statusCode).toBe(201);
  });

  it("never joins a class by its admin's id, which every student of it can read", async () => {
    const teacher = await createAdmin(context.app);
    const code = (await joinCodeOf(context.app, teacher))!;
    const classmate = await createStudent(context.app, teacher);
    const profile = await inject({ method: 'GET', url: '/api/v1/student/me', headers: classmate.auth });
    const adminId = profile.json().data.admin_id as string;
    expect(adminId).toBe(teacher.id);

    const open = await selfRegister({ admin_id: adminId });
    expectError(open, 400, JOIN_BY_CODE_ONLY);
    await changeCode(teacher);
    expectError(await selfRegister({ admin_id: adminId }), 400, JOIN_BY_CODE_ONLY);
    expectError(await selfRegister({ join_code: code }), 404, UNKNOWN_CODE);
    await turnOff(teacher);
    expectError(await selfRegister({ admin_id: adminId }), 400, JOIN_BY_CODE_ONLY);
  });

  it('refuses a code nobody has, a malformed code, and both ways at once', async () => {
    const code = (await joinCodeOf(context.app, admin))!;
    const unused = code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ';
    expectError(await selfRegister({ join_code: unused }), 404, UNKNOWN_CODE);

    for (const join_code of ['K7QM4TX', 'K7QM4TXRA', 'K7QM4TX0', 'K7QM4TXO', 'K7QM4TX1', 'K7QM4TXL', 42]) {
      const response = await selfRegister({ join_code });
      expectError(response, 400, /^Validation failed: body\.join_code: /);
      expect(response.json().errors).toEqual([{ path: 'body.join_code', message: expect.any(String) }]);
    }

    expectError(await selfRegister({ join_code: code, admin_id: admin.id }), 400, JOIN_BY_CODE_ONLY);
    expectError(
      await selfRegister({}),
      400,
      "A student belongs to an admin: send the admin's token, or join_code (the class code your teacher gave you)",
    );
  });

  it('refuses a join code from an admin registering with their token', async () => {
    const code = (await joinCodeOf(context.app, admin))!;
    const response = await inject({
      method: 'POST',
      url: '/api/v1/student/register',
      headers: admin.auth,
      payload: studentBody({ join_code: code }),
    });
    expectError(
      response,
      400,
      'join_code is for self-registration: leave it out when registering with an admin token',
    );
  });

  it('lets only admins change or turn off a code', async () => {
    const student = await createStudent(context.app, admin);
    for (const method of ['POST', 'DELETE'] as const) {
      const asStudent = await inject({ method, url: '/api/v1/admin/join-code', headers: student.auth });
      expectError(asStudent, 403, 'Only admins may do this');
      const anonymous = await inject({ method, url: '/api/v1/admin/join-code' });
      expectError(anonymous, 401, 'Missing access token: send Authorization: Bearer <token>');
    }
    const textBody = await inject({
      method: 'POST',
      url: '/api/v1/admin/join-code',
      headers: { ...admin.auth, 'content-type': 'text/plain' },
      payload: 'new code please',
    });
    expectError(textBody, 415);
  });
});
