/**
 * Latin words a Hindi screen may still show: names of file formats and of the QR code, the paper size,
 * the option letters of a question (A–D), which the exam's own answer buttons carry, ID, and UTC (a time
 * zone is named by its IANA name, the same in every language, as a username is).
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
  'UTC',
]);
