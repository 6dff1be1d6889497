import type { OptionLetter } from '@abacus/generator';

/** The four options of every question are the generator's: `a` to `d`. */
export { OPTION_LETTERS, type OptionLetter } from '@abacus/generator';

/** A student's answer to one question: the chosen option, or null when skipped. */
export type Answer = OptionLetter | null;
