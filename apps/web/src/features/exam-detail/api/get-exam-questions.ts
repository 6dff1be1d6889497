import { useQuery } from '@tanstack/react-query';
import { examQueries } from '@/api/exam-queries';

/** The exam's questions with their answers, as its teacher reads them. */
export function useExamQuestions(examId: string) {
  return useQuery(examQueries.questions(examId));
}
