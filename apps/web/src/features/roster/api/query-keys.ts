import type { StudentListQuery } from '../student-types';

/**
 * The cache keys of the roster: student data under 'students', results under 'results', analytics under
 * 'analytics', as the rest of the app files them, so that one invalidation reaches every screen showing it.
 */
export const rosterKeys = {
  students: ['students'] as const,
  studentLists: ['students', 'list'] as const,
  studentList: (query: StudentListQuery) => ['students', 'list', query] as const,
  student: (studentId: string) => ['students', 'detail', studentId] as const,
};
