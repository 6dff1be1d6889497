import { useMutation } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { examQueries } from '@/api/exam-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { api, unwrap } from '@/lib/api-client';

export interface ExamChanges {
  title?: string;
  duration?: number;
  level?: number;
  is_active?: boolean;
  isSingleAttempt?: boolean;
}

/** PATCH /exam/{id}: what the exam is (its questions stay). */
export function useUpdateExam(examId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ExamChanges) =>
      unwrap(api.PATCH('/api/v1/exam/{examId}', { params: { path: { examId } }, body })),
    onSuccess: () => invalidate(examQueries.all(), analyticsQueries.all()),
  });
}
