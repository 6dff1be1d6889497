import { i18n } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';
import type { TeacherExam } from '@/types/api';

const OPERATOR_WORDS: Record<string, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/** `+`, `+ and −`, `+, − and ×`. */
const inList = (words: readonly string[]) =>
  words.length < 2
    ? words.join('')
    : i18n.t('examDetail:inWords.list', { items: words.slice(0, -1).join(', '), last: words.at(-1) });

/** A drill in a teacher's words: "2-digit × 1-digit", and ÷ by the number divided, as the builder sets it. */
function drillInWords({ operandDigits, operators }: TeacherExam['settings']): string {
  const { left, right } = operandDigits!;
  return inList(
    operators.map((operator) =>
      // The generator's ÷ drill has a `left`-digit answer; the number divided has up to `left + right` digits.
      operator === '/'
        ? i18n.t('examDetail:inWords.divisionDrill', { dividend: left + right, divisor: right, answer: left })
        : i18n.t('examDetail:inWords.timesDrill', { left, right }),
    ),
  );
}

/**
 * How an exam's questions are made, as a teacher says it: "3 rows of 1–2 digits, with zeros (+ and −)", or
 * "4-digit ÷ 1-digit (3-digit answers)".
 */
export function questionsInWords(settings: TeacherExam['settings']): string {
  const { minTerms, maxTerms, digits, operandDigits, minNumber, maxNumber, zeros, negativeAnswers } =
    settings;
  const { negativeShare, totalDigits } = settings;
  const extras = [
    totalDigits !== null && i18n.t('examDetail:inWords.digitsInAll', { count: totalDigits }),
    zeros && i18n.t('examDetail:inWords.withZeros'),
    negativeAnswers &&
      (negativeShare === null
        ? i18n.t('examDetail:inWords.belowZero')
        : i18n.t('examDetail:inWords.belowZeroShare', { share: negativeShare })),
  ].filter(Boolean);
  if (operandDigits) return [drillInWords(settings), ...extras].join(', ');
  const rows =
    minTerms === maxTerms
      ? i18n.t('examDetail:inWords.rows', { count: maxTerms })
      : i18n.t('examDetail:inWords.rowsRange', { min: minTerms, max: maxTerms });
  const numbers = digits
    ? i18n.t('examDetail:inWords.ofDigits', {
        rows,
        digits:
          digits.min === digits.max
            ? i18n.t('examDetail:inWords.digits', { count: digits.max })
            : i18n.t('examDetail:inWords.digitsRange', { min: digits.min, max: digits.max }),
      })
    : i18n.t('examDetail:inWords.ofNumbers', {
        rows,
        min: formatNumber(minNumber),
        max: formatNumber(maxNumber),
      });
  return i18n.t('examDetail:inWords.withOperators', {
    description: [numbers, ...extras].join(', '),
    operators: inList(settings.operators.map((operator) => OPERATOR_WORDS[operator]!)),
  });
}
