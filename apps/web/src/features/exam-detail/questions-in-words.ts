import { formatNumber } from '@/lib/format';
import type { TeacherExam } from '@/types/api';

const OPERATOR_WORDS: Record<string, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/** `+`, `+ and −`, `+, − and ×`. */
const inList = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

const plural = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;

/** A drill in a teacher's words: "2-digit × 1-digit", and ÷ by the number divided, as the builder sets it. */
function drillInWords({ operandDigits, operators }: TeacherExam['settings']): string {
  const { left, right } = operandDigits!;
  return operators
    .map((operator) =>
      // The generator's ÷ drill has a `left`-digit answer; the number divided has up to `left + right` digits.
      operator === '/'
        ? `${left + right}-digit ÷ ${right}-digit (${left}-digit answers)`
        : `${left}-digit × ${right}-digit`,
    )
    .join(' and ');
}

/**
 * How an exam's questions are made, as a teacher says it: "3 rows of 1–2 digits, with zeros (+ and −)", or
 * "4-digit ÷ 1-digit (3-digit answers)".
 */
export function questionsInWords(settings: TeacherExam['settings']): string {
  const { minTerms, maxTerms, digits, operandDigits, minNumber, maxNumber, zeros, negativeAnswers } =
    settings;
  const extras = [zeros && 'with zeros', negativeAnswers && 'answers may go below zero'].filter(Boolean);
  if (operandDigits) return [drillInWords(settings), ...extras].join(', ');
  const rows = minTerms === maxTerms ? plural(maxTerms, 'row') : `${minTerms} to ${maxTerms} rows`;
  let numbers = `of numbers from ${formatNumber(minNumber)} to ${formatNumber(maxNumber)}`;
  if (digits) {
    numbers = `of ${digits.min === digits.max ? plural(digits.max, 'digit') : `${digits.min}–${digits.max} digits`}`;
  }
  return `${[`${rows} ${numbers}`, ...extras].join(', ')} (${inList(settings.operators.map((operator) => OPERATOR_WORDS[operator]!))})`;
}
