/**
 * A length of time in the words the app, the PDFs and the CSV all use: minutes as the API reports them
 * (to 2 decimals) → `12 min 30 s`, `45 s`, `1 h 5 min`; never `0.75 min`.
 */
export function durationInWords(minutes: number): string {
  const totalSeconds = Math.round(minutes * 60);
  const hours = Math.floor(totalSeconds / 3600);
  const mins = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts = [
    hours > 0 ? `${hours} h` : '',
    mins > 0 ? `${mins} min` : '',
    seconds > 0 || totalSeconds === 0 ? `${seconds} s` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
