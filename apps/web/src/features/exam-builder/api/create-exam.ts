import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examQueries } from '@/api/exam-queries';
import { api, unwrap } from '@/lib/api-client';
import { createExamBody, type BuilderValues } from '../builder-settings';

/** POST /exam with the builder's values (and its seed, so the questions are the ones previewed). */
export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BuilderValues) => unwrap(api.POST('/api/v1/exam', { body: createExamBody(values) })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: examQueries.all() }),
  });
}
