import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { fetchPage, type Page } from '@/lib/fetch-page';
import type { Student, StudentListQuery } from '@/types/api';
import { analyticsQueries } from './analytics-queries';

const MOST_PER_PAGE = '500';

/**
 * A page of my students (GET /student). The API answers an empty match with 404 rather than an empty
 * page (§5.3 #4): that is an empty page here. Its total is unknown, and shown as 0.
 */
export async function fetchStudentPage(query: StudentListQuery): Promise<Page<Student>> {
  try {
    return await fetchPage(api.GET('/api/v1/student', { params: { query } }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return {
      items: [],
      meta: { page: Number(query.page ?? 1), limit: Number(query.limit ?? 100), total: 0 },
    };
  }
}

/**
 * The API has no read of one student: the list (#4) filtered by name is the only one with the whole
 * profile. The student is looked for there by username: open accounts first, then closed ones (a
 * closed account's username may since belong to someone else, so the id decides).
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

/** My students (as a teacher). */
export const studentQueries = {
  all: () => ['students'] as const,
  lists: () => [...studentQueries.all(), 'list'] as const,
  /** GET /student: a page of my students (or of the closed accounts), by full name. */
  list: (query: StudentListQuery) =>
    queryOptions({
      queryKey: [...studentQueries.lists(), query] as const,
      queryFn: () => fetchStudentPage(query),
    }),
  details: () => [...studentQueries.all(), 'detail'] as const,
  /**
   * One of my students with their whole profile. The username comes from the student's analytics
   * summary (#7, which their progress section loads anyway), and the student from the list filtered by it.
   */
  detail: (studentId: string) =>
    queryOptions({
      queryKey: [...studentQueries.details(), studentId] as const,
      queryFn: async ({ client }) => {
        const { student } = await client.ensureQueryData(analyticsQueries.studentAssessment(studentId));
        return findStudent(studentId, student.username);
      },
    }),
};
