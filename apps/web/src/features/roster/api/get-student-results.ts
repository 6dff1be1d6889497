import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fetchPage } from '@/lib/fetch-page';
import { rosterKeys } from './query-keys';

/** GET /result?student=…: a page of the student's results, newest first, with how many there are in all. */
export function useStudentResults(studentId: string, page: number, limit: number) {
  return useQuery({
    queryKey: rosterKeys.studentResults(studentId, page, limit),
    queryFn: () =>
      fetchPage(
        api.GET('/api/v1/result', {
          params: { query: { student: studentId, page: String(page), limit: String(limit) } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * How many results the student has: the total of a one-result page. It decides what deleting the
 * student does (§5.3 #11), so it is asked afresh before the teacher confirms.
 */
export function useResultCount(studentId: string) {
  return useQuery({
    queryKey: rosterKeys.studentResults(studentId, 1, 1),
    queryFn: async () =>
      (
        await fetchPage(
          api.GET('/api/v1/result', { params: { query: { student: studentId, page: '1', limit: '1' } } }),
        )
      ).meta.total,
  });
}
