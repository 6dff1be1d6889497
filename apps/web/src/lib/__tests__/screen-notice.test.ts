import { describe, expect, it } from 'vitest';
import { noticeOf, screenNotice } from '../screen-notice';

describe('the notice for the next screen', () => {
  it('travels in the location state and is read back', () => {
    expect(noticeOf(screenNotice('Asha Rao is deleted.'))).toBe('Asha Rao is deleted.');
  });

  it('is nothing in any other state', () => {
    for (const state of [null, undefined, 'text', { screenNotice: 3 }, { other: 'x' }]) {
      expect(noticeOf(state)).toBeNull();
    }
  });
});
