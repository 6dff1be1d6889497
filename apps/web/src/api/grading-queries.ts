import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/lib/api-client';

/** More gradings than a school sits in years, in one request. */
const ALL = 100;

const gradingPath = (gradingId: string) => ({ params: { path: { gradingId } } });

/**
 * The grading examinations: the teacher's (with their results) and the ones a child may sit (with how
 * the child stands in each), and the grades a child has finished.
 */
export const gradingQueries = {
  all: () => ['gradings'] as const,
  lists: () => [...gradingQueries.all(), 'list'] as const,
  /** GET /grading: a teacher's own, or a child's (each with their standing), newest first. */
  list: () =>
    queryOptions({
      queryKey: gradingQueries.lists(),
      queryFn: () => unwrap(api.GET('/api/v1/grading', { params: { query: { limit: ALL } } })),
    }),
  /** GET /grading/templates: the published grade standards a grading can follow. */
  templates: () =>
    queryOptions({
      queryKey: [...gradingQueries.all(), 'templates'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/grading/templates')),
      staleTime: Infinity,
    }),
  details: () => [...gradingQueries.all(), 'detail'] as const,
  /** GET /grading/{id}: one of my gradings, a deleted one too; null when it is not mine. */
  detail: (gradingId: string) =>
    queryOptions({
      queryKey: [...gradingQueries.details(), gradingId] as const,
      queryFn: async () => {
        try {
          return await unwrap(api.GET('/api/v1/grading/{gradingId}', gradingPath(gradingId)));
        } catch (error) {
          if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
          throw error;
        }
      },
    }),
  /** GET /grading/{id}/results: every child who took a section, with their standing. */
  results: (gradingId: string) =>
    queryOptions({
      queryKey: [...gradingQueries.details(), gradingId, 'results'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/grading/{gradingId}/results', gradingPath(gradingId))),
    }),
  grades: () => [...gradingQueries.all(), 'grades'] as const,
  /** GET /student/grades: my grade history. */
  myGrades: () =>
    queryOptions({
      queryKey: [...gradingQueries.grades(), 'mine'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/student/grades')),
    }),
  /** GET /student/{id}/grades: a child's grade history, as their teacher. */
  studentGrades: (studentId: string) =>
    queryOptions({
      queryKey: [...gradingQueries.grades(), studentId] as const,
      queryFn: () =>
        unwrap(api.GET('/api/v1/student/{studentId}/grades', { params: { path: { studentId } } })),
    }),
};
