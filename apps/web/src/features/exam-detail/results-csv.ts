import { i18n } from '@/i18n/i18n';
import { formatDateTime, formatMinutes } from '@/lib/format';
import { scorePercentage } from '@/lib/score-percentage';
import type { TeacherResult } from '@/types/api';

/** The headings a teacher reads, in the app's words and language, one per column. */
const headings = () => [
  i18n.t('examDetail:csv.student'),
  i18n.t('examDetail:csv.username'),
  i18n.t('examDetail:csv.class'),
  i18n.t('examDetail:csv.score'),
  i18n.t('examDetail:csv.outOf'),
  i18n.t('examDetail:csv.percentage'),
  i18n.t('examDetail:csv.rightAnswers'),
  i18n.t('examDetail:csv.questions'),
  i18n.t('examDetail:csv.timeTaken'),
  i18n.t('examDetail:csv.secondsTaken'),
  i18n.t('examDetail:csv.completed'),
  i18n.t('examDetail:csv.resultId'),
];

/**
 * UTF-8's byte-order mark: without it Excel on Windows reads the file in the computer's own code page,
 * and अनिका or Zoë come out as mojibake.
 */
const BYTE_ORDER_MARK = '\uFEFF';

/** How a spreadsheet tells a formula (or a cell it reads as one): its first character. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A field as RFC 4180 writes it: quoted, with its quotes doubled, when it holds a comma, quote or line
 * break. Text that would start a formula — a student named `=HYPERLINK(…)` — gets a leading `'` first
 * (OWASP's advice on CSV injection), so a spreadsheet shows it and runs nothing; numbers stay numbers.
 */
function field(value: string | number): string {
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The results as a CSV file a spreadsheet opens, names in every script intact: a byte-order mark, a
 * header row in the app's language, one row per result, lines ending CRLF as RFC 4180 says. Numbers are
 * plain (a point for decimals); the time taken and the moment handed in read as the app writes them, in its
 * language and this device's time zone, with the seconds taken beside them as a number to sort and add up.
 */
export function resultsCsv(results: readonly TeacherResult[]): string {
  const rows = results.map((result) => [
    result.student.fullname,
    result.student.username,
    // A child who joined leaving their class for the teacher has none yet: an empty cell.
    result.student.sclass ?? '',
    result.score,
    result.total_marks,
    scorePercentage(result.score, result.total_marks),
    result.total_correct,
    result.total_questions,
    formatMinutes(result.time_taken),
    Math.round(result.time_taken * 60),
    formatDateTime(result.date_completed),
    result.result_id,
  ]);
  return BYTE_ORDER_MARK + [headings(), ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
