/** What an exam says of its opening: whether students may take it now, and its own times. */
interface Opening {
  is_active: boolean;
  opensAt: string | null;
  closesAt: string | null;
}

// A weekday and a date with the time, so that "Opens Mon 24 Nov, 09:00" is never read as last Monday.
const momentFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment of an exam's opening in the device's time zone: `Mon 24 Nov, 09:00`. */
export const formatMoment = (iso: string) => momentFormat.format(new Date(iso));

/**
 * Whether students may take the exam, in a teacher's words: "Open to students", "Open until Mon 24 Nov,
 * 09:30", "Opens Mon 24 Nov, 09:00" (with when it closes, if set), or "Closed".
 */
export function examOpening({ is_active: open, opensAt, closesAt }: Opening, now = new Date()): string {
  if (open) return closesAt ? `Open until ${formatMoment(closesAt)}` : 'Open to students';
  if (opensAt && new Date(opensAt) > now) {
    return closesAt
      ? `Opens ${formatMoment(opensAt)} · until ${formatMoment(closesAt)}`
      : `Opens ${formatMoment(opensAt)}`;
  }
  return 'Closed';
}

/** Whether the teacher has switched the exam on: open now, or with times of its own (only such have them). */
export const isSwitchedOn = ({ is_active: open, opensAt, closesAt }: Opening) =>
  open || opensAt !== null || closesAt !== null;
