import { useMutation } from '@tanstack/react-query';
import { publicApi, signIn, unwrap } from '@/lib/api-client';
import { classCode } from '@/config/class-code';

export interface JoinDetails {
  classCode: string;
  fullname: string;
  username: string;
  password: string;
  sclass: number;
  level: number;
}

/** Self-registration (POST /student/register with the class code), then signing the new student in. */
export function useJoinClass() {
  return useMutation({
    mutationFn: async ({ classCode: code, ...details }: JoinDetails) => {
      await unwrap(
        publicApi.POST('/api/v1/student/register', { body: { ...details, ...classCode.body(code) } }),
      );
      await signIn('student', { username: details.username, password: details.password });
    },
  });
}
