import { useMutation } from '@tanstack/react-query';
import { accountQueries } from '@/api/account-queries';
import { useWriteCache } from '@/api/use-write-cache';
import { api, endSession, unwrap } from '@/lib/api-client';
import type { TeacherProfile } from '@/types/api';

export type TeacherDetails = Pick<TeacherProfile, 'fullname' | 'username' | 'email'>;

/** PATCH /admin with the changed details; the screens show the saved account the API returns. */
export function useUpdateTeacherDetails() {
  const write = useWriteCache();
  return useMutation({
    mutationFn: (changes: Partial<TeacherDetails>) => unwrap(api.PATCH('/api/v1/admin', { body: changes })),
    onSuccess: ({ admin }) => write(accountQueries.teacher().queryKey, admin),
  });
}

/** DELETE /admin: the account goes (or is closed, when it has a class), and with it this session. */
export function useCloseAccount() {
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/admin')),
    onSuccess: ({ permanently }) =>
      endSession(
        permanently
          ? 'Your account has been deleted.'
          : 'Your account is closed: you and your students can no longer sign in.',
      ),
  });
}
