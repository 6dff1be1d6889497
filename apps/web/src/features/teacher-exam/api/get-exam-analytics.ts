import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { ON_EVERY_VISIT } from '@/lib/react-query';
import type { TeacherExam } from '@/types/api';

/** The class's figures for the exam: #27 for a test, #26 for practice. */
export function useExamAnalytics(exam: Pick<TeacherExam, 'exam_id' | 'type'>) {
  const path = { params: { path: { examId: exam.exam_id } } };
  return useQuery({
    // Not the dashboard's key for the same request: this one's data carries its kind.
    queryKey: ['analytics', 'exam', exam.exam_id, 'figures'],
    staleTime: ON_EVERY_VISIT,
    queryFn: async () =>
      exam.type === 'assessment'
        ? {
            kind: 'assessment' as const,
            ...(await unwrap(api.GET('/api/v1/exam/assessment/{examId}/analytics', path))),
          }
        : {
            kind: 'practice' as const,
            ...(await unwrap(api.GET('/api/v1/exam/practice/{examId}/analytics', path))),
          },
  });
}
