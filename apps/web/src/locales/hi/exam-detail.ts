import type { Catalogue } from '@/i18n/catalogue';
import type { examDetail as english } from '../en/exam-detail';

export const examDetail: Catalogue<typeof english> = {};
