import { useMutation } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { examQueries } from '@/api/exam-queries';
import { resultQueries } from '@/api/result-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { api, unwrap } from '@/lib/api-client';

/** DELETE /exam/{id}/results: every result of the exam. */
export function useDeleteExamResults(examId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/exam/{examId}/results', { params: { path: { examId } } })),
    onSuccess: () => invalidate(resultQueries.all(), analyticsQueries.all(), examQueries.all()),
  });
}
