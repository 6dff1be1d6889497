import { useQueries, useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { resultQueries } from '@/api/result-queries';
import type { Page } from '@/lib/fetch-page';
import { ON_EVERY_VISIT } from '@/lib/react-query';

const RECENT_RESULTS = 6;

const itemsOf = <T>(page: Page<T>) => page.items;

/** GET /result as a teacher: the newest results of my exams. */
export function useRecentResults() {
  return useQuery({
    ...resultQueries.list({ limit: RECENT_RESULTS }),
    staleTime: ON_EVERY_VISIT,
    select: itemsOf,
  });
}

/** Who has not taken each of these tests yet (#27's `notAttempted`), one request per test. */
export function useNotYetTaken(examIds: readonly string[]) {
  return useQueries({
    queries: examIds.map((examId) => ({
      ...analyticsQueries.examAssessment(examId),
      staleTime: ON_EVERY_VISIT,
    })),
  });
}
