/** Spaces end a part; so do these separators, inside a word too long to keep whole. */
const AFTER_SPACE = /(?<=\s)/u;
const AFTER_SEPARATOR = /(?<=[/_,;=&?|])/u;
/** A word this short stays whole (`DATABASE_URL`, `/api/v1/exam`); a longer one may break at separators. */
const SHORT_WORD = 24;

/**
 * `text` cut where a line of code may end: after each space, and inside a long word after the
 * separators of paths, names and lists (`REGISTRATION_` `RATE_` …). The parts joined give `text`
 * back; none is empty.
 */
export function codeLineParts(text: string): string[] {
  return text
    .split(AFTER_SPACE)
    .flatMap((word) => (word.trim().length <= SHORT_WORD ? [word] : word.split(AFTER_SEPARATOR)))
    .filter((part) => part !== '');
}
