import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildConsoleRequest, type ConsoleForm } from '../build-console-request';

const ORIGIN = 'http://127.0.0.1:3000';
const FORM: ConsoleForm = {
  method: 'PATCH',
  pathTemplate: '/api/v1/exam/{examId}/questions',
  pathValues: { examId: '12' },
  queryValues: {},
  body: '{ "total_questions": 20 }',
  token: 'header.payload.signature',
};

describe('buildConsoleRequest', () => {
  it('fills the path, sends the token and the body as compact JSON', () => {
    expect(buildConsoleRequest(FORM, ORIGIN)).toEqual({
      ok: true,
      request: {
        url: 'http://127.0.0.1:3000/api/v1/exam/12/questions',
        method: 'PATCH',
        headers: {
          Accept: 'application/json',
          Authorization: 'Bearer header.payload.signature',
          'Content-Type': 'application/json',
        },
        body: '{"total_questions":20}',
      },
    });
  });

  it('adds the query parameters that have a value', () => {
    const built = buildConsoleRequest(
      {
        ...FORM,
        method: 'GET',
        pathTemplate: '/api/v1/exam',
        pathValues: {},
        queryValues: { title: 'Mental maths & more', level: '', page: '2' },
        body: undefined,
        token: '',
      },
      ORIGIN,
    );
    expect(built).toEqual({
      ok: true,
      request: {
        url: 'http://127.0.0.1:3000/api/v1/exam?title=Mental+maths+%26+more&page=2',
        method: 'GET',
        headers: { Accept: 'application/json' },
        body: undefined,
      },
    });
  });

  it.each([
    [{ pathValues: { examId: '' } }, 'Fill in the path parameter examId.'],
    [{ pathValues: { examId: '..' } }, 'The path parameter examId cannot be “..”.'],
    [{ pathValues: { examId: '.' } }, 'The path parameter examId cannot be “.”.'],
  ])('refuses %j', (change, problem) => {
    expect(buildConsoleRequest({ ...FORM, ...change }, ORIGIN)).toEqual({ ok: false, problem });
  });

  it('refuses a body that is not JSON', () => {
    const built = buildConsoleRequest({ ...FORM, body: '{ "total_questions": ' }, ORIGIN);
    expect(built.ok ? undefined : built.problem).toMatch(/^The body is not valid JSON: /);
  });

  it('never leaves the origin, whatever the path values hold', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (examId) => {
        const built = buildConsoleRequest({ ...FORM, pathValues: { examId } }, ORIGIN);
        if (built.ok) {
          const url = new URL(built.request.url);
          expect(url.origin).toBe(ORIGIN);
          expect(url.pathname).toMatch(/^\/api\/v1\/exam\/[^/]+\/questions$/);
        }
      }),
    );
    for (const examId of ['//attacker.example', 'http://attacker.example', '@attacker.example', '../../x']) {
      const built = buildConsoleRequest({ ...FORM, pathValues: { examId } }, ORIGIN);
      expect(built.ok && new URL(built.request.url).origin).toBe(ORIGIN);
    }
  });
});
