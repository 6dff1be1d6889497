import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import type { PageMeta } from '@/lib/fetch-page';
import { ON_EVERY_VISIT } from '@/lib/react-query';
import type { ExamAssessmentFigures, ExamPracticeFigures, TeacherExam } from '@/types/api';

/** How the students are ordered: `date` is when a test was taken, or a practice first tried. */
export type StudentsOrder = 'name' | 'score' | 'date';

/** Which page of the exam's students the table shows, in which order. */
export interface StudentsListing {
  page: number;
  limit: number;
  sort: StudentsOrder;
}

/** Where the listed page sits among all the exam's students. */
type ListingMeta = PageMeta & { sort: StudentsOrder };

/** The class's figures for an exam, told apart by its kind, and where its page of students sits. */
type ExamFigures = { meta: ListingMeta } & (
  ({ kind: 'assessment' } & ExamAssessmentFigures) | ({ kind: 'practice' } & ExamPracticeFigures)
);

const asAssessment = (figures: ExamAssessmentFigures & { meta: ListingMeta }) => ({
  kind: 'assessment' as const,
  ...figures,
});
const asPractice = (figures: ExamPracticeFigures & { meta: ListingMeta }) => ({
  kind: 'practice' as const,
  ...figures,
});

/**
 * The class's figures for the exam, with one page of its students: #27 for a test, #26 for practice.
 * They are cached as the API sends them (the teacher home reads a test's too), and told apart by `kind`
 * here. Another page keeps the one shown until it has come, so the table does not jump.
 */
export function useExamAnalytics(
  exam: Pick<TeacherExam, 'exam_id' | 'type'>,
  listing: StudentsListing,
): UseQueryResult<ExamFigures> {
  const assessment = useQuery({
    ...analyticsQueries.examAssessment(exam.exam_id, listing),
    enabled: exam.type === 'assessment',
    staleTime: ON_EVERY_VISIT,
    placeholderData: keepPreviousData,
    select: asAssessment,
  });
  const practice = useQuery({
    ...analyticsQueries.examPractice(exam.exam_id, listing),
    enabled: exam.type === 'practice',
    staleTime: ON_EVERY_VISIT,
    placeholderData: keepPreviousData,
    select: asPractice,
  });
  return exam.type === 'assessment' ? assessment : practice;
}
