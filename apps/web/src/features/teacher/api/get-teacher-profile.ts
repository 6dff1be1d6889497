import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export const TEACHER_PROFILE_KEY = ['profile', 'teacher'] as const;

/** GET /admin/me. */
export function useTeacherProfile() {
  return useQuery({
    queryKey: TEACHER_PROFILE_KEY,
    queryFn: () => unwrap(api.GET('/api/v1/admin/me')),
  });
}
