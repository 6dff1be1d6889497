import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueries } from '@/api/account-queries';
import { chooseLanguage } from '@/i18n/i18n';
import { signIn, type Role } from '@/lib/api-client';
import { rememberRole } from '../remembered-role';

export interface SignInInput {
  role: Role;
  username: string;
  password: string;
}

/**
 * POST /student/login, /admin/login or /parent/login; the tokens are kept by the API client, and the role
 * by this device's sign-in screen, for next time. A parent's screens then speak their account's language,
 * the one their weekly report is written in.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, username, password }: SignInInput) => signIn(role, { username, password }),
    // Here rather than in the screen's own callback: signed in, the screen is gone before that runs.
    onSuccess: async (_, { role }) => {
      rememberRole(role);
      if (role !== 'parent') return;
      try {
        await chooseLanguage((await queryClient.fetchQuery(accountQueries.parent())).language);
      } catch {
        // The account could not be read just now: the screens keep this device's language.
      }
    },
  });
}
