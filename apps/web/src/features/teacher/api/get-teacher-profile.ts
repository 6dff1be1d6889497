import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** GET /admin/me. */
export function useTeacherProfile() {
  return useQuery({
    queryKey: ['profile', 'teacher'],
    queryFn: () => unwrap(api.GET('/api/v1/admin/me')),
  });
}
