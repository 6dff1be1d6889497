import { useMutation } from '@tanstack/react-query';
import { examQueries } from '@/api/exam-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { api, unwrap } from '@/lib/api-client';

/** DELETE /exam/{id}: hidden (kept for its results) or removed, as the API decides. */
export function useDeleteExam(examId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/exam/{examId}', { params: { path: { examId } } })),
    onSuccess: () => invalidate(examQueries.all()),
  });
}
