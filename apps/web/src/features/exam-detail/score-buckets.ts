import { formatNumber, formatPercent } from '@/lib/format';

/** How many scored in one tenth: 0–10 %, 10–20 %, …, 90–100 % (100 % in the last). */
export interface ScoreBucket {
  /** `0–10%` … `90–100%`. */
  label: string;
  from: number;
  count: number;
}

/** The API's counts per tenth (`distribution`), named for the chart. */
export function scoreBuckets(counts: readonly number[]): ScoreBucket[] {
  return counts.map((count, index) => ({
    label: `${formatNumber(index * 10)}–${formatPercent((index + 1) * 10)}`,
    from: index * 10,
    count,
  }));
}
