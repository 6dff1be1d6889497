import type { Catalogue } from '@/i18n/catalogue';
import type { shared as english } from '../en/shared';

export const shared: Catalogue<typeof english> = {};
