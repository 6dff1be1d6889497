/**
 * Latin words a Hindi screen may still show: names of file formats and of the QR code, the paper size,
 * the option letters of a question (A–D), which the exam's own answer buttons carry, and ID.
 */
export const LATIN_KEPT_IN_HINDI: ReadonlySet<string> = new Set([
  'PDF',
  'CSV',
  'QR',
  'A4',
  'A',
  'B',
  'C',
  'D',
  'Excel',
  'ID',
]);
