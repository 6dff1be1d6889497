import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/lib/api-client';
import { fetchPage, type Page } from '@/lib/fetch-page';
import type { ListedStudent, StudentListQuery } from '@/types/api';

/**
 * A page of my students (GET /student). The API answers an empty match with 404 rather than an empty
 * page (§5.3 #4): that is an empty page here. Its total is unknown, and shown as 0.
 */
export async function fetchStudentPage(query: StudentListQuery): Promise<Page<ListedStudent>> {
  try {
    return await fetchPage(api.GET('/api/v1/student', { params: { query } }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return {
      items: [],
      meta: { page: query.page ?? 1, limit: query.limit ?? 100, total: 0 },
    };
  }
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
  /** GET /student/{studentId} (#49): one of my students with their whole profile, a closed account too. */
  detail: (studentId: string) =>
    queryOptions({
      queryKey: [...studentQueries.details(), studentId] as const,
      queryFn: () => unwrap(api.GET('/api/v1/student/{studentId}', { params: { path: { studentId } } })),
    }),
  /** GET /student/{studentId}/parents: one of my students' family code and the parents linked to them. */
  family: (studentId: string) =>
    queryOptions({
      queryKey: [...studentQueries.details(), studentId, 'family'] as const,
      queryFn: () =>
        unwrap(api.GET('/api/v1/student/{studentId}/parents', { params: { path: { studentId } } })),
    }),
};
