import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** The signed-in account's own profile, one entry per role (each role has its own `me`). */
export const accountQueries = {
  all: () => ['account'] as const,
  /** GET /student/me. */
  student: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'student'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/student/me')),
    }),
  /** GET /admin/me. */
  teacher: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'teacher'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/admin/me')),
    }),
  /** GET /parent/me. */
  parent: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'parent'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/parent/me')),
    }),
};
