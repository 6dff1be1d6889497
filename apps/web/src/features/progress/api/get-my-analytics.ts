import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';

/** The figures, without the summary of the student beside them. */
const analyticsOf = <T>({ analytics }: { analytics: T }) => analytics;

/** Every test I took, with the API's figures. */
export const useAssessmentAnalytics = () =>
  useQuery({ ...analyticsQueries.myAssessment(), select: analyticsOf });

/** Every practice exam I tried, with each attempt. */
export const usePracticeAnalytics = () => useQuery({ ...analyticsQueries.myPractice(), select: analyticsOf });
