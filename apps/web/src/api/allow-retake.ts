import { useMutation } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { examQueries } from '@/api/exam-queries';
import { resultQueries } from '@/api/result-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { api, unwrap } from '@/lib/api-client';

/** POST /exam/{examId}/students/{studentId}/retake: one more try of a test for one child. */
export function useAllowRetake() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ examId, studentId }: { examId: string; studentId: string }) =>
      unwrap(
        api.POST('/api/v1/exam/{examId}/students/{studentId}/retake', {
          params: { path: { examId, studentId } },
        }),
      ),
    onSuccess: () => invalidate(resultQueries.all(), analyticsQueries.all(), examQueries.all()),
  });
}
