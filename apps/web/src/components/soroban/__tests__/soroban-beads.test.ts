import { describe, expect, it } from 'vitest';
import { beadsOf, valueOf } from '../soroban-beads';

describe('soroban beads', () => {
  it('writes each digit as the upper bead (5) and lower beads (1 each), units last', () => {
    expect(beadsOf(58)).toEqual([
      { upper: true, lower: 0 },
      { upper: true, lower: 3 },
    ]);
    expect(beadsOf(7, 3)).toEqual([
      { upper: false, lower: 0 },
      { upper: false, lower: 0 },
      { upper: true, lower: 2 },
    ]);
  });

  it('reads back every number it writes', () => {
    for (const value of [0, 4, 5, 9, 10, 58, 1_234_567, 9_999_999])
      expect(valueOf(beadsOf(value, 7))).toBe(value);
  });

  it('refuses what a soroban cannot show', () => {
    expect(() => beadsOf(-1)).toThrow(RangeError);
    expect(() => beadsOf(2.5)).toThrow(RangeError);
  });
});
