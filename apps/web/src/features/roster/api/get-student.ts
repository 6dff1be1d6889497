import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { studentQueries } from '@/api/student-queries';
import type { Page } from '@/lib/fetch-page';
import type { Student } from '@/types/api';

/**
 * The student as the newest roster page in the cache shows them, and when that page was fetched. Pages
 * marked out of date are passed over: one from before a change (a deletion) would show the student as
 * they no longer are.
 */
function listedStudent(queryClient: QueryClient, studentId: string) {
  let newest: { student: Student; updatedAt: number } | undefined;
  const pages = queryClient.getQueriesData<Page<Student>>({ queryKey: studentQueries.lists() });
  for (const [key, page] of pages) {
    const state = queryClient.getQueryState(key);
    const student = page?.items.find((item) => item.student_id === studentId);
    if (student && state && !state.isInvalidated && state.dataUpdatedAt > (newest?.updatedAt ?? -1)) {
      newest = { student, updatedAt: state.dataUpdatedAt };
    }
  }
  return newest;
}

/** One of my students, with their whole profile; straight from the roster when it came from there. */
export function useStudent(studentId: string) {
  const queryClient = useQueryClient();
  const listed = listedStudent(queryClient, studentId);
  return useQuery({
    ...studentQueries.detail(studentId),
    initialData: listed?.student,
    initialDataUpdatedAt: listed?.updatedAt,
  });
}
