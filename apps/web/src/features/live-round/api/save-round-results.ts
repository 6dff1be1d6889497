import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examQueries } from '@/api/exam-queries';
import { resultQueries } from '@/api/result-queries';
import { roundQueries } from '@/api/round-queries';
import { api, unwrap } from '@/lib/api-client';

/**
 * POST /round/{id}/results: each player's answers become a result of the exam, of the questions the round
 * played, counted in analytics only when the teacher says so.
 */
export function useSaveRoundResults(roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inAnalytics }: { inAnalytics: boolean }) =>
      unwrap(
        api.POST('/api/v1/round/{roundId}/results', {
          params: { path: { roundId } },
          body: { in_analytics: inAnalytics },
        }),
      ),
    onSuccess: () =>
      Promise.all(
        [roundQueries.all(), resultQueries.all(), examQueries.all()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
