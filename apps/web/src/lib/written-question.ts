import { i18n } from '@/i18n/i18n';

/** How a question is laid out: a `+ −` drill as a column, like an abacus worksheet, or one line. */
export type WrittenQuestion =
  { layout: 'column'; lines: { sign: '+' | '−' | ''; number: string }[] } | { layout: 'line'; text: string };

const GLYPHS: Record<string, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/**
 * The API writes questions as `48 + 27 - 19` or `12 * 3 / 4`. Sums of `+` and `-` only are written
 * one number per line with its sign, right-aligned as on paper; anything with `×` or `÷` stays on
 * one line (its order of operations reads left to right across it).
 */
export function writeQuestion(question: string): WrittenQuestion {
  const tokens = question.trim().split(/\s+/);
  const onlySums = tokens.every((token, index) =>
    index % 2 === 0 ? /^\d+$/.test(token) : token === '+' || token === '-',
  );
  if (onlySums && tokens.length % 2 === 1) {
    const lines: { sign: '+' | '−' | ''; number: string }[] = [{ sign: '', number: tokens[0]! }];
    for (let index = 1; index < tokens.length; index += 2) {
      lines.push({ sign: tokens[index] === '+' ? '+' : '−', number: tokens[index + 1]! });
    }
    return { layout: 'column', lines };
  }
  return { layout: 'line', text: inlineQuestion(question) };
}

const OPERATOR_KEYS: Record<string, 'plus' | 'minus' | 'times' | 'dividedBy'> = {
  '+': 'plus',
  '-': 'minus',
  '*': 'times',
  '/': 'dividedBy',
};

/** The question read aloud by a screen reader, in the app's language: `48 plus 27 minus 19`. */
export function spokenQuestion(question: string): string {
  return question
    .trim()
    .split(/\s+/)
    .map((token) => {
      const operator = OPERATOR_KEYS[token];
      return operator ? i18n.t(`operators.${operator}`) : token;
    })
    .join(' ');
}

/** The question on one line with `×`, `÷` and `−`, for lists where a column would take too much room. */
export function inlineQuestion(question: string): string {
  return question
    .trim()
    .split(/\s+/)
    .map((token) => GLYPHS[token] ?? token)
    .join(' ');
}
