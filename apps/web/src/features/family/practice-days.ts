import type { PracticeDay, PracticeWeek } from '@/types/api';

/**
 * How a day of the week went, as a parent reads it: done (practised, on any day); missed (a practice
 * day gone by without); today (a practice day still going, not done yet); to come; rest (not a practice
 * day, and nothing done).
 */
export const DAY_STATES = ['done', 'missed', 'today', 'to-come', 'rest'] as const;
export type DayState = (typeof DAY_STATES)[number];

export interface WeekDay extends PracticeDay {
  state: DayState;
  isToday: boolean;
}

/** A day's state, `today` being the school's date: both are `YYYY-MM-DD`, which compare as they read. */
function stateOf(day: PracticeDay, today: string): DayState {
  if (day.done) return 'done';
  if (!day.counts) return 'rest';
  if (day.day < today) return 'missed';
  return day.day === today ? 'today' : 'to-come';
}

/** The week, Monday to Sunday, each day with how it went. */
export const weekDays = ({ week, today }: Pick<PracticeWeek, 'week' | 'today'>): WeekDay[] =>
  week.map((day) => ({ ...day, state: stateOf(day, today), isToday: day.day === today }));

/** What today's line says: done, not done yet, or not a practice day (and not done either). */
export function todaysPractice({ done_today, counts_today }: PracticeWeek): 'done' | 'notDone' | 'rest' {
  if (done_today) return 'done';
  return counts_today ? 'notDone' : 'rest';
}
