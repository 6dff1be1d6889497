import type { Catalogue } from '@/i18n/catalogue';
import type { examList as english } from '../en/exam-list';

export const examList: Catalogue<typeof english> = {};
