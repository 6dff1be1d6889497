import { useQueries } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { newestFirst } from '../newest-first';

/** The most results the API lists at once, per exam. */
const ALL = '500';

/**
 * Every result of mine in these exams: GET /exam/{examId}/results per exam (a student sees only their
 * own), newest first.
 */
export function useMyResults(examIds: readonly string[]) {
  return useQueries({
    queries: examIds.map((examId) => ({
      queryKey: ['results', 'mine', examId],
      queryFn: () =>
        unwrap(
          api.GET('/api/v1/exam/{examId}/results', {
            params: { path: { examId }, query: { limit: ALL } },
          }),
        ),
    })),
    combine: (answers) => ({
      results: newestFirst(answers.flatMap((answer) => answer.data ?? [])),
      isPending: answers.some((answer) => answer.isPending),
      error: answers.find((answer) => answer.isError)?.error ?? null,
      refetch: () => answers.forEach((answer) => void answer.refetch()),
    }),
  });
}
