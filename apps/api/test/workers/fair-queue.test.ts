import { describe, expect, it } from 'vitest';
import { createFairQueue } from '../../src/workers/fair-queue.js';

const queue = (maxWaitingCost = 100_000) => createFairQueue<string, string>({ maxWaitingCost });

/** Everything the queue holds, in the order it hands it out. */
function drain(fair: ReturnType<typeof queue>): string[] {
  const taken: string[] = [];
  for (let item = fair.shift(); item !== undefined; item = fair.shift()) taken.push(item);
  return taken;
}

describe('the fair queue of heavy work', () => {
  it('hands out one lane’s jobs in the order they came', () => {
    const fair = queue();
    for (const item of ['a1', 'a2', 'a3']) fair.push(item, 'A', 1000);
    expect(drain(fair)).toEqual(['a1', 'a2', 'a3']);
    expect(fair.shift()).toBeUndefined();
  });

  it('takes lanes of equal jobs in turns', () => {
    const fair = queue();
    for (const lane of ['A', 'B', 'C']) {
      for (const n of [1, 2, 3]) fair.push(`${lane.toLowerCase()}${n}`, lane, 100);
    }
    expect(drain(fair)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3']);
  });

  it('starts another school’s one-page report next, while one school’s eight large worksheets wait', () => {
    const fair = queue();
    for (let n = 1; n <= 8; n++) fair.push(`worksheet ${n}`, 'A', 1050);
    expect(fair.shift()).toBe('worksheet 1');

    fair.push('one page', 'B', 55);
    expect(drain(fair)).toEqual([
      'one page',
      ...['worksheet 2', 'worksheet 3', 'worksheet 4', 'worksheet 5', 'worksheet 6', 'worksheet 7'],
      'worksheet 8',
    ]);
  });

  it('counts jobs by their cost: a lane of small jobs gets as much as a lane of one large one', () => {
    const fair = queue();
    fair.push('large 1', 'A', 1000);
    fair.push('large 2', 'A', 1000);
    for (let n = 1; n <= 12; n++) fair.push(`small ${n}`, 'B', 100);
    // B's small ones take turns worth as much as A's first before it ends, and as much again before A's second.
    expect(drain(fair)).toEqual([
      ...Array.from({ length: 9 }, (_, n) => `small ${n + 1}`),
      'large 1',
      'small 10',
      'small 11',
      'small 12',
      'large 2',
    ]);
  });

  it('starts another school’s one-page report next, while four schools each have two long PDFs waiting', () => {
    const fair = queue();
    for (const lane of ['A', 'B', 'C', 'D']) {
      for (const n of [1, 2]) fair.push(`${lane}${n}`, lane, 1500);
    }
    expect(fair.shift()).toBe('A1');
    fair.push('one page', 'E', 55);
    expect(fair.shift()).toBe('one page');
  });

  it('saves up no turns for a lane while it has nothing waiting', () => {
    const fair = queue();
    for (let n = 1; n <= 5; n++) fair.push(`a${n}`, 'A', 100);
    expect([fair.shift(), fair.shift(), fair.shift()]).toEqual(['a1', 'a2', 'a3']);

    // B was idle while A had three turns: it joins the turns where they are instead of going three times first.
    for (let n = 1; n <= 3; n++) fair.push(`b${n}`, 'B', 100);
    expect(drain(fair)).toEqual(['b1', 'a4', 'b2', 'a5', 'b3']);
  });

  it('remembers the turn a lane has just had, even when its queue ran empty', () => {
    const fair = queue();
    fair.push('a1', 'A', 1000);
    expect(fair.shift()).toBe('a1');
    fair.push('a2', 'A', 1000);
    fair.push('b1', 'B', 1000);
    expect(drain(fair)).toEqual(['b1', 'a2']);
  });

  it('admits jobs while the lane’s waiting cost stays within the bound, and any job when nothing waits', () => {
    const fair = queue(2000);
    expect(fair.admits('A', 5000)).toBe(true);
    fair.push('a1', 'A', 1000);
    fair.push('a2', 'A', 1000);
    expect(fair.waitingCost('A')).toBe(2000);
    expect(fair.admits('A', 1)).toBe(false);
    expect(fair.admits('B', 1000)).toBe(true);

    expect(fair.shift()).toBe('a1');
    expect(fair.waitingCost('A')).toBe(1000);
    expect(fair.admits('A', 1000)).toBe(true);
    expect(fair.admits('A', 1001)).toBe(false);
  });
});
