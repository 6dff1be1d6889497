import { useInfiniteQuery } from '@tanstack/react-query';
import { resultQueries } from '@/api/result-queries';

/** Every result of mine (GET /result), newest first: the pages read so far, and the way to the next. */
export function useMyResults() {
  const query = useInfiniteQuery(resultQueries.mine());
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    results: pages.flatMap((page) => page.items),
    /** How many results I have in all, on every page. */
    total: pages[0]?.meta.total ?? 0,
  };
}
