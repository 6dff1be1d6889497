import { useSyncExternalStore } from 'react';

/**
 * What to ask before the child leaves the screen they are on, or null: a running test sets it, so that
 * signing out (from the header, outside the test's own screen) asks first too.
 */
let question: string | null = null;
const listeners = new Set<() => void>();

function setQuestion(next: string | null) {
  question = next;
  for (const listener of listeners) listener();
}

/** Asks `ask` before leaving until the returned function is called. */
export function guardLeaving(ask: string): () => void {
  setQuestion(ask);
  return () => {
    if (question === ask) setQuestion(null);
  };
}

/** The question to ask before leaving now, or null when nothing is at stake. */
export const leavingQuestion = (): string | null => question;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether leaving now would cost something (a test is running), re-rendering when that changes. */
export function useLeavingGuarded(): boolean {
  return useSyncExternalStore(subscribe, () => question !== null);
}
