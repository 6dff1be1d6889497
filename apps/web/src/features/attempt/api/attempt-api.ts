import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { Answer } from '../answer-sheet';

/**
 * POST /exam/{examId}/attempt: starts my attempt, or resumes the one still open. Asking twice is
 * harmless (the second resumes), so it is read like a query: once per visit, never refetched behind
 * the child's back.
 */
export function useAttempt(examId: string) {
  return useQuery({
    queryKey: ['attempt', examId],
    queryFn: () => unwrap(api.POST('/api/v1/exam/{examId}/attempt', { params: { path: { examId } } })),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/** PUT /attempt/{attemptId}/answers: the answers so far. */
export const saveAnswers = (attemptId: string, answers: readonly Answer[]) =>
  unwrap(
    api.PUT('/api/v1/attempt/{attemptId}/answers', {
      params: { path: { attemptId } },
      body: { answers: [...answers] },
    }),
  );

/** POST /attempt/{attemptId}/submit: hands the attempt in with its last answers; the graded result. */
export const submitAttempt = (attemptId: string, answers: readonly Answer[]) =>
  unwrap(
    api.POST('/api/v1/attempt/{attemptId}/submit', {
      params: { path: { attemptId } },
      body: { answers: [...answers] },
    }),
  );
