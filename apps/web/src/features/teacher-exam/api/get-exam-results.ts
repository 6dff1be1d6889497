import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fetchPage } from '@/lib/fetch-page';
import { ON_EVERY_VISIT } from '@/lib/react-query';

/** The most results one exam's table loads: a large school's year of practice, in one request. */
export const MOST_RESULTS = 500;

/** GET /result?exam=: the exam's results, newest first, with the total when there are more. */
export function useExamResults(examId: string) {
  return useQuery({
    queryKey: ['results', 'exam', examId],
    staleTime: ON_EVERY_VISIT,
    queryFn: () =>
      fetchPage(
        api.GET('/api/v1/result', { params: { query: { exam: examId, limit: String(MOST_RESULTS) } } }),
      ),
  });
}
