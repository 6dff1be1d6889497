import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** GET /student/exam/practice/analytics: every practice exam I tried, with each attempt. */
export function usePracticeAnalytics() {
  return useQuery({
    queryKey: ['analytics', 'practice', 'mine'],
    queryFn: async () => (await unwrap(api.GET('/api/v1/student/exam/practice/analytics'))).analytics,
  });
}
