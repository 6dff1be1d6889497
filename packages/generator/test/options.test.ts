import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_VALUE } from '../src/index.js';
import { chooseOptions } from '../src/options.js';
import { createRandom } from '../src/random.js';
import { crossedSlips, isSlip } from './support/slips.js';

const sorted = (options: readonly number[]): number[] => [...options].sort((a, b) => a - b);

describe('chooseOptions', () => {
  it('returns four distinct non-negative options, two slips crossed, with the answer once at its letter', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: MAX_VALUE })),
        fc.nat(),
        (answer, seed) => {
          const { options, correct } = chooseOptions(createRandom(seed), answer);
          expect(new Set(options).size).toBe(4);
          expect(options.every((option) => Number.isSafeInteger(option) && option >= 0)).toBe(true);
          expect(options.filter((option) => option === answer)).toHaveLength(1);
          expect(options['abcd'.indexOf(correct)]).toBe(answer);
          expect(crossedSlips(answer, options)).not.toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps every distractor within 5 % of an answer of 400 or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: MAX_VALUE }), fc.nat(), (answer, seed) => {
        const { options } = chooseOptions(createRandom(seed), answer);
        for (const option of options) expect(Math.abs(option - answer)).toBeLessThanOrEqual(answer / 20);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives four numbers in a row below 400, with the answer at each place in turn, and none below 0', () => {
    const random = createRandom(8);
    const places = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      const block = sorted(chooseOptions(random, 57).options);
      expect(block).toEqual([block[0]!, block[0]! + 1, block[0]! + 2, block[0]! + 3]);
      places.add(block.indexOf(57));
    }
    expect(places).toEqual(new Set([0, 1, 2, 3]));
    for (const answer of [0, 1, 2]) {
      for (let i = 0; i < 50; i += 1)
        expect(sorted(chooseOptions(random, answer).options)[0]).toBeGreaterThanOrEqual(0);
    }
    expect(sorted(chooseOptions(random, 0).options)).toEqual([0, 1, 2, 3]);
  });

  it('crosses a neighbour, a carry and a digit swap two at a time for large answers', () => {
    const random = createRandom(5);
    const kinds = new Set<string>();
    const kind = (size: number): string =>
      size <= 2 ? 'neighbour' : /^10+$/.test(String(size)) ? 'carry' : 'swap';
    for (let i = 0; i < 300; i += 1) {
      const { options } = chooseOptions(random, 4_567_891);
      const [u, v] = crossedSlips(4_567_891, options)!;
      kinds.add([kind(u), kind(v)].sort().join(' × '));
    }
    expect(kinds).toEqual(new Set(['carry × neighbour', 'neighbour × swap', 'carry × swap']));
  });

  it('puts the answer at each corner of the square alike: smallest, largest or in between (chi-square, p = 0.001)', () => {
    const random = createRandom(12);
    const ranks = [0, 0, 0, 0];
    const draws = 8000;
    for (let i = 0; i < draws; i += 1) {
      const answer = random.int(400, 10_000_000);
      ranks[sorted(chooseOptions(random, answer).options).indexOf(answer)]! += 1;
    }
    const chiSquare = ranks.reduce((sum, observed) => sum + (observed - draws / 4) ** 2 / (draws / 4), 0);
    expect(chiSquare).toBeLessThan(16.27);
  });

  it('makes the fourth option both slips at once, whichever is made first', () => {
    const random = createRandom(21);
    for (let i = 0; i < 500; i += 1) {
      const answer = random.int(0, 1e9);
      const { options } = chooseOptions(random, answer);
      // Every option is one slip from (at least) two others, so none stands out as the centre.
      for (const option of options) {
        expect(
          options.filter((other) => other !== option && isSlip(option, other)).length,
        ).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('varies the distractors it picks for the same answer', () => {
    const random = createRandom(3);
    const picks = new Set(
      Array.from({ length: 50 }, () => sorted(chooseOptions(random, 45_678).options).join()),
    );
    expect(picks.size).toBeGreaterThan(10);
  });
});
