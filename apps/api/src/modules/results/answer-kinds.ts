import type { Answer, AnswerMode } from '../../domain/answers.js';
import { badRequest } from '../../lib/http-error.js';

/**
 * Refuses answers of the other kind: a letter for a question the child writes the number of, or a number
 * where there are options to choose. Scoring would only mark them wrong; the client has the exam wrong.
 */
export function checkAnswerKinds(answers: readonly Answer[], mode: AnswerMode): void {
  const kind = mode === 'typed' ? 'number' : 'string';
  const wrong = answers.findIndex((answer) => answer !== null && typeof answer !== kind);
  if (wrong === -1) return;
  throw badRequest(
    mode === 'typed'
      ? `answers[${wrong}] must be a whole number or null: this exam's answers are written, not chosen`
      : `answers[${wrong}] must be a, b, c, d or null: this exam's answers are chosen from its options`,
  );
}
