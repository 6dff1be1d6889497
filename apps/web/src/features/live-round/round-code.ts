import { ROUND_CODE_LENGTH } from '@abacus/contract';

/** `482913` → `482 913`: six digits read off a projector in two groups, as a phone number is. */
export const spacedCode = (code: string): string => `${code.slice(0, 3)} ${code.slice(3)}`;

/** What a child typed, as the code: its digits, without spaces or dashes; null until there are six. */
export function codeOfEntry(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${ROUND_CODE_LENGTH}}$`).test(digits) ? digits : null;
}
