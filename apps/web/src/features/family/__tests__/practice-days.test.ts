import { describe, expect, it } from 'vitest';
import { todaysPractice, weekDays } from '../practice-days';
import { practiceWeek } from './family-fixtures';

describe('a child’s practice week, as a parent reads it', () => {
  it('marks each day done, missed, today, to come or not a practice day', () => {
    expect(weekDays(practiceWeek()).map(({ weekday, state, isToday }) => [weekday, state, isToday])).toEqual([
      ['mon', 'done', false],
      ['tue', 'done', false],
      ['wed', 'missed', false],
      ['thu', 'today', true],
      ['fri', 'to-come', false],
      ['sat', 'done', false],
      ['sun', 'rest', false],
    ]);
  });

  it('on the Sunday, finds the practice days gone by without practice missed, and today no practice day', () => {
    const week = practiceWeek({ today: '2026-12-13', done_today: false, counts_today: false });
    const days = weekDays(week);
    expect(days.map(({ state }) => state)).toEqual([
      'done',
      'done',
      'missed',
      'missed',
      'missed',
      'done',
      'rest',
    ]);
    expect(days.at(-1)?.isToday).toBe(true);
  });

  it('says whether today’s practice is done, still to do, or not asked for today', () => {
    expect(todaysPractice(practiceWeek())).toBe('notDone');
    expect(todaysPractice(practiceWeek({ done_today: true }))).toBe('done');
    expect(todaysPractice(practiceWeek({ counts_today: false }))).toBe('rest');
    expect(todaysPractice(practiceWeek({ counts_today: false, done_today: true }))).toBe('done');
  });
});
