import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { studentQueries } from '@/api/student-queries';
import { api, unwrap } from '@/lib/api-client';
import type { NewStudent } from '../student-types';

/** POST /student/register with my token: the student joins my class. */
export function useAddStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (student: NewStudent) => unwrap(api.POST('/api/v1/student/register', { body: student })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studentQueries.all() });
      // Counts of students per level, and who has not taken each test, include the new student.
      void queryClient.invalidateQueries({ queryKey: analyticsQueries.all() });
    },
  });
}
