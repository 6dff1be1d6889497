import { describe, expect, it } from 'vitest';
import { NO_MISTAKES } from '@/testing/fixtures';
import { mistakesMadeMost } from '../abacus-mistakes';

describe('mistakesMadeMost', () => {
  it('names the mistakes made, most made first, and leaves out those never made', () => {
    expect(mistakesMadeMost({ ...NO_MISTAKES, 'five-bead': 2, carry: 14, 'times-table': 3 })).toBe(
      'a carry lost or added (14), a times-table slip (3), the 5-bead forgotten (2)',
    );
  });

  it('is empty when no wrong answer stood for a mistake', () => {
    expect(mistakesMadeMost(NO_MISTAKES)).toBe('');
  });
});
