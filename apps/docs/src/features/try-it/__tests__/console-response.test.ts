import { describe, expect, it } from 'vitest';
import { readConsoleResponse } from '../console-response';

const at = (milliseconds: number) => () => milliseconds;

describe('readConsoleResponse', () => {
  it('formats a JSON body and finds the access token of a login', async () => {
    const response = new Response(
      JSON.stringify({
        success: true,
        statusCode: 200,
        data: { message: 'Login Successful', token: 'a.b.c' },
      }),
      { status: 200, statusText: 'OK', headers: { 'content-type': 'application/json; charset=utf-8' } },
    );
    const read = await readConsoleResponse(response, 1000, at(1042.4));
    expect(read).toMatchObject({
      status: 200,
      statusText: 'OK',
      durationMs: 42.40000000000009,
      token: 'a.b.c',
    });
    expect(read.body).toBe(
      '{\n  "success": true,\n  "statusCode": 200,\n  "data": {\n    "message": "Login Successful",\n    "token": "a.b.c"\n  }\n}',
    );
    expect(read.headers).toContainEqual(['content-type', 'application/json; charset=utf-8']);
  });

  it('finds no token in other bodies', async () => {
    const response = new Response('{"success":false,"statusCode":401,"message":"Invalid credentials"}', {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
    expect((await readConsoleResponse(response, 0, at(1))).token).toBeUndefined();
  });

  it('shows text as it is and summarises a PDF', async () => {
    const text = new Response('plain words', { headers: { 'content-type': 'text/plain' } });
    expect((await readConsoleResponse(text, 0, at(1))).body).toBe('plain words');
    const pdf = new Response(new Uint8Array(2048), { headers: { 'content-type': 'application/pdf' } });
    expect((await readConsoleResponse(pdf, 0, at(1))).body).toBe('(2,048 bytes of application/pdf)');
  });
});
