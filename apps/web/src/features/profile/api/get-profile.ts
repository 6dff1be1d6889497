import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export const PROFILE_QUERY_KEY = ['profile', 'student'] as const;

/** GET /student/me. */
export function useStudentProfile() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => unwrap(api.GET('/api/v1/student/me')),
  });
}
