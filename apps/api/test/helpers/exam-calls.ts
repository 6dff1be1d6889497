import { beforeAll, expect } from 'vitest';
import { createAdmin, type SignedIn } from './accounts.js';
import { useAppCalls } from './app-calls.js';
import { examBody } from './exams.js';

/**
 * The test app with a teacher (`people.teacher`, made before the file's tests) and the calls on exams
 * that a test of their settings makes as them: `create` sends the exam body with `settings` and its
 * overrides. Call it inside a describe.
 */
export function useExamCalls(settings: Record<string, unknown> = {}) {
  const { context } = useAppCalls();
  const people = {} as { teacher: SignedIn };
  beforeAll(async () => {
    people.teacher = await createAdmin(context.app);
  });
  const create = (overrides: Record<string, unknown>) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/exam',
      headers: people.teacher.auth,
      payload: examBody({ ...settings, ...overrides }),
    });
  const regenerate = (examId: string, payload: object) =>
    context.app.inject({
      method: 'PATCH',
      url: `/api/v1/exam/${examId}/questions`,
      headers: people.teacher.auth,
      payload,
    });
  const read = async (examId: string, reader: SignedIn = people.teacher) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v1/exam/${examId}`,
      headers: reader.auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Record<string, unknown>;
  };
  return { context, people, create, regenerate, read };
}
