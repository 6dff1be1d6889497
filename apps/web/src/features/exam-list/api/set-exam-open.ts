import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examQueries } from '@/api/exam-queries';
import { api, unwrap } from '@/lib/api-client';

/** PATCH /exam/{id}/activate or /deactivate: opens or closes an exam to students. */
export function useSetExamOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examId, open }: { examId: string; open: boolean }) =>
      unwrap(
        open
          ? api.PATCH('/api/v1/exam/{examId}/activate', { params: { path: { examId } } })
          : api.PATCH('/api/v1/exam/{examId}/deactivate', { params: { path: { examId } } }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: examQueries.all() }),
  });
}
