import { fastestListeningPace, typicalTermSeconds, type SpokenNumbers } from '@abacus/contract';
import type { DigitRange, Operator } from '@abacus/generator';
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

/** The numbers of an exam's rows, as its settings give them. */
interface RowNumbers {
  digits?: DigitRange | null | undefined;
  minNumber?: number | undefined;
  maxNumber?: number | undefined;
}

const spokenNumbers = ({ digits, minNumber, maxNumber }: RowNumbers): SpokenNumbers | null =>
  digits
    ? { digits }
    : minNumber !== undefined && maxNumber !== undefined && minNumber <= maxNumber
      ? { min: minNumber, max: maxNumber }
      : null;

/**
 * The column that stores `listening` for an exam of these settings: the teacher reads a sum's terms
 * aloud one after another, which only makes sense for + and - (a product said as two numbers is a
 * different drill), a number cannot be both flashed and heard, and a number must fit its slot: a voice
 * that takes longer than the pace allows reads every number late, and the sum takes longer than the
 * teacher set.
 */
export function listeningColumnsOf(
  listening: ListeningSettings | null | undefined,
  settings: RowNumbers & { operators: readonly Operator[]; flashIntervalMs: number | null },
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
  const numbers = spokenNumbers(settings);
  if (numbers !== null) {
    const seconds = typicalTermSeconds(numbers, settings.operators as readonly ('+' | '-')[]);
    const fastest = fastestListeningPace(seconds);
    if (listening.numbersPerMinute > fastest) {
      const message =
        `${listening.numbersPerMinute} numbers a minute is faster than a voice reads these numbers: each ` +
        `takes about ${seconds.toFixed(1)} s to say, so at most ${fastest} a minute`;
      throw badRequest(message, [{ path: 'body.listening.numbersPerMinute', message }]);
    }
  }
  return { listeningNumbersPerMinute: listening.numbersPerMinute };
}
