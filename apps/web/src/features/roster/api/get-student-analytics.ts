import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { rosterKeys } from './query-keys';

/** GET /student/{id}/exam/assessment/analytics (#7): the student's summary and their tests. */
export const assessmentAnalyticsQuery = (studentId: string) =>
  queryOptions({
    queryKey: rosterKeys.studentAnalytics(studentId, 'assessment'),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/student/{studentId}/exam/assessment/analytics', {
          params: { path: { studentId } },
        }),
      ),
  });

export const useStudentAssessmentAnalytics = (studentId: string) =>
  useQuery(assessmentAnalyticsQuery(studentId));

/** GET /student/{id}/exam/practice/analytics (#8): every practice exam the student tried. */
export function useStudentPracticeAnalytics(studentId: string) {
  return useQuery({
    queryKey: rosterKeys.studentAnalytics(studentId, 'practice'),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/student/{studentId}/exam/practice/analytics', {
          params: { path: { studentId } },
        }),
      ),
  });
}
