import { useMutation } from '@tanstack/react-query';
import { accountQueries } from '@/api/account-queries';
import { useWriteCache } from '@/api/use-write-cache';
import { chooseLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { ApiError, api, endSession, publicApi, unwrap } from '@/lib/api-client';

/**
 * PATCH /parent with the language of the parent's screens and weekly reports; once saved, the app speaks
 * it on this device too.
 */
export function useChangeLanguage() {
  const write = useWriteCache();
  return useMutation({
    mutationFn: (language: Language) => unwrap(api.PATCH('/api/v1/parent', { body: { language } })),
    onSuccess: async ({ parent }) => {
      await write(accountQueries.parent().queryKey, parent);
      await chooseLanguage(parent.language);
    },
  });
}

/** The password typed to delete the account is not the parent's: the screen says so in its own words. */
export class WrongPassword extends Error {
  constructor() {
    super('That is not your password. Nothing was deleted.');
    this.name = 'WrongPassword';
  }
}

/**
 * The parent's password, checked by signing in with it (POST /parent/login, which counts as an attempt
 * like any other); the session it opens is not kept. A wrong one is said plainly.
 */
async function checkPassword(username: string, password: string): Promise<void> {
  try {
    await unwrap(publicApi.POST('/api/v1/parent/login', { body: { username, password } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new WrongPassword();
    throw error;
  }
}

/** DELETE /parent once the parent's password is checked: the account goes, and with it this session. */
export function useDeleteAccount(username: string) {
  return useMutation({
    mutationFn: async (password: string) => {
      await checkPassword(username, password);
      await unwrap(api.DELETE('/api/v1/parent'));
    },
    // In English, as the API's messages are: the sign-in screen says it in the app's language.
    onSuccess: () => endSession('Your account has been deleted.'),
  });
}
