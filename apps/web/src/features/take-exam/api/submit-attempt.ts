import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { examQueries } from '@/api/exam-queries';
import { gradingQueries } from '@/api/grading-queries';
import { resultQueries } from '@/api/result-queries';
import { api, ApiError, unwrap } from '@/lib/api-client';
import type { Answer } from '@/lib/answers';

export interface HandIn {
  answers: readonly Answer[];
  /** How long each question was on screen. */
  timesMs: number[];
  /** Whether the clock, not the child, hands the attempt in. */
  byClock: boolean;
}

/** The finished attempt's result id: after a refused submit, the server may have finished it already. */
async function resultOfFinished(attemptId: string): Promise<string | null> {
  const attempt = await unwrap(api.GET('/api/v1/attempt/{attemptId}', { params: { path: { attemptId } } }));
  return attempt.result?.result_id ?? null;
}

/**
 * POST /attempt/{attemptId}/submit: hands the attempt in with its last answers; the result's id and the
 * formulas the hand-in mastered. When the server has finished the attempt already (time ran out there
 * first), that attempt's result (and no praise: what it mastered was said to no one).
 */
export function useSubmitAttempt(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ answers, timesMs, byClock }: HandIn) => {
      try {
        const { result, mastered_now: masteredNow } = await unwrap(
          api.POST('/api/v1/attempt/{attemptId}/submit', {
            params: { path: { attemptId } },
            body: { answers: [...answers], times_ms: timesMs },
          }),
        );
        return { resultId: result.result_id, byClock, masteredNow };
      } catch (error) {
        const finished =
          error instanceof ApiError && error.status === 409 ? await resultOfFinished(attemptId) : null;
        if (finished) return { resultId: finished, byClock: true, masteredNow: [] };
        throw error;
      }
    },
    onSuccess: () => {
      // The exam lists count my attempts; my results and progress have a new entry; a grading's section
      // is taken.
      for (const queryKey of [
        examQueries.all(),
        resultQueries.all(),
        analyticsQueries.all(),
        gradingQueries.all(),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
