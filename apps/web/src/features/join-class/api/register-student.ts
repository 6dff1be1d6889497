import { useMutation } from '@tanstack/react-query';
import { publicApi, signIn, unwrap } from '@/lib/api-client';
import { classCode } from '@/config/class-code';

export interface JoinDetails {
  classCode: string;
  fullname: string;
  username: string;
  password: string;
  /** Left empty (undefined, or null once cleared) when the child is not sure: the teacher sets it. */
  sclass?: number | null;
  level?: number | null;
}

/** Self-registration (POST /student/register with the class code), then signing the new student in. */
export function useJoinClass() {
  return useMutation({
    mutationFn: async ({ classCode: code, sclass, level, ...details }: JoinDetails) => {
      const body = {
        ...details,
        ...(typeof sclass === 'number' && { sclass }),
        ...(typeof level === 'number' && { level }),
        ...classCode.body(code),
      };
      await unwrap(publicApi.POST('/api/v1/student/register', { body }));
      await signIn('student', { username: details.username, password: details.password });
    },
  });
}
