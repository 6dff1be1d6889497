import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { ON_EVERY_VISIT } from '@/lib/react-query';

/**
 * What a parent reads: the children linked to their account, and each child's week, results, formulas,
 * grades and tests due. A parent has no live stream, so a child's page asks again on every visit.
 */
export const familyQueries = {
  all: () => ['family'] as const,
  /** GET /parent/children: the children linked to me, by name. */
  children: () =>
    queryOptions({
      queryKey: [...familyQueries.all(), 'children'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/parent/children')),
    }),
  /** GET /parent/children/{studentId}: one child's week, latest results, formulas, grades and tests due. */
  child: (studentId: string) =>
    queryOptions({
      queryKey: [...familyQueries.all(), 'child', studentId] as const,
      queryFn: () =>
        unwrap(api.GET('/api/v1/parent/children/{studentId}', { params: { path: { studentId } } })),
      staleTime: ON_EVERY_VISIT,
    }),
};
