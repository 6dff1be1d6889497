import type { Catalogue } from '@/i18n/catalogue';
import type { joinClass as english } from '../en/join-class';

export const joinClass: Catalogue<typeof english> = {};
