import { useSyncExternalStore } from 'react';

/**
 * The console's access token, shared by every endpoint page of this tab. It lives in memory and in
 * sessionStorage (so a reload keeps it, and closing the tab forgets it); never in localStorage.
 */
const STORAGE_KEY = 'abacus-docs.try-it.access-token';
const listeners = new Set<() => void>();
let memory: string | undefined;

function read(): string {
  if (memory !== undefined) return memory;
  try {
    memory = window.sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    // Storage refused (a privacy setting): the token lives in memory only.
    memory = '';
  }
  return memory;
}

export function setConsoleToken(token: string) {
  memory = token;
  try {
    if (token) window.sessionStorage.setItem(STORAGE_KEY, token);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsoleToken(): [string, (token: string) => void] {
  return [useSyncExternalStore(subscribe, read), setConsoleToken];
}
