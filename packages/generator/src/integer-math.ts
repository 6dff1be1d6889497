/*
 * Exact integer helpers. `**` with a fractional exponent is only approximated, and not the same way on every
 * engine, so floors of roots are corrected here: a seed must give the same exam after a Node upgrade too.
 */

/**
 * `value % base` for whole numbers, `value` ≥ 0 and `base` ≥ 1, both below 2^52. The engine compiles each `%`
 * for the operands it has met there: once it has met one beyond 32 bits, or a result of −0, it uses the x87
 * floating-point remainder at that `%` for good, dozens of times slower, for every caller. Here `%` only ever
 * meets 32-bit integers; larger values take a division, exact below 2^52.
 */
export const remainder = (value: number, base: number): number =>
  value <= 0x7fff_ffff && base <= 0x7fff_ffff
    ? (value | 0) % (base | 0)
    : value - Math.floor(value / base) * base;

/** For whole numbers ≥ 0 below 2^52. */
export const gcd = (a: number, b: number): number => {
  while (b !== 0) {
    const rest = remainder(a, b);
    a = b;
    b = rest;
  }
  return a;
};

/** base^exponent by repeated multiplication, exact while the result stays below 2^53. */
export const power = (base: number, exponent: number): number => {
  let result = 1;
  for (let i = 0; i < exponent; i += 1) result *= base;
  return result;
};

/** The largest whole r with r^degree ≤ value, for a degree of at least 1. */
export function integerRoot(value: number, degree: number): number {
  const whole = Math.floor(value);
  if (degree === 1) return whole;
  // Only a first guess, which the loops below make exact: square and cube roots are quicker than `**`.
  let root = Math.floor(
    degree === 2 ? Math.sqrt(whole) : degree === 3 ? Math.cbrt(whole) : whole ** (1 / degree),
  );
  while (root > 0 && power(root, degree) > whole) root -= 1;
  while (power(root + 1, degree) <= whole) root += 1;
  return root;
}
