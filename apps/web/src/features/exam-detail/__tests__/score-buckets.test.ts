import { describe, expect, it } from 'vitest';
import { scoreBuckets } from '../score-buckets';

describe('scoreBuckets', () => {
  it('names the ten tenths from 0–10% to 90–100%, each with its count', () => {
    const buckets = scoreBuckets([2, 1, 0, 0, 0, 1, 0, 0, 0, 2]);
    expect(buckets.map((bucket) => bucket.label)).toEqual([
      '0–10%',
      '10–20%',
      '20–30%',
      '30–40%',
      '40–50%',
      '50–60%',
      '60–70%',
      '70–80%',
      '80–90%',
      '90–100%',
    ]);
    expect(buckets.map((bucket) => [bucket.from, bucket.count])).toEqual([
      [0, 2],
      [10, 1],
      [20, 0],
      [30, 0],
      [40, 0],
      [50, 1],
      [60, 0],
      [70, 0],
      [80, 0],
      [90, 2],
    ]);
  });
});
