import { describe, expect, it } from 'vitest';
import { examOpening, isSwitchedOn } from '../exam-opening';

// Moments of the device's own day, as the words are: Monday 23 November 2026 at 8:00, 9:00 and 9:30.
const local = (hours: number, minutes = 0, day = 23) => new Date(2026, 10, day, hours, minutes);
const NOW = local(8);
const MONDAY_NINE = local(9).toISOString();
const MONDAY_HALF_PAST = local(9, 30).toISOString();

describe('an exam’s opening, in words', () => {
  it('says open, and until when when it closes by itself', () => {
    expect(examOpening({ is_active: true, opensAt: null, closesAt: null }, NOW)).toBe('Open to students');
    expect(examOpening({ is_active: true, opensAt: null, closesAt: MONDAY_HALF_PAST }, NOW)).toBe(
      'Open until Mon 23 Nov, 09:30',
    );
  });

  it('says when an exam still to open opens, and closes', () => {
    expect(examOpening({ is_active: false, opensAt: MONDAY_NINE, closesAt: null }, NOW)).toBe(
      'Opens Mon 23 Nov, 09:00',
    );
    expect(examOpening({ is_active: false, opensAt: MONDAY_NINE, closesAt: MONDAY_HALF_PAST }, NOW)).toBe(
      'Opens Mon 23 Nov, 09:00 · until Mon 23 Nov, 09:30',
    );
  });

  it('says closed when switched off or past its closing time', () => {
    expect(examOpening({ is_active: false, opensAt: null, closesAt: null }, NOW)).toBe('Closed');
    expect(
      examOpening(
        { is_active: false, opensAt: '2026-11-20T09:00:00Z', closesAt: '2026-11-20T09:30:00Z' },
        NOW,
      ),
    ).toBe('Closed');
  });

  it('tells an exam the teacher switched on from one switched off', () => {
    expect(isSwitchedOn({ is_active: false, opensAt: MONDAY_NINE, closesAt: null })).toBe(true);
    expect(isSwitchedOn({ is_active: true, opensAt: null, closesAt: null })).toBe(true);
    expect(isSwitchedOn({ is_active: false, opensAt: null, closesAt: null })).toBe(false);
  });
});
