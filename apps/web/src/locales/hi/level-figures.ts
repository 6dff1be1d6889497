import type { Catalogue } from '@/i18n/catalogue';
import type { levelFigures as english } from '../en/level-figures';

export const levelFigures: Catalogue<typeof english> = {};
