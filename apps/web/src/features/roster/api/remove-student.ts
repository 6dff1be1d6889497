import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { examQueries } from '@/api/exam-queries';
import { resultQueries } from '@/api/result-queries';
import { studentQueries } from '@/api/student-queries';
import { api, unwrap } from '@/lib/api-client';

/** DELETE /student/{id}/clear: every result of the student goes; the student stays. */
export function useClearStudentResults(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.DELETE('/api/v1/student/{studentId}/clear', { params: { path: { studentId } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resultQueries.all() });
      void queryClient.invalidateQueries({ queryKey: analyticsQueries.all() });
      // The teacher's exam lists count who took each exam.
      void queryClient.invalidateQueries({ queryKey: examQueries.all() });
    },
  });
}

/** DELETE /student/{id}: closed when the student has results, removed for good otherwise (`permanently`). */
export function useDeleteStudent(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/student/{studentId}', { params: { path: { studentId } } })),
    onSuccess: () => {
      // The student's screen is left at once: marking the data stale is enough (a refetch now could only
      // read a student who is gone), and each list is fetched afresh when next shown. The profile goes, so
      // that a closed account opened again never shows as open while it is fetched.
      queryClient.removeQueries({ queryKey: studentQueries.detail(studentId).queryKey, exact: true });
      for (const queryKey of [
        studentQueries.all(),
        analyticsQueries.all(),
        resultQueries.all(),
        examQueries.all(),
      ]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
  });
}
