import type { Catalogue } from '@/i18n/catalogue';
import type { studentArea as english } from '../en/student-area';

export const studentArea: Catalogue<typeof english> = {};
