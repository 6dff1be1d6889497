import { useMutation } from '@tanstack/react-query';
import { signIn, type Role } from '@/lib/api-client';

export interface SignInInput {
  role: Role;
  username: string;
  password: string;
}

/** POST /student/login or /admin/login; the tokens are kept by the API client. */
export function useSignIn() {
  return useMutation({
    mutationFn: ({ role, username, password }: SignInInput) => signIn(role, { username, password }),
  });
}
