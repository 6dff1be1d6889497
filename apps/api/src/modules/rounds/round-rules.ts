import type { RoundState } from '@abacus/contract';
import type { StudentAccount } from '../../domain/roles.js';
import type { QuestionWindow } from '../../domain/round-timing.js';
import { conflict } from '../../lib/http-error.js';
import { isOpenAt, opensNowOrLater, type OpeningTimes } from '../exams/index.js';
import type { RoundRow } from './rounds-repository.js';

/** The current question's state, decided on every read by the database's clock: no job closes a question. */
export function stateOf(round: RoundRow, window: QuestionWindow | null): RoundState {
  if (round.endedAt) return 'ended';
  if (round.questionIndex === 0 || !round.shownAt || !window) return 'lobby';
  const timeUp = round.now.getTime() > round.shownAt.getTime() + window.endsMs;
  return round.revealedAt || timeUp ? 'reveal' : 'question';
}

/** Whether the student may join the round and follow it: their teacher's, at their confirmed level or the whole class's. */
export const inAudience = (student: StudentAccount, round: RoundRow) =>
  round.adminId === student.adminId &&
  student.levelConfirmed &&
  (round.wholeClass || student.level === round.exam.level);

/**
 * When a player's time in the round began: their joining, or its first question if they joined in the
 * lobby (waiting for the class to join is not time spent on the questions). Rounds from before the first
 * question was kept count from the joining.
 */
export const playedFrom = (round: Pick<RoundRow, 'firstShownAt'>, joinedAt: Date): Date =>
  round.firstShownAt !== null && round.firstShownAt > joinedAt ? round.firstShownAt : joinedAt;

/** Where the round is, for a move that does not fit it. */
export function positionOf(round: RoundRow): string {
  if (round.questionIndex === 0) return 'The round is in the lobby: show question 1 first';
  if (round.questionIndex === round.totalQuestions) {
    return `The round is at its last question (${round.totalQuestions}): end the round`;
  }
  return (
    `The round is at question ${round.questionIndex} of ${round.totalQuestions}: ` +
    `the next is question ${round.questionIndex + 1}`
  );
}

/**
 * A test still to be sat, open now or switched on to open by itself later: a round would show its
 * questions and answers to the class before they sit it.
 */
export function refuseTestNotYetSat(
  exam: { isSingleAttempt: boolean } & Omit<OpeningTimes, 'keptClosesAt'>,
  now: Date,
): void {
  if (!exam.isSingleAttempt || !opensNowOrLater(exam, now)) return;
  throw conflict(
    isOpenAt(exam, now)
      ? 'This test is open for students: a round would show its questions and answers to the class before ' +
          'they sit it; close it first, or use a practice'
      : 'This test opens by itself later: a round would show its questions and answers to the class before ' +
          'they sit it; switch it off first, or use a practice',
  );
}
