import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { examQueries } from './exam-queries';

/** My attempts of exams (as a student). */
export const attemptQueries = {
  all: () => ['attempts'] as const,
  /**
   * POST /exam/{examId}/attempt: starts my attempt, or resumes the one still open. Asking twice is
   * harmless (the second resumes), so it is read like a query: once per visit, never refetched behind
   * the child's back.
   */
  current: (examId: string) =>
    queryOptions({
      queryKey: [...attemptQueries.all(), 'current', examId] as const,
      queryFn: async ({ client }) => {
        const started = await unwrap(
          api.POST('/api/v1/exam/{examId}/attempt', { params: { path: { examId } } }),
        );
        // My exams now have this attempt open, to continue: the list read before it began says otherwise.
        void client.invalidateQueries({ queryKey: examQueries.lists() });
        return started;
      },
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: false,
    }),
};
