import { useQuery } from '@tanstack/react-query';
import { resultQueries } from '@/api/result-queries';
import { ON_EVERY_VISIT } from '@/lib/react-query';

/** The most results one exam's table loads: a large school's year of practice, in one request. */
export const MOST_RESULTS = 500;

/** GET /result?exam=: the exam's results, newest first, with the total when there are more. */
export function useExamResults(examId: string) {
  return useQuery({
    ...resultQueries.list({ exam: examId, limit: MOST_RESULTS }),
    staleTime: ON_EVERY_VISIT,
  });
}
