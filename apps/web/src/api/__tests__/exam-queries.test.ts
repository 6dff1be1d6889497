import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { examQueries } from '../exam-queries';

interface ListInit {
  params: { query: { is_deleted?: string } };
}

/** GET /exam as a teacher: the exams with these ids, or with `is_deleted=true` the deleted ones. */
const answerExamLists = (open: string[], deleted: string[]) =>
  vi.spyOn(api, 'GET').mockImplementation((async (_path: string, init: ListInit) => ({
    data: { data: (init.params.query.is_deleted === 'true' ? deleted : open).map((id) => ({ exam_id: id })) },
    response: new Response(null, { status: 200 }),
  })) as never);

afterEach(() => vi.restoreAllMocks());

describe('examQueries.detail', () => {
  it('reads my exams afresh: who took the exam may have changed since the list was shown', async () => {
    const get = answerExamLists(['e1', 'e2'], []);
    const client = createQueryClient();
    await client.fetchQuery(examQueries.teacherList());
    await expect(client.fetchQuery(examQueries.detail('e2'))).resolves.toEqual({ exam_id: 'e2' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("leaves its answer in the list's entry, which then needs no request of its own", async () => {
    const get = answerExamLists(['e1', 'e2'], []);
    const client = createQueryClient();
    await client.fetchQuery(examQueries.detail('e1'));
    await client.fetchQuery(examQueries.teacherList());
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('looks among the deleted exams when the others lack it', async () => {
    const get = answerExamLists(['e1'], ['e9']);
    const client = createQueryClient();
    await expect(client.fetchQuery(examQueries.detail('e9'))).resolves.toEqual({ exam_id: 'e9' });
    expect(get).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(examQueries.teacherList({ deleted: true }).queryKey)).toEqual([
      { exam_id: 'e9' },
    ]);
  });

  it('is null for an exam that is not mine', async () => {
    answerExamLists(['e1'], []);
    await expect(createQueryClient().fetchQuery(examQueries.detail('e5'))).resolves.toBeNull();
  });

  it('goes out of date with the lists when the exams are invalidated', async () => {
    answerExamLists(['e1'], []);
    const client = createQueryClient();
    await client.fetchQuery(examQueries.detail('e1'));
    await client.invalidateQueries({ queryKey: examQueries.all() });
    for (const { queryKey } of [examQueries.teacherList(), examQueries.detail('e1')]) {
      expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
    }
  });
});
