import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { examQueries } from '@/api/exam-queries';
import { msUntilNextOpeningChange, type OpeningTimes } from '@/lib/next-opening-change';

/**
 * Reads the exams again when one opens or closes by the times its teacher set: the server decides that
 * on each read and sends no event, since no one did anything. Follows every list of exams in the cache.
 */
export function useOpeningTimes(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const exams = queryClient
        .getQueriesData<OpeningTimes[]>({ queryKey: examQueries.lists() })
        .flatMap(([, list]) => list ?? []);
      const wait = msUntilNextOpeningChange(exams, Date.now());
      if (wait === undefined) return;
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: examQueries.all() }), wait);
    };
    schedule();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') schedule();
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient]);
}
