import { ApiError, api } from '@/lib/api-client';
import { fetchPage, type Page } from '@/lib/fetch-page';
import type { Student, StudentListQuery } from '../student-types';

export type { Page };

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
