import type { Catalogue } from '@/i18n/catalogue';
import type { classCode as english } from '../en/class-code';

export const classCode: Catalogue<typeof english> = {};
