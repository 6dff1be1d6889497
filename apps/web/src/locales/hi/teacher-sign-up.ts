import type { Catalogue } from '@/i18n/catalogue';
import type { teacherSignUp as english } from '../en/teacher-sign-up';

export const teacherSignUp: Catalogue<typeof english> = {
  makeAccount: 'मेरा शिक्षक खाता बनाएँ',
};
