/** The words of a duration's parts in one language: `h`, `min` and `s` in English. */
export interface DurationUnits {
  hours: string;
  minutes: string;
  seconds: string;
}

const ENGLISH_UNITS: DurationUnits = { hours: 'h', minutes: 'min', seconds: 's' };

/**
 * A length of time in the words the app, the PDFs and the CSV all use: minutes as the API reports them
 * (to 2 decimals) → `12 min 30 s`, `45 s`, `1 h 5 min`; never `0.75 min`. Another language gives its
 * own words for the parts (`12 मिनट 30 सेकंड`).
 */
export function durationInWords(minutes: number, units: DurationUnits = ENGLISH_UNITS): string {
  const totalSeconds = Math.round(minutes * 60);
  const hours = Math.floor(totalSeconds / 3600);
  const mins = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts = [
    hours > 0 ? `${hours} ${units.hours}` : '',
    mins > 0 ? `${mins} ${units.minutes}` : '',
    seconds > 0 || totalSeconds === 0 ? `${seconds} ${units.seconds}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
