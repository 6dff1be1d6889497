import { durationInWords } from '@abacus/contract';

/**
 * Numbers, dates and durations, written the same on every device whatever its language settings: a
 * child's "1,234" must not become "1.234" on a German tablet or "1,23,4" elsewhere. Digits are grouped
 * in threes with a narrow no-break space and the decimal sign is a point — the SI style, which reads the
 * same to every reader and cannot be mistaken for a decimal comma or point.
 */
const GROUP_SEPARATOR = '\u202f';

const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(maximumFractionDigits: number): Intl.NumberFormat {
  let format = numberFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en', { maximumFractionDigits, useGrouping: true });
    numberFormats.set(maximumFractionDigits, format);
  }
  return format;
}

/** `12345.678` → `12 345.68` (with a narrow no-break space); at most `fractionDigits` decimals. */
export function formatNumber(value: number, fractionDigits = 2): string {
  return numberFormat(fractionDigits).format(value).replaceAll(',', GROUP_SEPARATOR);
}

/** A percentage the API already computed (0–100, 2 decimals) → `85.5%`. */
export function formatPercent(value: number): string {
  return `${formatNumber(value, 1)}%`;
}

/** Marks out of a total → `18 / 20`. */
export function formatScore(score: number, totalMarks: number): string {
  return `${formatNumber(score)} / ${formatNumber(totalMarks)}`;
}

/** Minutes as the API reports them (2 decimals) → `12 min 30 s`, `45 s`, `1 h 5 min`, as the PDFs say too. */
export const formatMinutes = durationInWords;

// Day, short month name and year, never a numeric 03/04 that reads as March or April depending on the reader.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO date-time → `23 Nov 2026` in the device's time zone. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** An ISO date-time → `23 Nov 2026, 14:05` in the device's time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
