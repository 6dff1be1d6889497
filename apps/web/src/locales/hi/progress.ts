import type { Catalogue } from '@/i18n/catalogue';
import type { progress as english } from '../en/progress';

export const progress: Catalogue<typeof english> = {};
