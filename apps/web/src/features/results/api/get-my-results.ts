import { useQueries } from '@tanstack/react-query';
import { resultQueries } from '@/api/result-queries';
import { newestFirst } from '../newest-first';

/**
 * Every result of mine in these exams: GET /exam/{examId}/results per exam (a student sees only their
 * own), newest first.
 */
export function useMyResults(examIds: readonly string[]) {
  return useQueries({
    queries: examIds.map((examId) => resultQueries.ofExam(examId)),
    combine: (answers) => ({
      results: newestFirst(answers.flatMap((answer) => answer.data ?? [])),
      isPending: answers.some((answer) => answer.isPending),
      error: answers.find((answer) => answer.isError)?.error ?? null,
      refetch: () => answers.forEach((answer) => void answer.refetch()),
    }),
  });
}
