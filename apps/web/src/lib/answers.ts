/** The letters of the four options, in the order they are shown and keyed (1–4 or A–D). */
export const OPTION_LETTERS = ['a', 'b', 'c', 'd'] as const;

export type OptionLetter = (typeof OPTION_LETTERS)[number];
/** An answer: the option chosen, the number written (an exam whose answers are written), or none yet. */
export type Answer = OptionLetter | number | null;
