import type { Mistake } from '@abacus/generator';

/** The mistake on the abacus a wrong option stands for, as a teacher would name it. */
export const MISTAKE_NAMES: Record<Mistake, string> = {
  'five-bead': 'the 5-bead forgotten',
  'one-bead': 'one bead off',
  carry: 'a carry lost or added',
  'skipped-row': 'a row left out',
  sign: 'a row’s sign read the wrong way',
  'rod-slip': 'a number set on the wrong rod',
  'times-table': 'a times-table slip',
};

/** The mistakes made at least once, most made first: `a carry lost or added (14), one bead off (3)`. */
export function mistakesMadeMost(made: Record<Mistake, number>): string {
  return (Object.entries(made) as [Mistake, number][])
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([mistake, count]) => `${MISTAKE_NAMES[mistake]} (${count})`)
    .join(', ');
}
