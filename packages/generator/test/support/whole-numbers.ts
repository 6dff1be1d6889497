import fc from 'fast-check';

/**
 * Whole numbers from `min` to `max` inclusive, beyond the 32 bits `fc.integer` stops at: rows of ten digits
 * reach 9 999 999 999.
 */
export const wholeIn = ({ min, max }: { min: number; max: number }): fc.Arbitrary<number> =>
  fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
