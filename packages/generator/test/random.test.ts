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
