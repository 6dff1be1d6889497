import type { Catalogue } from '@/i18n/catalogue';
import type { teacherAccount as english } from '../en/teacher-account';

export const teacherAccount: Catalogue<typeof english> = {};
