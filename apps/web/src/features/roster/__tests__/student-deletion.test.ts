import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { noticeText } from '@/lib/screen-notice';
import {
  clearingConsequence,
  deletedNotice,
  deletionOutcome,
  deletionWording,
  resultsCount,
} from '../student-deletion';

const asha = { fullname: 'Asha Rao', is_deleted: false };
const closedAsha = { ...asha, is_deleted: true };

describe('deletionOutcome', () => {
  it('closes the account of a student with results, and removes one without', () => {
    expect(deletionOutcome(asha, 3)).toBe('close');
    expect(deletionOutcome(asha, 0)).toBe('remove');
  });

  it('can remove a closed account only once its results are cleared', () => {
    expect(deletionOutcome(closedAsha, 1)).toBe('nothing');
    expect(deletionOutcome(closedAsha, 0)).toBe('remove');
  });
});

describe('deletionWording', () => {
  it('says, before confirming, that the account is closed and the results kept', () => {
    const wording = deletionWording('close', asha, 12);
    expect(wording?.question).toBe('Delete Asha Rao?');
    expect(wording?.consequence).toContain('Asha Rao has 12 results, so the account is closed');
    expect(wording?.consequence).toContain('can no longer sign in');
    expect(wording?.consequence).toContain('the results stay in your exams’ reports');
    expect(wording?.confirm).toBe('Close the account');
  });

  it('says that a student without results is removed entirely', () => {
    const wording = deletionWording('remove', asha, 0);
    expect(wording?.consequence).toContain('Asha Rao has no results, so the account is removed entirely');
    expect(wording?.confirm).toBe('Delete for good');
    expect(deletionWording('remove', closedAsha, 0)?.consequence).toContain('is closed and has no results');
  });

  it('has nothing to offer when deleting would change nothing', () => {
    expect(deletionWording('nothing', closedAsha, 2)).toBeNull();
  });
});

describe('the words about results', () => {
  it('count them in the singular and the plural', () => {
    expect(resultsCount(1)).toBe('1 result');
    expect(resultsCount(1200)).toBe('1\u202f200 results');
  });

  it('say what clearing deletes and that the student stays', () => {
    expect(clearingConsequence('Asha Rao', 5)).toMatch(
      /^This deletes all 5 results of Asha Rao: .* Asha Rao stays in your class/,
    );
    expect(clearingConsequence('Asha Rao', 1)).toMatch(/^This deletes the 1 result of Asha Rao:/);
    expect(clearingConsequence('Asha Rao', 0)).toBe('Asha Rao has no results to clear.');
  });

  it('report what the API did, not what was expected', () => {
    expect(noticeText(deletedNotice('Asha Rao', true), i18n.t)).toBe('Asha Rao is deleted.');
    expect(noticeText(deletedNotice('Asha Rao', false), i18n.t)).toBe(
      'Asha Rao’s account is closed; their results are kept.',
    );
  });
});
