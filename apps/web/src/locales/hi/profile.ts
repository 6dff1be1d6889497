import type { Catalogue } from '@/i18n/catalogue';
import type { profile as english } from '../en/profile';

export const profile: Catalogue<typeof english> = {};
