import { useQueries, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { ON_EVERY_VISIT } from '@/lib/react-query';

const RECENT_RESULTS = '6';

/** GET /result as a teacher: the newest results of my exams. */
export function useRecentResults() {
  return useQuery({
    queryKey: ['results', 'teacher', 'recent'],
    staleTime: ON_EVERY_VISIT,
    queryFn: () => unwrap(api.GET('/api/v1/result', { params: { query: { limit: RECENT_RESULTS } } })),
  });
}

/** Who has not taken each of these tests yet (#27's `notAttempted`), one request per test. */
export function useNotYetTaken(examIds: readonly string[]) {
  return useQueries({
    queries: examIds.map((examId) => ({
      queryKey: ['analytics', 'exam', 'assessment', examId],
      staleTime: ON_EVERY_VISIT,
      queryFn: () =>
        unwrap(api.GET('/api/v1/exam/assessment/{examId}/analytics', { params: { path: { examId } } })),
    })),
  });
}
