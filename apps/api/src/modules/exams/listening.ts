import type { Operator } from '@abacus/generator';
import { badRequest } from '../../lib/http-error.js';
import type { ListeningSettings } from './exam-settings-schemas.js';

/** The exam column that holds listening sums. */
export interface ListeningColumns {
  listeningNumbersPerMinute: number | null;
}

/** An exam's listening settings, from its column; null for an exam whose numbers are shown. */
export function listeningOf(row: ListeningColumns): ListeningSettings | null {
  return row.listeningNumbersPerMinute === null ? null : { numbersPerMinute: row.listeningNumbersPerMinute };
}

/**
 * The column that stores `listening` for an exam of these settings: the teacher reads a sum's terms
 * aloud one after another, which only makes sense for + and - (a product said as two numbers is a
 * different drill), and a number cannot be both flashed and heard.
 */
export function listeningColumnsOf(
  listening: ListeningSettings | null | undefined,
  settings: { operators: readonly Operator[]; flashIntervalMs: number | null },
): ListeningColumns {
  if (!listening) return { listeningNumbersPerMinute: null };
  if (settings.operators.some((operator) => operator === '*' || operator === '/')) {
    throw badRequest(
      'listening reads the terms of + and - questions aloud one after another: use only + and - with listening',
    );
  }
  if (settings.flashIntervalMs !== null) {
    throw badRequest('an exam is either flash or listening, not both: leave out flash or listening');
  }
  return { listeningNumbersPerMinute: listening.numbersPerMinute };
}
