import { api, unwrap } from '@/lib/api-client';
import type { Answer } from '@/lib/answers';

/** PUT /attempt/{attemptId}/answers: the answers so far. */
export const saveAnswers = (attemptId: string, answers: readonly Answer[]) =>
  unwrap(
    api.PUT('/api/v1/attempt/{attemptId}/answers', {
      params: { path: { attemptId } },
      body: { answers: [...answers] },
    }),
  );
