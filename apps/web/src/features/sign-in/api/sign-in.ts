import { useMutation } from '@tanstack/react-query';
import { signIn, type Role } from '@/lib/api-client';
import { rememberRole } from '../remembered-role';

export interface SignInInput {
  role: Role;
  username: string;
  password: string;
}

/**
 * POST /student/login or /admin/login; the tokens are kept by the API client, and the role by this
 * device's sign-in screen, for next time.
 */
export function useSignIn() {
  return useMutation({
    mutationFn: ({ role, username, password }: SignInInput) => signIn(role, { username, password }),
    // Here rather than in the screen's own callback: signed in, the screen is gone before that runs.
    onSuccess: (_, { role }) => rememberRole(role),
  });
}
