import { useMutation } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { examQueries } from '@/api/exam-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-schema';

/** What PATCH /exam/{id} may change, as the generated schema has it. */
export type ExamChanges = NonNullable<
  paths['/api/v1/exam/{examId}']['patch']['requestBody']
>['content']['application/json'];

/** PATCH /exam/{id}: what the exam is (its questions stay). */
export function useUpdateExam(examId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ExamChanges) =>
      unwrap(api.PATCH('/api/v1/exam/{examId}', { params: { path: { examId } }, body })),
    onSuccess: () => invalidate(examQueries.all(), analyticsQueries.all()),
  });
}
