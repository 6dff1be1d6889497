import type { Catalogue } from '@/i18n/catalogue';
import type { examBuilder as english } from '../en/exam-builder';

export const examBuilder: Catalogue<typeof english> = {};
