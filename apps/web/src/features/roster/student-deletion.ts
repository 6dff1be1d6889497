import { i18n } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';
import type { NoticeWords } from '@/lib/screen-notice';

/**
 * What DELETE /student/{id} will do (#11): a student with results is only closed (soft-deleted), so that
 * the results stay in the teacher's reports; one without results is removed for good. A closed account
 * with results cannot be removed any further: deleting it again changes nothing.
 */
export type DeletionOutcome = 'close' | 'remove' | 'nothing';

export function deletionOutcome(student: { is_deleted: boolean }, resultCount: number): DeletionOutcome {
  if (resultCount > 0) return student.is_deleted ? 'nothing' : 'close';
  return 'remove';
}

export interface DeletionWording {
  /** The confirmation's title. */
  question: string;
  /** What will happen, said before the teacher confirms. */
  consequence: string;
  /** The confirming button. */
  confirm: string;
}

/** A count with its number as the app writes it: `{ count: 1200, number: '1 200' }`. */
const counted = (count: number) => ({ count, number: formatNumber(count) });

/** `1 result`, `12 results`. */
export const resultsCount = (count: number): string => i18n.t('roster:results.count', counted(count));

/** The words of the delete action for this outcome, or null when there is nothing to delete. */
export function deletionWording(
  outcome: DeletionOutcome,
  student: { fullname: string; is_deleted: boolean },
  resultCount: number,
): DeletionWording | null {
  const name = student.fullname;
  switch (outcome) {
    case 'close':
      return {
        question: i18n.t('roster:removal.deleteQuestion', { name }),
        consequence: i18n.t('roster:removal.closing', { name, ...counted(resultCount) }),
        confirm: i18n.t('roster:removal.closeAccount'),
      };
    case 'remove':
      return {
        question: i18n.t('roster:removal.deleteQuestion', { name }),
        consequence: student.is_deleted
          ? i18n.t('roster:removal.removingClosed', { name })
          : i18n.t('roster:removal.removing', { name }),
        confirm: i18n.t('roster:removal.deleteForGood'),
      };
    case 'nothing':
      return null;
  }
}

/** What the teacher is told on the roster once the API has answered: it says which of the two it did. */
export const deletedNotice = (name: string, permanently: boolean): NoticeWords => ({
  key: permanently ? 'roster:removal.deleted' : 'roster:removal.closed',
  values: { name },
});

/** What clearing the student's results does (#12), said before the teacher confirms. */
export function clearingConsequence(name: string, resultCount: number): string {
  if (resultCount === 0) return i18n.t('roster:removal.nothingToClear', { name });
  return i18n.t('roster:removal.clearing', { name, ...counted(resultCount) });
}

/** What the teacher is told once the results are cleared: how many went. */
export const clearedMessage = (name: string, deletedResults: number): string =>
  i18n.t('roster:removal.cleared', { name, ...counted(deletedResults) });
