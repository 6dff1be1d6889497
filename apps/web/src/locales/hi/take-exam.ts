import type { Catalogue } from '@/i18n/catalogue';
import type { takeExam as english } from '../en/take-exam';

export const takeExam: Catalogue<typeof english> = {};
