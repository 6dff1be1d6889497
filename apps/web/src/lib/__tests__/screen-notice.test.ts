import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { noticeOf, noticeText, screenNotice } from '../screen-notice';

describe('the notice for the next screen', () => {
  it('travels in the location state and is read back', () => {
    const words = { key: 'roster:removal.deleted', values: { name: 'Asha Rao' } };
    expect(noticeOf(screenNotice(words))).toEqual(words);
  });

  it('is written when shown, with the moments it names written then', () => {
    const words = {
      key: 'teacherArea:newExam.made.opensLater',
      values: { title: 'Friday test', level: 3 },
      moments: { opens: '2026-11-24T09:00:00.000Z' },
    };
    expect(noticeText(words, i18n.t)).toMatch(
      /^“Friday test” is made\. .* Students at level 3 can take it from \w{3} 24 Nov, \d\d:00\.$/,
    );
  });

  it('is nothing in any other state', () => {
    for (const state of [
      null,
      undefined,
      'text',
      { screenNotice: 3 },
      { screenNotice: 'text' },
      { other: 'x' },
    ]) {
      expect(noticeOf(state)).toBeNull();
    }
  });
});
