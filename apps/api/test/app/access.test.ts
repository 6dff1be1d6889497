import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent } from '../helpers/accounts.js';
import { createTestApp, useTestApp } from '../helpers/test-app.js';

interface Operation {
  method: string;
  path: string;
  security?: Record<string, string[]>[];
}

/** A well-formed id for each path parameter, so that a request reaches the guard, whatever follows it. */
const SAMPLE_IDS: Record<string, string> = {
  examId: 'eAccessCheck0001',
  studentId: 'sAccessCheck0001',
  resultId: 'rAccessCheck0001',
};

describe('who may call each route', () => {
  const context = useTestApp();

  function documentedOperations(): Operation[] {
    const document = context.app.swagger() as {
      paths: Record<string, Record<string, { security?: Operation['security'] }>>;
    };
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_IDS[name] ?? name),
        ...(operation.security && { security: operation.security }),
      })),
    );
  }

  const call = (operation: Operation, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: operation.method as 'GET',
      url: operation.path,
      headers: { 'content-type': 'application/json', ...headers },
      payload: operation.method === 'GET' || operation.method === 'DELETE' ? undefined : '{}',
    });

  it('guards exactly the routes whose security the OpenAPI document names', async () => {
    const operations = documentedOperations();
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations) {
      // `security: []` says the route is public; a requirement with no scheme, that a token is optional.
      const bearer = (operation.security ?? []).map((requirement) => 'bearerAuth' in requirement);
      const needsToken = bearer.length > 0 && bearer.every(Boolean);
      const response = await call(operation);
      const label = `${operation.method} ${operation.path}`;
      if (needsToken) {
        expect({ label, status: response.statusCode, message: response.json().message }).toEqual({
          label,
          status: 401,
          message: 'Missing access token: send Authorization: Bearer <token>',
        });
      } else {
        expect({ label, status: response.statusCode }).not.toEqual({ label, status: 401 });
      }
      if (bearer.some(Boolean)) {
        // A token, when one is sent, is always checked, even on routes that admit anonymous callers.
        const withBadToken = await call(operation, { authorization: 'Bearer not-a-token' });
        expect({ label, status: withBadToken.statusCode }).toEqual({ label, status: 401 });
      }
    }
  });

  it('checks who is calling before reading the body', async () => {
    const admin = await createAdmin(context.app);
    const student = await createStudent(context.app, admin);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/exam',
      headers: student.auth,
      payload: { title: 7 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, message: 'Only admins may do this' });
    expect(response.json()).not.toHaveProperty('errors');
  });

  it('refuses a route that documents its security by hand instead of declaring who may call it', async () => {
    await expect(
      createTestApp({
        extend: (app) => {
          app.get('/api/v1/undeclared', { schema: { security: [{ bearerAuth: [] }] } }, async () => 'x');
        },
      }),
    ).rejects.toThrow(
      'GET /api/v1/undeclared: declare who may call it with config.access, not schema.security',
    );
  });
});
