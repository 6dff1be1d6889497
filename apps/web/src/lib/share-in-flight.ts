/**
 * Wraps an async task so that callers arriving while it runs share that one run instead of starting
 * another; once it settles, the next call starts a new run.
 */
export function shareInFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
