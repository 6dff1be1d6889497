import { useMutation } from '@tanstack/react-query';
import { publicApi, signIn, unwrap } from '@/lib/api-client';

export interface TeacherSignUp {
  fullname: string;
  username: string;
  email: string;
  password: string;
}

/** POST /admin/register (a class of one's own), then signing the new teacher in. */
export function useRegisterTeacher() {
  return useMutation({
    mutationFn: async (details: TeacherSignUp) => {
      await unwrap(publicApi.POST('/api/v1/admin/register', { body: details }));
      await signIn('teacher', { username: details.username, password: details.password });
    },
  });
}
