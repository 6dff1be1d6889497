import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay, formatMinutes, formatNumber, formatPercent, formatScore } from '../format';

const NNBSP = '\u202f';

describe('formatNumber', () => {
  it('groups digits in threes with a narrow no-break space and uses a decimal point', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234)).toBe(`1${NNBSP}234`);
    expect(formatNumber(1234567.891)).toBe(`1${NNBSP}234${NNBSP}567.89`);
    expect(formatNumber(12.5)).toBe('12.5');
  });

  it('reads back as the number it shows, for any whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (value) => {
        expect(Number(formatNumber(value).replaceAll(NNBSP, ''))).toBe(value);
      }),
    );
  });
});

describe('formatPercent and formatScore', () => {
  it('writes a percentage with at most one decimal', () => {
    expect(formatPercent(85)).toBe('85%');
    expect(formatPercent(66.67)).toBe('66.7%');
    expect(formatPercent(100)).toBe('100%');
  });

  it('writes marks out of a total', () => {
    expect(formatScore(18, 20)).toBe('18 / 20');
    expect(formatScore(1500, 2000)).toBe(`1${NNBSP}500 / 2${NNBSP}000`);
  });
});

describe('formatMinutes', () => {
  it('writes minutes as the hours, minutes and seconds a child reads on a clock', () => {
    expect(formatMinutes(12.5)).toBe('12 min 30 s');
    expect(formatMinutes(0.75)).toBe('45 s');
    expect(formatMinutes(10)).toBe('10 min');
    expect(formatMinutes(65)).toBe('1 h 5 min');
    expect(formatMinutes(0)).toBe('0 s');
  });
});

describe('formatDay', () => {
  it('names a school’s calendar day as it is, whatever the device’s time zone', () => {
    expect(formatDay('2026-12-07', 'weekday')).toBe('Mon');
    expect(formatDay('2026-12-13', 'weekday')).toBe('Sun');
    expect(formatDay('2026-12-07', 'long')).toBe('Monday 7 December');
  });
});
