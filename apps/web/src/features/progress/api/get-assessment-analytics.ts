import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** GET /student/exam/assessment/analytics: every assessment I took, with the API's figures. */
export function useAssessmentAnalytics() {
  return useQuery({
    queryKey: ['analytics', 'assessment', 'mine'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/student/exam/assessment/analytics'))).analytics,
  });
}
