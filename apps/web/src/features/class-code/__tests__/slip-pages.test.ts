import { describe, expect, it } from 'vitest';
import { codeGroups } from '../class-code-text';
import { slipPages } from '../slip-pages';

describe('join slips', () => {
  it('fill pages of ten, the last with what is left', () => {
    expect(slipPages(23).map((page) => page.length)).toEqual([10, 10, 3]);
    expect(slipPages(23).flat()).toEqual(Array.from({ length: 23 }, (_, index) => index + 1));
    expect(slipPages(10)).toHaveLength(1);
    expect(slipPages(0)).toEqual([]);
  });

  it('write the code in groups of four', () => {
    expect(codeGroups('K7QM4TXR')).toEqual(['K7QM', '4TXR']);
  });
});
