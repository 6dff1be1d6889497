import type { Catalogue } from '@/i18n/catalogue';
import type { teacherArea as english } from '../en/teacher-area';

export const teacherArea: Catalogue<typeof english> = {};
