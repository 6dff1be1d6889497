import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { ON_EVERY_VISIT } from '@/lib/react-query';

/** GET /exam/{id}/questions/analytics: how the class answered each question. */
export function useItemAnalysis(examId: string) {
  return useQuery({
    queryKey: ['analytics', 'exam', 'items', examId],
    staleTime: ON_EVERY_VISIT,
    queryFn: () =>
      unwrap(api.GET('/api/v1/exam/{examId}/questions/analytics', { params: { path: { examId } } })),
  });
}
