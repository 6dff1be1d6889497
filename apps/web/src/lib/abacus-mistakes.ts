import type { Mistake } from '@abacus/generator';
import { i18n } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';

const MISTAKE_KEYS = {
  'five-bead': 'fiveBead',
  'one-bead': 'oneBead',
  carry: 'carry',
  'skipped-row': 'skippedRow',
  sign: 'sign',
  'rod-slip': 'rodSlip',
  'times-table': 'timesTable',
} as const satisfies Record<Mistake, string>;

/** The mistake on the abacus a wrong option stands for, as a teacher would name it. */
const mistakeName = (mistake: Mistake): string => i18n.t(`mistakes.${MISTAKE_KEYS[mistake]}`);

/** How many children made the mistake, in the words of the screen: `2 lost or added a carry`. */
export const mistakeCounted = (mistake: Mistake, children: number): string =>
  i18n.t(`mistakesCounted.${MISTAKE_KEYS[mistake]}`, { number: formatNumber(children) });

/** The mistakes made at least once, most made first: `a carry lost or added (14), one bead off (3)`. */
export function mistakesMadeMost(made: Record<Mistake, number>): string {
  return (Object.entries(made) as [Mistake, number][])
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([mistake, count]) => `${mistakeName(mistake)} (${count})`)
    .join(', ');
}
