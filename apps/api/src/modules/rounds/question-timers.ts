/**
 * A timer per round, in this process, for the moment its question's time runs out: what is shown then is
 * decided by the database's clock on every read, but the screens only read again when told, so the
 * process that showed the question tells them, as the teacher's reveal would. One per round: showing
 * the next question replaces it, and closing the app clears them all.
 */
export function createQuestionTimers(onTimeUp: (roundId: number, question: number) => void) {
  const timers = new Map<number, NodeJS.Timeout>();
  const cancel = (roundId: number) => {
    clearTimeout(timers.get(roundId));
    timers.delete(roundId);
  };
  return {
    /** Calls `onTimeUp` in `inMs` for this round's question, unless another is scheduled first. */
    schedule(roundId: number, question: number, inMs: number): void {
      cancel(roundId);
      const timer = setTimeout(
        () => {
          timers.delete(roundId);
          onTimeUp(roundId, question);
        },
        Math.max(0, inMs),
      );
      // A timer left over never keeps a process from exiting.
      timer.unref();
      timers.set(roundId, timer);
    },
    cancel,
    close(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type QuestionTimers = ReturnType<typeof createQuestionTimers>;
