import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { fetchPage } from '@/lib/fetch-page';
import type { ResultListQuery } from '@/types/api';

/** The most results the API lists at once. */
const ALL = '500';

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
  /** GET /exam/{examId}/results: the exam's results (a student sees only their own). */
  ofExam: (examId: string) =>
    queryOptions({
      queryKey: [...resultQueries.all(), 'exam', examId] as const,
      queryFn: () =>
        unwrap(
          api.GET('/api/v1/exam/{examId}/results', { params: { path: { examId }, query: { limit: ALL } } }),
        ),
    }),
  details: () => [...resultQueries.all(), 'detail'] as const,
  /** GET /result/{resultId}: one result with its questions and as much review as the reader may see. */
  detail: (resultId: string) =>
    queryOptions({
      queryKey: [...resultQueries.details(), resultId] as const,
      queryFn: () => unwrap(api.GET('/api/v1/result/{resultId}', { params: { path: { resultId } } })),
    }),
};
