import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { fetchPage, nextPageNumber } from '@/lib/fetch-page';
import type { ResultListQuery } from '@/types/api';

/** A student's results a page holds: a screen or two on a phone. */
const MY_PAGE_SIZE = 20;

/** The results of exams, as the signed-in account may see them. */
export const resultQueries = {
  all: () => ['results'] as const,
  lists: () => [...resultQueries.all(), 'list'] as const,
  /** GET /result as a teacher: a page of my exams' results, newest first, with how many there are in all. */
  list: (query: ResultListQuery) =>
    queryOptions({
      queryKey: [...resultQueries.lists(), query] as const,
      queryFn: () => fetchPage(api.GET('/api/v1/result', { params: { query } })),
    }),
  /**
   * GET /result as a student: every result of mine, newest first, a page at a time — whatever my level
   * or the state of the exams now (a level move or a closed exam takes none away).
   */
  mine: () =>
    infiniteQueryOptions({
      queryKey: [...resultQueries.lists(), 'mine'] as const,
      queryFn: ({ pageParam }) =>
        fetchPage(api.GET('/api/v1/result', { params: { query: { page: pageParam, limit: MY_PAGE_SIZE } } })),
      initialPageParam: 1,
      getNextPageParam: nextPageNumber,
    }),
  details: () => [...resultQueries.all(), 'detail'] as const,
  /** GET /result/{resultId}: one result with its questions and as much review as the reader may see. */
  detail: (resultId: string) =>
    queryOptions({
      queryKey: [...resultQueries.details(), resultId] as const,
      queryFn: () => unwrap(api.GET('/api/v1/result/{resultId}', { params: { path: { resultId } } })),
    }),
};
