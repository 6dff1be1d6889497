import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreBuckets } from '../score-buckets';

describe('scoreBuckets', () => {
  it('puts each percentage in its tenth, 100 % in the last and a boundary in the upper one', () => {
    const counts = scoreBuckets([0, 9.99, 10, 55, 90, 100]).map((bucket) => bucket.count);
    expect(counts).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 0, 2]);
  });

  it('names the ten buckets from 0–10% to 90–100%', () => {
    const labels = scoreBuckets([]).map((bucket) => bucket.label);
    expect(labels[0]).toBe('0–10%');
    expect(labels[9]).toBe('90–100%');
    expect(labels).toHaveLength(10);
  });

  it('counts every percentage exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 100, noNaN: true })), (percentages) => {
        const total = scoreBuckets(percentages).reduce((sum, bucket) => sum + bucket.count, 0);
        expect(total).toBe(percentages.length);
      }),
    );
  });
});
