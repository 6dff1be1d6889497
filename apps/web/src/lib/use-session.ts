import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeToSession, type SessionState } from './api-client';

/** Who is signed in, re-rendering when that changes (sign-in, sign-out, a refused refresh). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, getSessionState);
}
