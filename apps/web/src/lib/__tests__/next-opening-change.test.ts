import { describe, expect, it } from 'vitest';
import { CLOCK_SLACK_MS, msUntilNextOpeningChange, RECHECK_MS } from '../next-opening-change';

const NOW = Date.parse('2026-11-26T09:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('msUntilNextOpeningChange', () => {
  it('waits for the soonest of a closed exam opening and an open one closing', () => {
    const exams = [
      { is_active: false, opensAt: at(30), closesAt: at(60) },
      { is_active: true, opensAt: null, closesAt: at(10) },
    ];
    expect(msUntilNextOpeningChange(exams, NOW)).toBe(10 * 60_000);
  });

  it('ignores times that change nothing: an open exam’s opening, a closed one’s closing, none at all', () => {
    const exams = [
      { is_active: true, opensAt: at(-5), closesAt: null },
      { is_active: false, opensAt: null, closesAt: at(-1) },
      { is_active: false },
    ];
    expect(msUntilNextOpeningChange(exams, NOW)).toBeUndefined();
  });

  it('looks again soon for a time just past that the server has not acted on yet (its clock decides)', () => {
    expect(msUntilNextOpeningChange([{ is_active: false, opensAt: at(-1) }], NOW)).toBe(RECHECK_MS);
    const longPast = new Date(NOW - CLOCK_SLACK_MS - 1).toISOString();
    expect(msUntilNextOpeningChange([{ is_active: false, opensAt: longPast }], NOW)).toBeUndefined();
  });

  it('never asks a timer to wait longer than a browser can', () => {
    expect(msUntilNextOpeningChange([{ is_active: false, opensAt: at(60 * 24 * 60) }], NOW)).toBe(
      2 ** 31 - 1,
    );
  });
});
