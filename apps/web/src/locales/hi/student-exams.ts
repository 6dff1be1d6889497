import type { Catalogue } from '@/i18n/catalogue';
import type { studentExams as english } from '../en/student-exams';

export const studentExams: Catalogue<typeof english> = {};
