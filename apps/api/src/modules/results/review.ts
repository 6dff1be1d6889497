import type { ReviewWhileOpen } from '@abacus/contract';
import type { Answer, KeyEntry } from '../../domain/answers.js';
import type { Account } from '../../domain/roles.js';
import { scoreAnswers, type QuestionFeedback } from './scoring.js';

/** Per question: what was chosen, whether it was right, and the right option where the reader may see it. */
export type Feedback = Omit<QuestionFeedback, 'correct_option'> &
  Partial<Pick<QuestionFeedback, 'correct_option'>>;

/** What a reader is told of a scored result's answers. */
export interface Review {
  answers: Answer[] | null;
  feedback: Feedback[] | null;
}

/** What the review shown depends on: the exam's state now and the teacher's choice. */
export interface ReviewedResult {
  examIsActive: boolean;
  examDeletedAt: Date | null;
  examReviewWhileOpen: ReviewWhileOpen;
}

/**
 * How much of a result's review the reader may see: the exam's owner everything; a student what the
 * teacher chose while the exam is open (one child's review must not hand the key to the class), and
 * everything once it is closed (deactivated or deleted).
 */
export function reviewShown(reader: Account['role'], result: ReviewedResult): ReviewWhileOpen {
  if (reader === 'admin' || !result.examIsActive || result.examDeletedAt !== null) return 'answers';
  return result.examReviewWhileOpen;
}

/** The feedback as this much review shows it: none for the score alone. */
export function visibleFeedback(feedback: QuestionFeedback[], shown: ReviewWhileOpen): Feedback[] | null {
  if (shown === 'score') return null;
  if (shown === 'answers') return feedback;
  return feedback.map(({ correct_option: _key, correct_answer: _number, ...told }) => told);
}

/**
 * The review of stored answers against the key they were scored with; no feedback for a result the client
 * scored itself (no answers), one whose questions are no longer known, or a reader shown the score alone.
 */
export function reviewOf(
  answers: Answer[] | null,
  key: readonly KeyEntry[] | undefined,
  marksPerQuestion: number,
  shown: ReviewWhileOpen,
): Review {
  if (!answers) return { answers: null, feedback: null };
  if (!key || key.length !== answers.length) return { answers, feedback: null };
  return { answers, feedback: visibleFeedback(scoreAnswers(answers, key, marksPerQuestion).feedback, shown) };
}
