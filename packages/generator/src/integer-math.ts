/*
 * Exact integer helpers. `**` with a fractional exponent is only approximated, and not the same way on every
 * engine, so floors of roots are corrected here: a seed must give the same exam after a Node upgrade too.
 */

export const gcd = (a: number, b: number): number => {
  while (b !== 0) {
    const rest = a % b;
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
  let root = Math.floor(degree === 2 ? Math.sqrt(whole) : whole ** (1 / degree));
  while (root > 0 && power(root, degree) > whole) root -= 1;
  while (power(root + 1, degree) <= whole) root += 1;
  return root;
}
