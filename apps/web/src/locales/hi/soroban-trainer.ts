import type { Catalogue } from '@/i18n/catalogue';
import type { sorobanTrainer as english } from '../en/soroban-trainer';

export const sorobanTrainer: Catalogue<typeof english> = {};
