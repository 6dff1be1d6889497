import type { Catalogue } from '@/i18n/catalogue';
import type { roster as english } from '../en/roster';

export const roster: Catalogue<typeof english> = {};
