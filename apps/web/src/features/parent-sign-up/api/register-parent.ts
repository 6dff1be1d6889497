import { useMutation } from '@tanstack/react-query';
import { chooseLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { publicApi, signIn, unwrap } from '@/lib/api-client';

export interface ParentSignUp {
  fullname: string;
  username: string;
  /** Left empty: no weekly email. */
  email?: string;
  password: string;
  language: Language;
}

/**
 * POST /parent/register, then signing the new parent in, their screens in the language they chose (their
 * weekly report's too).
 */
export function useRegisterParent() {
  return useMutation({
    mutationFn: async ({ email, ...details }: ParentSignUp) => {
      await unwrap(
        publicApi.POST('/api/v1/parent/register', { body: { ...details, ...(email && { email }) } }),
      );
      await signIn('parent', { username: details.username, password: details.password });
      await chooseLanguage(details.language);
    },
  });
}
