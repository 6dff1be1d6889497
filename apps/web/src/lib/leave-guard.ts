/**
 * What to ask before the child leaves the screen they are on, or null: a running test sets it, so that
 * signing out (from the header, outside the test's own screen) asks first too.
 */
let question: string | null = null;

/** Asks `ask` before leaving until the returned function is called. */
export function guardLeaving(ask: string): () => void {
  question = ask;
  return () => {
    if (question === ask) question = null;
  };
}

/** The question to ask before leaving now, or null when nothing is at stake. */
export const leavingQuestion = (): string | null => question;
