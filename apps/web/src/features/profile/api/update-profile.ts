import { useMutation } from '@tanstack/react-query';
import { api, signIn, unwrap, type Role } from '@/lib/api-client';
import { accountQueries } from '@/api/account-queries';
import { useWriteCache } from '@/api/use-write-cache';
import type { ProfileChanges } from '../profile-changes';

/** PATCH /student with the changed fields; the screen shows the saved profile the API returns. */
export function useUpdateProfile() {
  const write = useWriteCache();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => unwrap(api.PATCH('/api/v1/student', { body: changes })),
    onSuccess: ({ student }) => write(accountQueries.student().queryKey, student),
  });
}

export interface PasswordChange {
  username: string;
  currentPassword: string;
  password: string;
}

/**
 * PATCH /student (or /admin) with the new password and the current one. The API then ends every session
 * of the account (this one too), so the app signs in again with the new password.
 */
export function useChangePassword(role: Role) {
  return useMutation({
    mutationFn: async ({ username, currentPassword, password }: PasswordChange) => {
      const body = { password, currentPassword };
      if (role === 'student') await unwrap(api.PATCH('/api/v1/student', { body }));
      else await unwrap(api.PATCH('/api/v1/admin', { body }));
      await signIn(role, { username, password });
    },
  });
}
