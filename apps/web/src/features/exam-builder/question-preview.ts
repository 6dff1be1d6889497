import {
  GenerationError,
  generateQuestions,
  type GeneratedQuestion,
  type Shortfall,
} from '@abacus/generator';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format';
import { generatorSettings, type BuilderValues } from './builder-settings';

export type Preview =
  | { ok: true; questions: GeneratedQuestion[] }
  /** Why these settings cannot give the exam (the API would refuse them too): the generator's figures, when it has them. */
  | { ok: false; shortfall: Shortfall | undefined };

/** The exam these values will make, generated here by the same code and seed the server uses. */
export function previewExam(values: BuilderValues): Preview {
  try {
    return { ok: true, questions: generateQuestions(generatorSettings(values)).questions };
  } catch (error) {
    if (error instanceof GenerationError) return { ok: false, shortfall: error.shortfall };
    throw error;
  }
}

/** Why the settings cannot make the exam, in the app's language: the generator's own reasons, said from its figures. */
export function refusalInWords(shortfall: Shortfall | undefined, t: TFunction<'examBuilder'>): string {
  if (!shortfall) return t('preview.refusal.settingsClash');
  const widen = t(`preview.refusal.widen.${shortfall.widen}`);
  if (!shortfall.exhausted) {
    return t('preview.refusal.searchLimit', { asked: formatNumber(shortfall.asked), widen });
  }
  if (shortfall.found > 0) {
    return t('preview.refusal.only', { count: shortfall.found, found: formatNumber(shortfall.found), widen });
  }
  if (shortfall.focused) return t('preview.refusal.noneForFocus', { widen });
  return shortfall.abacusMethod
    ? t('preview.refusal.noneForMethod', {
        need: t(`preview.refusal.methodNeeds.${shortfall.abacusMethod}`),
        widen,
      })
    : t('preview.refusal.none', { widen });
}
