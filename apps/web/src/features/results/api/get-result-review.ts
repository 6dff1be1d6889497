import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** GET /result/{resultId}: one of my results with its questions and as much review as I may see. */
export function useResultReview(resultId: string) {
  return useQuery({
    queryKey: ['results', 'review', resultId],
    queryFn: () => unwrap(api.GET('/api/v1/result/{resultId}', { params: { path: { resultId } } })),
  });
}
