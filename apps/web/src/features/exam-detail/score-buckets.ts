import { formatNumber, formatPercent } from '@/lib/format';

/** How many percentages fall in each tenth: 0–10 %, 10–20 %, …, 90–100 % (100 % in the last). */
export interface ScoreBucket {
  /** `0–10%` … `90–100%`. */
  label: string;
  from: number;
  count: number;
}

const BUCKETS = 10;

export function scoreBuckets(percentages: readonly number[]): ScoreBucket[] {
  const buckets = Array.from({ length: BUCKETS }, (_, index) => ({
    label: `${formatNumber(index * 10)}–${formatPercent((index + 1) * 10)}`,
    from: index * 10,
    count: 0,
  }));
  for (const percentage of percentages) {
    const index = Math.min(BUCKETS - 1, Math.max(0, Math.floor(percentage / 10)));
    buckets[index]!.count += 1;
  }
  return buckets;
}
