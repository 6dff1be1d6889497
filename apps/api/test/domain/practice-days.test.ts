import { describe, expect, it } from 'vitest';
import {
  dayIn,
  daysOfMask,
  endOfDay,
  maskOfDays,
  SCHOOL_WEEK,
  streakOf,
  weekdayOf,
} from '../../src/domain/practice-days.js';

describe('the days of a school', () => {
  it('begin and end at midnight in its time zone, across a change of clocks too', () => {
    expect(dayIn('Asia/Kolkata', new Date('2026-12-06T18:29:59Z'))).toBe('2026-12-06');
    expect(dayIn('Asia/Kolkata', new Date('2026-12-06T18:30:00Z'))).toBe('2026-12-07');
    expect(endOfDay('Asia/Kolkata', '2026-12-07').toISOString()).toBe('2026-12-07T18:30:00.000Z');
    expect(endOfDay('UTC', '2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    // New York's clocks go forward on 8 March 2026 and London's back on 25 October.
    expect(endOfDay('America/New_York', '2026-03-07').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(endOfDay('America/New_York', '2026-03-08').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(endOfDay('Europe/London', '2026-10-25').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('are named Monday first, and a week of them is a mask of bits', () => {
    expect(weekdayOf('2026-12-07')).toBe('mon');
    expect(weekdayOf('2026-12-06')).toBe('sun');
    expect(daysOfMask(SCHOOL_WEEK)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    expect(maskOfDays(['sun', 'mon', 'sun'])).toBe(0b1000001);
  });
});

describe('a streak', () => {
  // Monday 7 December 2026 to Sunday 13 December.
  const done = (...days: number[]) => new Set(days.map((day) => `2026-12-${String(day).padStart(2, '0')}`));

  it('counts the practice days done in a row back from today, today not yet done or done', () => {
    expect(streakOf(done(), '2026-12-09', SCHOOL_WEEK)).toBe(0);
    expect(streakOf(done(7, 8), '2026-12-09', SCHOOL_WEEK)).toBe(2);
    expect(streakOf(done(7, 8, 9), '2026-12-09', SCHOOL_WEEK)).toBe(3);
    // A practice day missed ends it.
    expect(streakOf(done(7, 9), '2026-12-10', SCHOOL_WEEK)).toBe(1);
  });

  it('is neither kept nor broken by a day that does not count, and grows when it is practised', () => {
    // Friday done, the weekend off, Monday: still going.
    expect(streakOf(done(11), '2026-12-14', SCHOOL_WEEK)).toBe(1);
    expect(streakOf(done(11, 12), '2026-12-14', SCHOOL_WEEK)).toBe(2);
    expect(streakOf(done(10, 11, 14), '2026-12-14', SCHOOL_WEEK)).toBe(3);
  });
});
