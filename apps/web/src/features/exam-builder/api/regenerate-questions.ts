import { useMutation } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { examQueries } from '@/api/exam-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { api, unwrap } from '@/lib/api-client';
import { regenerationBody, type BuilderValues } from '../builder-settings';

/** PATCH /exam/{id}/questions with the previewed settings and seed: new questions, exactly those. */
export function useRegenerateQuestions(examId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (values: BuilderValues) =>
      unwrap(
        api.PATCH('/api/v1/exam/{examId}/questions', {
          params: { path: { examId } },
          body: regenerationBody(values),
        }),
      ),
    onSuccess: () => invalidate(examQueries.all(), analyticsQueries.all()),
  });
}
