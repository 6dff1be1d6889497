import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** My practice of the day (as a child). */
export const practiceQueries = {
  all: () => ['practice'] as const,
  /**
   * GET /student/practice/today: the day's set (made on the day's first read, the same all day), with the
   * goal, whether it is done and my streak. Read again whenever a screen shows it: handing the set in, or
   * midnight, changes it.
   */
  today: () =>
    queryOptions({
      queryKey: [...practiceQueries.all(), 'today'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/student/practice/today')),
    }),
};
