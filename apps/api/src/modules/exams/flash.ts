import type { Operator } from '@abacus/generator';
import { badRequest } from '../../lib/http-error.js';
import type { FlashSettings } from './exam-settings-schemas.js';

/** The exam columns that hold flash anzan. */
export interface FlashColumns {
  flashIntervalMs: number | null;
  flashGapMs: number;
  flashShowSign: boolean;
  flashShowCounter: boolean;
}

/** An exam's flash settings, from its columns; null for a written exam. */
export function flashOf(row: FlashColumns): FlashSettings | null {
  if (row.flashIntervalMs === null) return null;
  return {
    intervalMs: row.flashIntervalMs,
    gapMs: row.flashGapMs,
    showSign: row.flashShowSign,
    showCounter: row.flashShowCounter,
  };
}

/**
 * The columns that store `flash` for an exam of these settings: flash anzan shows a sum's terms one at a
 * time, which only makes sense for + and - (a product needs its operands together), and every question
 * of a flash exam shows the same count of numbers, as a competition's does. A written exam keeps the
 * defaults, which nothing reads.
 */
export function flashColumnsOf(
  flash: FlashSettings | null | undefined,
  settings: { operators: readonly Operator[]; minTerms: number; maxTerms: number },
): FlashColumns {
  if (!flash) return { flashIntervalMs: null, flashGapMs: 0, flashShowSign: true, flashShowCounter: true };
  if (settings.operators.some((operator) => operator === '*' || operator === '/')) {
    throw badRequest('flash shows the terms of + and - questions one at a time: use only + and - with flash');
  }
  if (settings.minTerms !== settings.maxTerms) {
    throw badRequest(
      `flash shows every question with the same count of numbers: minTerms (${settings.minTerms}) must ` +
        `equal maxTerms (${settings.maxTerms})`,
    );
  }
  return {
    flashIntervalMs: flash.intervalMs,
    flashGapMs: flash.gapMs,
    flashShowSign: flash.showSign,
    flashShowCounter: flash.showCounter,
  };
}
