import { codeGroups } from '@abacus/contract';
import { describe, expect, it } from 'vitest';

describe('a class code written out', () => {
  it('comes in groups of four, as on the screen and the slips', () => {
    expect(codeGroups('K7QM4TXR')).toEqual(['K7QM', '4TXR']);
    expect(codeGroups('K7QM4TX')).toEqual(['K7QM', '4TX']);
  });
});
