import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { ON_EVERY_VISIT } from '@/lib/react-query';

/** How the class answered each of the exam's questions. */
export function useItemAnalysis(examId: string) {
  return useQuery({ ...analyticsQueries.examQuestions(examId), staleTime: ON_EVERY_VISIT });
}
