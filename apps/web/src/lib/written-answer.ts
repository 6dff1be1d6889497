import type { Answer } from './answers';

/** The most digits a written answer keeps: the API takes whole numbers up to 10¹², either side of zero. */
export const MOST_ANSWER_DIGITS = 12;

/**
 * The digits of the on-screen keypad, in two rows of five as a child counts them (and as the soroban
 * groups them): 1–5, then 6–9 and 0. Two rows leave room on a small phone for the question, the box and
 * Next at once.
 */
export const KEYPAD_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;

/** The text in the answer box for an answer given before (after a reload, or going back to a question). */
export function entryText(answer: Answer): string {
  return typeof answer === 'number' ? String(answer) : '';
}

/**
 * What was typed or pasted into the box, kept to a number as it is being written: its digits without
 * leading zeros, at most {@link MOST_ANSWER_DIGITS}, and a minus in front when one was typed anywhere
 * (`12-` → `-12`: a child may remember the sign last).
 */
export function cleanEntry(raw: string): string {
  const negative = /[-−]/.test(raw);
  const digits = raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MOST_ANSWER_DIGITS);
  return (negative ? '-' : '') + digits;
}

/**
 * The entry after one key, on the keypad or the keyboard: a digit is added, Backspace rubs out the last
 * character, the minus turns the sign round. Null for any other key.
 */
export function pressKey(text: string, key: string): string | null {
  if (/^\d$/.test(key)) return cleanEntry(text + key);
  if (key === 'Backspace') return text.slice(0, -1);
  if (key === '-' || key === '−') return text.startsWith('-') ? text.slice(1) : `-${text}`;
  return null;
}

/** The answer an entry stands for: its number, or null while it holds none (empty, or a lone minus). */
export function answerOfEntry(text: string): number | null {
  if (!/^-?\d+$/.test(text)) return null;
  const value = Number(text);
  // `-0` is written on the way to `-5`; as an answer it is 0.
  return value === 0 ? 0 : value;
}
