import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Today's practice: my set of the day (as a child), and my class's settings of it (as a teacher). */
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
  /** GET /admin/practice: how many questions each child's set has, the days that count, the time zone. */
  settings: () =>
    queryOptions({
      queryKey: [...practiceQueries.all(), 'settings'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/admin/practice')),
    }),
};
