import { api, unwrap } from '@/lib/api-client';
import type { Answer } from '@/lib/answers';

/** PUT /attempt/{attemptId}/answers: the answers so far, and how long each question has been on screen. */
export const saveAnswers = (attemptId: string, answers: readonly Answer[], timesMs: number[]) =>
  unwrap(
    api.PUT('/api/v1/attempt/{attemptId}/answers', {
      params: { path: { attemptId } },
      body: { answers: [...answers], times_ms: timesMs },
    }),
  );
