/** One rod of a soroban: the upper bead (worth 5) down at the beam or not, and how many lower beads are up. */
export interface RodBeads {
  upper: boolean;
  lower: number;
}

/**
 * The rods needed to show `value` (a whole number ≥ 0), the units rod last, at least `minRods` of
 * them. A digit d is the upper bead for d ≥ 5 and d mod 5 lower beads.
 */
export function beadsOf(value: number, minRods = 1): RodBeads[] {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`a soroban shows whole numbers ≥ 0, not ${value}`);
  const digits = String(value).padStart(minRods, '0').split('').map(Number);
  return digits.map((digit) => ({ upper: digit >= 5, lower: digit % 5 }));
}

/** The number the rods show (the units rod last). */
export function valueOf(rods: readonly RodBeads[]): number {
  return rods.reduce((total, rod) => total * 10 + (rod.upper ? 5 : 0) + rod.lower, 0);
}
