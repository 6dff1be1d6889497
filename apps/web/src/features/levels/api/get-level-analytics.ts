import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Days as `YYYY-MM-DD`; either end may be open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/** GET /analytics/levels: each level's students, exams and results over the range. */
export function useLevelAnalytics(range: DateRange = {}) {
  return useQuery({
    queryKey: ['analytics', 'levels', range.from ?? null, range.to ?? null],
    queryFn: () => unwrap(api.GET('/api/v1/analytics/levels', { params: { query: range } })),
  });
}
