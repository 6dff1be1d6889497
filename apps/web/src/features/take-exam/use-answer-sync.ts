import { useEffect, useState, useSyncExternalStore } from 'react';
import { saveAnswers } from './api/save-answers';
import type { Answer } from '@/lib/answers';
import { AnswerSaver } from './answer-saver';

/**
 * Keeps the server's copy of an attempt's answers in step with `answers` (see {@link AnswerSaver}), each
 * save with the questions' times on screen as `timesNow` reads them then.
 */
export function useAnswerSync(
  attemptId: string,
  answers: readonly Answer[],
  initiallySaved: readonly Answer[],
  timesNow: () => number[],
) {
  const [saver] = useState(
    () => new AnswerSaver((sending) => saveAnswers(attemptId, sending, timesNow()), initiallySaved),
  );
  const status = useSyncExternalStore(saver.subscribe, saver.getStatus);

  useEffect(() => saver.change(answers), [saver, answers]);

  useEffect(() => {
    const retryNow = () => void saver.flush();
    window.addEventListener('online', retryNow);
    return () => window.removeEventListener('online', retryNow);
  }, [saver]);

  return { ...status, saver };
}
