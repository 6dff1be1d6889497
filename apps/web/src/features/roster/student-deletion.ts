import { formatNumber } from '@/lib/format';

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

/** `1 result`, `12 results`. */
export const resultsCount = (count: number): string =>
  count === 1 ? '1 result' : `${formatNumber(count)} results`;

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
        question: `Delete ${name}?`,
        consequence:
          `${name} has ${resultsCount(resultCount)}, so the account is closed rather than removed: ${name} can ` +
          'no longer sign in and leaves your class list, and the results stay in your exams’ reports. ' +
          'Their username and email become free for a new account.',
        confirm: 'Close the account',
      };
    case 'remove':
      return {
        question: `Delete ${name}?`,
        consequence: student.is_deleted
          ? `The account of ${name} is closed and has no results, so it is now removed entirely: nothing of it is kept.`
          : `${name} has no results, so the account is removed entirely: ${name} can no longer sign in and nothing of it is kept.`,
        confirm: 'Delete for good',
      };
    case 'nothing':
      return null;
  }
}

/** What the teacher is told once the API has answered: it says which of the two it did. */
export const deletedMessage = (name: string, permanently: boolean): string =>
  permanently ? `${name} is deleted.` : `${name}’s account is closed; their results are kept.`;

/** What clearing the student's results does (#12), said before the teacher confirms. */
export function clearingConsequence(name: string, resultCount: number): string {
  if (resultCount === 0) return `${name} has no results to clear.`;
  const which = resultCount === 1 ? 'the 1 result' : `all ${resultsCount(resultCount)}`;
  return (
    `This deletes ${which} of ${name}: their scores and answers, here and in your exams’ reports. ` +
    `${name} stays in your class and may take your tests again.`
  );
}
