import { describe, expect, it } from 'vitest';
import { createRandom } from '../src/random.js';

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs between neighbouring seeds', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 8 }, () => random.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    expect(draw(0xffff_ffff)).not.toEqual(draw(0));
  });

  it('draws integers across the whole inclusive range, evenly', () => {
    const random = createRandom(11);
    const counts = new Map<number, number>();
    for (let i = 0; i < 60_000; i += 1) {
      const value = random.int(-2, 3);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([-1, -2, 0, 1, 2, 3]);
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  it('reaches every integer of a range wider than one 32-bit draw tells apart (rows of ten digits)', () => {
    const random = createRandom(12);
    // One word spread over 2³³ values lands on even numbers alone; two words reach the odd ones as often.
    const values = Array.from({ length: 4000 }, () => random.int(0, 2 ** 33 - 1));
    const odd = values.filter((value) => value % 2 === 1).length;
    expect(Math.abs(odd - 2000)).toBeLessThan(200);
    expect(values.every((value) => Number.isInteger(value) && value >= 0 && value < 2 ** 33)).toBe(true);
    const top = createRandom(13);
    const draws = Array.from({ length: 4000 }, () => top.int(9_999_999_990, 9_999_999_999));
    expect(new Set(draws).size).toBe(10);
  });

  it('shuffles in place into every order over many tries, and picks every item', () => {
    const random = createRandom(4);
    const orders = new Set<string>();
    const picked = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const items = ['a', 'b', 'c'];
      expect(random.shuffle(items)).toBe(items);
      orders.add(items.join(''));
      picked.add(random.pick(['x', 'y', 'z']));
    }
    expect(orders.size).toBe(6);
    expect(picked.size).toBe(3);
  });
});
