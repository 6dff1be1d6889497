import { describe, expect, it } from 'vitest';
import { mistakesMadeMost } from '../abacus-mistakes';

describe('mistakesMadeMost', () => {
  it('names the mistakes made, most made first, and leaves out those never made', () => {
    expect(
      mistakesMadeMost({
        'five-bead': 2,
        'one-bead': 0,
        carry: 14,
        'skipped-row': 0,
        sign: 0,
        'rod-slip': 0,
        'times-table': 3,
      }),
    ).toBe('a carry lost or added (14), a times-table slip (3), the 5-bead forgotten (2)');
  });

  it('is empty when no wrong answer stood for a mistake', () => {
    expect(
      mistakesMadeMost({
        'five-bead': 0,
        'one-bead': 0,
        carry: 0,
        'skipped-row': 0,
        sign: 0,
        'rod-slip': 0,
        'times-table': 0,
      }),
    ).toBe('');
  });
});
