import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { examQueries } from '../exam-queries';

/** GET /exam/{examId} as a teacher: this exam, with who took it, or the API's refusal. */
const answerExam = (answer: { status: 200; exam: object } | { status: 403 | 404 }) =>
  vi.spyOn(api, 'GET').mockImplementation((async () =>
    answer.status === 200
      ? { data: { data: answer.exam }, response: new Response(null, { status: 200 }) }
      : {
          error: { success: false, statusCode: answer.status, message: 'Exam not found' },
          response: new Response(null, { status: answer.status }),
        }) as never);

afterEach(() => vi.restoreAllMocks());

describe('examQueries.detail', () => {
  it('reads the one exam by its id, with who took it', async () => {
    const exam = { exam_id: 'e2', total_attended: 3 };
    const get = answerExam({ status: 200, exam });
    await expect(createQueryClient().fetchQuery(examQueries.detail('e2'))).resolves.toEqual(exam);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/v1/exam/{examId}', { params: { path: { examId: 'e2' } } });
  });

  it.each([403, 404] as const)('is null for an exam that is not mine (%i)', async (status) => {
    answerExam({ status });
    await expect(createQueryClient().fetchQuery(examQueries.detail('e5'))).resolves.toBeNull();
  });

  it('goes out of date with the lists when the exams are invalidated', async () => {
    answerExam({ status: 200, exam: { exam_id: 'e1', total_attended: 0 } });
    const client = createQueryClient();
    await client.fetchQuery(examQueries.detail('e1'));
    await client.invalidateQueries({ queryKey: examQueries.all() });
    expect(client.getQueryState(examQueries.detail('e1').queryKey)?.isInvalidated).toBe(true);
  });
});
