import type { Catalogue } from '@/i18n/catalogue';
import type { problems as english } from '../en/problems';

export const problems: Catalogue<typeof english> = {};
