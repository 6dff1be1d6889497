import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resultQueries } from '@/api/result-queries';
import type { Page } from '@/lib/fetch-page';

/** GET /result?student=…: a page of the student's results, newest first, with how many there are in all. */
export function useStudentResults(studentId: string, page: number, limit: number) {
  return useQuery({
    ...resultQueries.list({ student: studentId, page, limit }),
    placeholderData: keepPreviousData,
  });
}

const totalOf = (page: Page<unknown>) => page.meta.total;

/**
 * How many results the student has: the total of a one-result page. It decides what deleting the
 * student does (§5.3 #11), so it is asked afresh before the teacher confirms.
 */
export function useResultCount(studentId: string) {
  return useQuery({
    ...resultQueries.list({ student: studentId, page: 1, limit: 1 }),
    select: totalOf,
  });
}
