import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_VALUE } from '../src/index.js';
import { chooseOptions, nearMisses } from '../src/options.js';
import { createRandom } from '../src/random.js';
import { isNearMiss } from './support/check-exam.js';

describe('nearMisses', () => {
  it('still has three distinct non-negative choices for 0 and 1', () => {
    expect(nearMisses(0).sort((a, b) => a - b)).toEqual([1, 2, 10]);
    expect(nearMisses(1).sort((a, b) => a - b)).toEqual([0, 2, 3, 11]);
  });

  it('covers neighbours, a slip in each place and swapped neighbouring digits', () => {
    expect(nearMisses(4567).sort((a, b) => a - b)).toEqual([
      3567, 4467, 4557, 4565, 4566, 4568, 4569, 4576, 4577, 4657, 4667, 5467, 5567,
    ]);
  });

  it('does not swap a 0 to the front, nor count a swap of equal digits', () => {
    expect(nearMisses(105)).toContain(150);
    expect(nearMisses(105)).not.toContain(15);
    expect(nearMisses(1105)).not.toContain(1105);
  });

  it('holds for any answer up to 10^12', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_VALUE }), (answer) => {
        const misses = nearMisses(answer);
        expect(misses.length).toBeGreaterThanOrEqual(3);
        expect(new Set(misses).size).toBe(misses.length);
        for (const miss of misses) {
          expect(Number.isSafeInteger(miss) && miss >= 0 && miss !== answer).toBe(true);
          expect(isNearMiss(answer, miss)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('chooseOptions', () => {
  it('returns four distinct options with the answer exactly once, at the letter it names', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_VALUE }), fc.nat(), (answer, seed) => {
        const { options, correct } = chooseOptions(createRandom(seed), answer);
        expect(new Set(options).size).toBe(4);
        expect(options.filter((option) => option === answer)).toHaveLength(1);
        expect(options['abcd'.indexOf(correct)]).toBe(answer);
      }),
      { numRuns: 500 },
    );
  });

  it('varies the distractors it picks for the same answer', () => {
    const random = createRandom(3);
    const picks = new Set(
      Array.from({ length: 50 }, () => chooseOptions(random, 4567).options.toSorted().join()),
    );
    expect(picks.size).toBeGreaterThan(10);
  });
});
