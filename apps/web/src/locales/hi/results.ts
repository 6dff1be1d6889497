import type { Catalogue } from '@/i18n/catalogue';
import type { results as english } from '../en/results';

export const results: Catalogue<typeof english> = {};
