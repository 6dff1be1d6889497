import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { ApiError } from '@/lib/api-client';
import type { Student } from '../student-types';
import { fetchStudentPage, type Page } from './fetch-page';
import { rosterKeys } from './query-keys';

const MOST_PER_PAGE = '500';

/**
 * The API has no read of one student: the list (#4) filtered by name is the only one with the whole
 * profile. The username comes from the analytics summary (#7, which the progress section loads anyway),
 * and the student from the list filtered by it: open accounts first, then closed ones (a closed
 * account's username may since belong to someone else, so the id decides).
 */
async function findStudent(studentId: string, username: string): Promise<Student> {
  for (const isDeleted of ['false', 'true'] as const) {
    for (let page = 1; ; page += 1) {
      const { items, meta } = await fetchStudentPage({
        name: username,
        is_deleted: isDeleted,
        page: String(page),
        limit: MOST_PER_PAGE,
      });
      const student = items.find((item) => item.student_id === studentId);
      if (student) return student;
      if (page * meta.limit >= meta.total) break;
    }
  }
  throw new ApiError(404, 'Student not found');
}

/**
 * The student as the newest roster page in the cache shows them, and when that page was fetched. Pages
 * marked out of date are passed over: one from before a change (a deletion) would show the student as
 * they no longer are.
 */
function listedStudent(queryClient: QueryClient, studentId: string) {
  let newest: { student: Student; updatedAt: number } | undefined;
  const pages = queryClient.getQueriesData<Page<Student>>({ queryKey: rosterKeys.studentLists });
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
    queryKey: rosterKeys.student(studentId),
    queryFn: async () => {
      const { student } = await queryClient.ensureQueryData(analyticsQueries.studentAssessment(studentId));
      return findStudent(studentId, student.username);
    },
    initialData: listed?.student,
    initialDataUpdatedAt: listed?.updatedAt,
  });
}
