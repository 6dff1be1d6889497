import { describe, expect, it } from 'vitest';
import { noticeOf, rosterNotice } from '../roster-notice';

describe('the notice for the roster', () => {
  it('travels in the location state and is read back', () => {
    expect(noticeOf(rosterNotice('Asha Rao is deleted.'))).toBe('Asha Rao is deleted.');
  });

  it('is nothing in any other state', () => {
    for (const state of [null, undefined, 'text', { rosterNotice: 3 }, { other: 'x' }]) {
      expect(noticeOf(state)).toBeNull();
    }
  });
});
