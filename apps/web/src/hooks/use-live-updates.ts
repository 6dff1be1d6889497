import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { staleQueriesOf } from '@/api/live-invalidation';
import { followLiveEvents } from '@/lib/live-events';

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState === 'visible';

/**
 * Keeps the screens of a signed-in account up to date without a reload: while the tab is in view, it
 * follows the account's live stream and marks out of date exactly what each event changed, which the
 * screens on view read again. A tab out of view closes its stream (a browser allows a handful of
 * connections to one server, and every open tab would hold one); back in view, the stream's `ready`
 * has everything read again, so nothing that happened meanwhile is missed.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const visible = useSyncExternalStore(subscribeToVisibility, isVisible);

  useEffect(() => {
    if (!visible) return;
    const stop = new AbortController();
    void followLiveEvents((event) => {
      for (const filters of staleQueriesOf(event)) void queryClient.invalidateQueries(filters);
    }, stop.signal);
    return () => stop.abort();
  }, [queryClient, visible]);
}
