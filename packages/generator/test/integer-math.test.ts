import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gcd, integerRoot, power } from '../src/integer-math.js';

describe('integer math', () => {
  it('finds greatest common divisors', () => {
    expect(gcd(12, 18)).toBe(6);
    expect(gcd(7, 1)).toBe(1);
    expect(gcd(5, 0)).toBe(5);
  });

  it('raises to whole powers exactly', () => {
    expect(power(100, 6)).toBe(1e12);
    expect(power(99_999, 0)).toBe(1);
  });

  it('takes exact floors of roots where floating-point powers land just beside the integer', () => {
    expect(integerRoot(1e12, 6)).toBe(100);
    expect(integerRoot(1e12 - 1, 6)).toBe(99);
    expect(integerRoot(1e12, 3)).toBe(10_000);
    expect(integerRoot(999_999_999_999, 3)).toBe(9999);
    expect(integerRoot(0.5, 2)).toBe(0);
    expect(integerRoot(8.9, 3)).toBe(2);
  });

  it('returns r with r^k ≤ value < (r + 1)^k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 15 }), (value, degree) => {
        const root = integerRoot(value, degree);
        expect(power(root, degree)).toBeLessThanOrEqual(value);
        expect(power(root + 1, degree)).toBeGreaterThan(value);
      }),
      { numRuns: 300 },
    );
  });
});
