/**
 * The slips a distractor may stand for, written apart from the generator: a neighbour (±1, ±2), a carry or
 * place-value slip (±10, ±100, …), or two neighbouring digits swapped.
 */
export function isSlip(from: number, to: number): boolean {
  const gap = Math.abs(to - from);
  if (gap === 1 || gap === 2) return true;
  if (gap >= 10 && /^10+$/.test(String(gap))) return true;
  const digits = String(from);
  if (digits.length !== String(to).length) return false;
  for (let i = 0; i + 1 < digits.length; i += 1) {
    if (digits.slice(0, i) + digits[i + 1]! + digits[i]! + digits.slice(i + 2) === String(to)) return true;
  }
  return false;
}
