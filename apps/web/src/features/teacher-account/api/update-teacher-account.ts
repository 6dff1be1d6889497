import { useMutation } from '@tanstack/react-query';
import { accountQueries } from '@/api/account-queries';
import { useWriteCache } from '@/api/use-write-cache';
import { ApiError, api, endSession, publicApi, unwrap } from '@/lib/api-client';
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

/** The password typed to close the account is not the teacher's: the screen says so in its own words. */
export class WrongPassword extends Error {
  constructor() {
    super('That is not your password. Nothing was closed.');
    this.name = 'WrongPassword';
  }
}

/**
 * The teacher's password, checked by signing in with it (POST /admin/login, which counts as an attempt
 * like any other); the session it opens is not kept. A wrong one is said plainly.
 */
async function checkPassword(username: string, password: string): Promise<void> {
  try {
    await unwrap(publicApi.POST('/api/v1/admin/login', { body: { username, password } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new WrongPassword();
    }
    throw error;
  }
}

/**
 * DELETE /admin once the teacher's password is checked: the account goes (or is closed, when it has a
 * class), and with it this session.
 */
export function useCloseAccount(username: string) {
  return useMutation({
    mutationFn: async (password: string) => {
      await checkPassword(username, password);
      return unwrap(api.DELETE('/api/v1/admin'));
    },
    onSuccess: ({ permanently }) =>
      // In English, as the API's messages are: the sign-in screen says it in the app's language.
      endSession(
        permanently
          ? 'Your account has been deleted.'
          : 'Your account is closed: you and your students can no longer sign in.',
      ),
  });
}
