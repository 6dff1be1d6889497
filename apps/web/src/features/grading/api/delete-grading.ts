import { useMutation } from '@tanstack/react-query';
import { gradingQueries } from '@/api/grading-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { api, unwrap } from '@/lib/api-client';

/** DELETE /grading/{id}: its exams stay, and so does a grade a child already has from it. */
export function useDeleteGrading(gradingId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/grading/{gradingId}', { params: { path: { gradingId } } })),
    onSuccess: () => invalidate(gradingQueries.all()),
  });
}
