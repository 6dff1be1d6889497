import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { resultQueries } from '@/api/result-queries';
import { studentQueries } from '@/api/student-queries';
import { useWriteCache } from '@/api/use-write-cache';
import { api, unwrap } from '@/lib/api-client';
import type { StudentChanges } from '../student-types';

/** PATCH /student/{id} with what changed: details or the level (§5.4). */
export function useUpdateStudent(studentId: string) {
  const queryClient = useQueryClient();
  const write = useWriteCache();
  return useMutation({
    mutationFn: (changes: Partial<StudentChanges>) =>
      unwrap(api.PATCH('/api/v1/student/{studentId}', { params: { path: { studentId } }, body: changes })),
    onSuccess: async ({ student }) => {
      await write(studentQueries.detail(studentId).queryKey, student);
      void queryClient.invalidateQueries({ queryKey: studentQueries.lists() });
      // Results and analytics carry the student's name, class and level.
      void queryClient.invalidateQueries({ queryKey: resultQueries.all() });
      void queryClient.invalidateQueries({ queryKey: analyticsQueries.all() });
    },
  });
}

/** POST /student/{id}/password: a new password for a student who forgot theirs; their sessions end. */
export function useSetStudentPassword(studentId: string) {
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(
        api.POST('/api/v1/student/{studentId}/password', {
          params: { path: { studentId } },
          body: { password },
        }),
      ),
  });
}
