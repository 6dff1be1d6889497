/** An exam's state and times, as the lists give them. */
export interface OpeningTimes {
  is_active: boolean;
  opensAt?: string | null;
  closesAt?: string | null;
}

/**
 * How long after a time passes the lists still look again for an exam that has not changed yet: this
 * device's clock may run ahead of the server's, which decides.
 */
export const CLOCK_SLACK_MS = 120_000;
/** How soon to look again when a time has passed but the exam has not changed yet. */
export const RECHECK_MS = 5_000;
/** The longest a browser timer waits (2³¹ − 1 ms, about 24 days); later times are looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * How long from `now` until one of these exams opens or closes by its own times — nothing on the
 * server tells this device when that happens, no one having done anything. Undefined when none will.
 */
export function msUntilNextOpeningChange(exams: readonly OpeningTimes[], now: number): number | undefined {
  let soonest: number | undefined;
  for (const exam of exams) {
    const pending = exam.is_active ? exam.closesAt : exam.opensAt;
    if (!pending) continue;
    const wait = Date.parse(pending) - now;
    if (Number.isNaN(wait) || wait < -CLOCK_SLACK_MS) continue;
    const delay = Math.min(Math.max(wait, RECHECK_MS), LONGEST_TIMER_MS);
    soonest = soonest === undefined ? delay : Math.min(soonest, delay);
  }
  return soonest;
}
