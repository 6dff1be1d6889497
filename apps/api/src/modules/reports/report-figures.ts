import { durationInWords } from '@abacus/contract';

/** Figures as reports print them: percentages to two decimals, times in the app's words. */

export function percentage(part: number, whole: number): string {
  if (whole === 0) return '–';
  // Half away from zero on the exact hundredths, as the analytics compute it in SQL.
  const hundredths = Math.round(Math.abs((part * 10_000) / whole)) * Math.sign(part);
  return `${(hundredths / 100).toFixed(2)} %`;
}

/** Minutes as the API stores them → `4 min 30 s`, as the app and the CSV write them. */
export const minutes = durationInWords;

export function dateTime(value: Date): string {
  return `${value.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** An expression as people write it: `×`, `÷` and `−` for the stored `*`, `/` and `-`. */
export function expression(stored: string): string {
  return stored.replaceAll('*', '×').replaceAll('/', '÷').replaceAll(' - ', ' − ');
}
