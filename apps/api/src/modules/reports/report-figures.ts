/** Figures as reports print them: percentages to two decimals (times and dates: report-words.ts). */

export function percentage(part: number, whole: number): string {
  if (whole === 0) return '–';
  // Half away from zero on the exact hundredths, as the analytics compute it in SQL.
  const hundredths = Math.round(Math.abs((part * 10_000) / whole)) * Math.sign(part);
  return `${(hundredths / 100).toFixed(2)} %`;
}

/** An expression as people write it: `×`, `÷` and `−` for the stored `*`, `/` and `-`. */
export function expression(stored: string): string {
  return stored.replaceAll('*', '×').replaceAll('/', '÷').replaceAll(' - ', ' − ');
}
