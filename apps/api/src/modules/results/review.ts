import type { Answer, OptionLetter } from '../../domain/answers.js';
import type { Account } from '../../domain/roles.js';
import { grade, type QuestionFeedback } from './grading.js';

/** Per question: what was chosen, whether it was right, and the right option where the reader may see it. */
export type Feedback = Omit<QuestionFeedback, 'correct_option'> &
  Partial<Pick<QuestionFeedback, 'correct_option'>>;

/** What a reader is told of a graded result's answers. */
export interface Review {
  answers: Answer[] | null;
  feedback: Feedback[] | null;
}

/** What the key's visibility depends on: the result's kind and the exam's state now. */
export interface ReviewedResult {
  examIsSingleAttempt: boolean;
  examIsActive: boolean;
  examDeletedAt: Date | null;
}

/**
 * Whether the reader may see the correct options: the exam's owner always; a student for practice, and
 * for an assessment only once it is closed (deactivated or deleted) — before that, one student's review
 * would hand the key to the whole class.
 */
export function mayShowKey(reader: Account['role'], result: ReviewedResult): boolean {
  if (reader === 'admin' || !result.examIsSingleAttempt) return true;
  return !result.examIsActive || result.examDeletedAt !== null;
}

/** The feedback as this reader may see it. */
export function visibleFeedback(feedback: QuestionFeedback[], showKey: boolean): Feedback[] {
  return showKey ? feedback : feedback.map(({ correct_option: _key, ...told }) => told);
}

/**
 * The review of stored answers against the key they were graded with; none for a result the client
 * scored itself (no answers) or one whose questions are no longer known.
 */
export function reviewOf(
  answers: Answer[] | null,
  key: readonly OptionLetter[] | undefined,
  marksPerQuestion: number,
  showKey: boolean,
): Review {
  if (!answers) return { answers: null, feedback: null };
  if (!key || key.length !== answers.length) return { answers, feedback: null };
  return { answers, feedback: visibleFeedback(grade(answers, key, marksPerQuestion).feedback, showKey) };
}
