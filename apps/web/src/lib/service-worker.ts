import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';

/** How often an open app asks whether a newer build was deployed (and whenever it comes back into view). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

let waiting = false;
const listeners = new Set<() => void>();
let takeOver: ((reloadPage?: boolean) => Promise<void>) | undefined;

function setWaiting(now: boolean) {
  waiting = now;
  for (const listener of listeners) listener();
}

/**
 * Registers the service worker that keeps the app's files on the device (vite.config.ts): installable,
 * and a set begun online goes on offline. A newer build waits until the child or teacher reloads from
 * the notice it raises (useAppUpdate), rather than swapping the app under a half-written answer. A
 * browser that refuses workers (a private window) runs the app online as before.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  takeOver = registerSW({
    onNeedRefresh: () => setWaiting(true),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, CHECK_EVERY_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    onRegisterError() {
      // Nothing to tell: the app works online without its worker.
    },
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a newer build of the app is ready, and how to load it. */
export function useAppUpdate() {
  const ready = useSyncExternalStore(subscribe, () => waiting);
  return {
    ready,
    // The page reloads into the new build; the notice goes at once, so it is never pressed twice.
    reload: () => {
      setWaiting(false);
      void takeOver?.(true);
    },
  };
}
