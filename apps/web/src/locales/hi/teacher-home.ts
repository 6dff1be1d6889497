import type { Catalogue } from '@/i18n/catalogue';
import type { teacherHome as english } from '../en/teacher-home';

export const teacherHome: Catalogue<typeof english> = {};
