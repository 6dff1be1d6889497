/** How many questions a teacher may set for each child's daily practice. */
export const PRACTICE_GOAL_BOUNDS = { min: 5, max: 50 } as const;

/** The weekdays, Monday first, as the API names them; bit `i` of a practice-days mask is `WEEKDAYS[i]`. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Sunday: the day parents' weekly reports are emailed, until the teacher says otherwise (index of WEEKDAYS). */
export const WEEKLY_REPORT_DAY = 6;

/** Monday to Friday: the days whose practice counts, until the teacher says otherwise. */
export const SCHOOL_WEEK = 0b0011111;

export const daysOfMask = (mask: number): Weekday[] => WEEKDAYS.filter((_, index) => (mask >> index) & 1);

export const maskOfDays = (days: readonly Weekday[]): number =>
  days.reduce((mask, day) => mask | (1 << WEEKDAYS.indexOf(day)), 0);

/** The calendar day (`2026-12-07`) it is at `now` in `timeZone` (IANA). */
export function dayIn(timeZone: string, now: Date): string {
  // en-CA writes dates year first, as ISO 8601 does.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The calendar day `days` after (or before, below 0) a calendar day. */
function dayMoved(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const dayBefore = (day: string): string => dayMoved(day, -1);

/** What the clocks of `timeZone` show at `instant`, read as if it were UTC, in milliseconds. */
function wallClock(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return Date.parse(
    `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`,
  );
}

/**
 * The instant `day` ends in `timeZone` (the next day's midnight there): a day's practice is open until
 * then. Worked out from the zone's offset at that midnight, found in two steps across a change of clocks.
 */
export function endOfDay(timeZone: string, day: string): Date {
  const midnight = Date.parse(`${dayMoved(day, 1)}T00:00:00Z`);
  let instant = midnight - (wallClock(timeZone, midnight) - midnight);
  instant = midnight - (wallClock(timeZone, instant) - instant);
  return new Date(instant);
}

/** The Monday that begins the week of a calendar day. */
export const weekStartOf = (day: string): string => dayMoved(day, -WEEKDAYS.indexOf(weekdayOf(day)));

/** The seven calendar days of the week that begins on `monday`. */
export const weekOf = (monday: string): string[] => WEEKDAYS.map((_, index) => dayMoved(monday, index));

/** The weekday of a calendar day. */
export const weekdayOf = (day: string): Weekday =>
  WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/**
 * How many days in a row, back from `today`, the child has done their practice: a day whose practice
 * counts (in `mask`) and was not done ends the run, except today, which is not over; a day that does not
 * count (a weekend, say) neither ends the run nor, unless practised, adds to it.
 */
export function streakOf(done: ReadonlySet<string>, today: string, mask: number): number {
  let streak = 0;
  let day = today;
  // A streak can be no longer than the days practised: past them, nothing is left to count.
  for (let left = done.size; left > 0 || day === today; day = dayBefore(day)) {
    const counts = (mask >> WEEKDAYS.indexOf(weekdayOf(day))) & 1;
    if (done.has(day)) {
      streak += 1;
      left -= 1;
    } else if (counts && day !== today) {
      break;
    }
  }
  return streak;
}
