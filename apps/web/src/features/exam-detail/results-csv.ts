import { scorePercentage } from '@/lib/score-percentage';
import type { TeacherResult } from '@/types/api';

const HEADER = [
  'student',
  'username',
  'class',
  'score',
  'total_marks',
  'percentage',
  'right_answers',
  'questions',
  'minutes_taken',
  'completed_at',
  'result_id',
];

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
 * The results as a CSV file a spreadsheet opens: a header row, one row per result, numbers plain (a
 * point for decimals) and instants in ISO 8601, lines ending CRLF as RFC 4180 says.
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
    result.time_taken,
    result.date_completed,
    result.result_id,
  ]);
  return [HEADER, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
