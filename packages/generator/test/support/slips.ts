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

/**
 * Whether the options are two slips crossed: the answer x, x + u, x + v and x + u + v, where going round the
 * square every step is one slip. Returns the two slips' sizes |u| ≤ |v| (as seen from the answer), or null.
 */
export function crossedSlips(answer: number, options: readonly number[]): [number, number] | null {
  const others = options.filter((option) => option !== answer);
  if (others.length !== 3) return null;
  for (let far = 0; far < 3; far += 1) {
    const [p, q] = others.filter((_, index) => index !== far) as [number, number];
    const r = others[far]!;
    if (r - answer !== p - answer + (q - answer)) continue;
    if (isSlip(answer, p) && isSlip(answer, q) && isSlip(p, r) && isSlip(q, r)) {
      const sizes = [Math.abs(p - answer), Math.abs(q - answer)].sort((a, b) => a - b);
      return [sizes[0]!, sizes[1]!];
    }
  }
  return null;
}
