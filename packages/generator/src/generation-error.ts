import type { AbacusMethod } from './abacus.js';

export type GenerationErrorCode = 'INVALID_SETTINGS' | 'NOT_ENOUGH_DISTINCT_QUESTIONS';

/**
 * Why the settings give fewer distinct questions than asked, as facts rather than a sentence, so that an
 * app can say it in its reader's language.
 */
export interface Shortfall {
  asked: number;
  /** Distinct questions found before the search stopped. */
  found: number;
  /** The search tried every question these settings allow (`found` is all there are), or stopped at its limit. */
  exhausted: boolean;
  /** What gives more questions: more digits or the other operator for a × ÷ drill; otherwise wider numbers, more terms or more operators. */
  widen: 'drill' | 'numbers';
  abacusMethod: AbacusMethod | null;
  /** Whether the questions must practise a focus: then it is what the questions found could not carry. */
  focused: boolean;
}

/** Both codes describe a request the caller must change, so the API answers them with a 400 and this message. */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';

  constructor(
    readonly code: GenerationErrorCode,
    message: string,
    /** With NOT_ENOUGH_DISTINCT_QUESTIONS: the figures behind the message. */
    readonly shortfall?: Shortfall,
  ) {
    super(message);
  }
}
