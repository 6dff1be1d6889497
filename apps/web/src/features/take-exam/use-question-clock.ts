import { useCallback, useEffect, useState } from 'react';
import { QuestionClock } from './question-clock';

/**
 * Times each question while it is the one shown and the page is visible (see {@link QuestionClock}); the
 * reading to send with the answers.
 */
export function useQuestionClock(questionCount: number, shown: number): () => number[] {
  const [clock] = useState(() => new QuestionClock(questionCount));

  useEffect(() => clock.show(shown, performance.now()), [clock, shown]);

  useEffect(() => {
    const onVisibility = () => clock.setVisible(document.visibilityState === 'visible', performance.now());
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [clock]);

  return useCallback(() => clock.times(performance.now()), [clock]);
}
