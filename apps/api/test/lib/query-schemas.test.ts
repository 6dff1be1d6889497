import { describe, expect, it } from 'vitest';
import { instantQuery } from '../../src/lib/query-schemas.js';

describe('instantQuery', () => {
  const from = instantQuery();
  const to = instantQuery({ endOfDay: true });

  it('reads a date as the start of its UTC day, or through its end', () => {
    expect(from.parse('2028-02-29')).toEqual(new Date('2028-02-29T00:00:00.000Z'));
    expect(to.parse('2026-02-28')).toEqual(new Date('2026-02-28T23:59:59.999Z'));
  });

  it('reads a date-time as the instant it names', () => {
    expect(to.parse('2026-03-01T10:00:00+05:30')).toEqual(new Date('2026-03-01T04:30:00.000Z'));
  });

  it('refuses days that do not exist and what is not a date', () => {
    for (const value of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '1 March 2026', '']) {
      expect(from.safeParse(value).success, value).toBe(false);
    }
  });
});
