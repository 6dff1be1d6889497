import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { ON_EVERY_VISIT } from '@/lib/react-query';
import type { ExamAssessmentFigures, ExamPracticeFigures, TeacherExam } from '@/types/api';

/** The class's figures for an exam, told apart by its kind. */
type ExamFigures =
  ({ kind: 'assessment' } & ExamAssessmentFigures) | ({ kind: 'practice' } & ExamPracticeFigures);

const asAssessment = (figures: ExamAssessmentFigures) => ({ kind: 'assessment' as const, ...figures });
const asPractice = (figures: ExamPracticeFigures) => ({ kind: 'practice' as const, ...figures });

/**
 * The class's figures for the exam: #27 for a test, #26 for practice. They are cached as the API sends
 * them (the teacher home reads a test's too), and told apart by `kind` here.
 */
export function useExamAnalytics(exam: Pick<TeacherExam, 'exam_id' | 'type'>): UseQueryResult<ExamFigures> {
  const assessment = useQuery({
    ...analyticsQueries.examAssessment(exam.exam_id),
    enabled: exam.type === 'assessment',
    staleTime: ON_EVERY_VISIT,
    select: asAssessment,
  });
  const practice = useQuery({
    ...analyticsQueries.examPractice(exam.exam_id),
    enabled: exam.type === 'practice',
    staleTime: ON_EVERY_VISIT,
    select: asPractice,
  });
  return exam.type === 'assessment' ? assessment : practice;
}
