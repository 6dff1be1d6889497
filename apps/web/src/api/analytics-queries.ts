import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { fetchPage, fetchWithMeta } from '@/lib/fetch-page';
import type { ExamAssessmentListing, ExamPracticeListing } from '@/types/api';

/** Days as `YYYY-MM-DD`; either end may be open. */
export interface DateRange {
  from?: string;
  to?: string;
}

const examPath = (examId: string) => ({ params: { path: { examId } } });

const studentPath = (studentId: string) => ({ params: { path: { studentId } } });

/** The figures the API makes from results: of my levels, of one exam, of one student, or of myself. */
export const analyticsQueries = {
  all: () => ['analytics'] as const,
  /** The figures of every range of levels. */
  allLevels: () => [...analyticsQueries.all(), 'levels'] as const,
  /** The figures of one exam, of every kind. */
  ofExam: (examId: string) => [...analyticsQueries.all(), 'exam', examId] as const,
  /** The figures of one student, of every kind. */
  ofStudent: (studentId: string) => [...analyticsQueries.all(), 'student', studentId] as const,
  /** My own figures, of every kind. */
  mine: () => [...analyticsQueries.all(), 'mine'] as const,
  /** GET /analytics/levels: each level's students, exams and results over the range. */
  levels: (range: DateRange = {}) =>
    queryOptions({
      queryKey: [...analyticsQueries.allLevels(), range] as const,
      queryFn: () => unwrap(api.GET('/api/v1/analytics/levels', { params: { query: range } })),
    }),
  /** GET /exam/assessment/{id}/analytics (#27): the class's figures for a test, and who has not taken it. */
  examAssessment: (examId: string, listing: ExamAssessmentListing = {}) =>
    queryOptions({
      queryKey: [...analyticsQueries.ofExam(examId), 'assessment', listing] as const,
      queryFn: () =>
        fetchWithMeta(
          api.GET('/api/v1/exam/assessment/{examId}/analytics', {
            params: { path: { examId }, query: listing },
          }),
        ),
    }),
  /** GET /exam/practice/{id}/analytics (#26): the class's figures for a practice exam. */
  examPractice: (examId: string, listing: ExamPracticeListing = {}) =>
    queryOptions({
      queryKey: [...analyticsQueries.ofExam(examId), 'practice', listing] as const,
      queryFn: () =>
        fetchWithMeta(
          api.GET('/api/v1/exam/practice/{examId}/analytics', {
            params: { path: { examId }, query: listing },
          }),
        ),
    }),
  /** GET /exam/{id}/questions/analytics: how the class answered each question. */
  examQuestions: (examId: string) =>
    queryOptions({
      queryKey: [...analyticsQueries.ofExam(examId), 'questions'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/exam/{examId}/questions/analytics', examPath(examId))),
    }),
  /** GET /student/{id}/exam/assessment/analytics (#7): the student's summary and their tests. */
  studentAssessment: (studentId: string) =>
    queryOptions({
      queryKey: [...analyticsQueries.ofStudent(studentId), 'assessment'] as const,
      queryFn: () =>
        unwrap(api.GET('/api/v1/student/{studentId}/exam/assessment/analytics', studentPath(studentId))),
    }),
  /** GET /student/{id}/exam/practice/analytics (#8): every practice exam the student tried. */
  studentPractice: (studentId: string) =>
    queryOptions({
      queryKey: [...analyticsQueries.ofStudent(studentId), 'practice'] as const,
      queryFn: () =>
        unwrap(api.GET('/api/v1/student/{studentId}/exam/practice/analytics', studentPath(studentId))),
    }),
  /** GET /student/{id}/skills: the student's formulas, their level's first. */
  studentSkills: (studentId: string) =>
    queryOptions({
      queryKey: [...analyticsQueries.ofStudent(studentId), 'skills'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/student/{studentId}/skills', studentPath(studentId))),
    }),
  /** GET /analytics/skills: a level's formula map, the children who have mastered the fewest first. */
  classMap: (level: number) =>
    queryOptions({
      queryKey: [...analyticsQueries.allLevels(), 'skills', level] as const,
      queryFn: () =>
        fetchPage(api.GET('/api/v1/analytics/skills', { params: { query: { level, limit: 500 } } })),
    }),
  /** GET /student/skills: my formulas, my level's first. */
  mySkills: () =>
    queryOptions({
      queryKey: [...analyticsQueries.mine(), 'skills'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/student/skills')),
    }),
  /** GET /student/exam/assessment/analytics: every test I took, with the API's figures. */
  myAssessment: () =>
    queryOptions({
      queryKey: [...analyticsQueries.mine(), 'assessment'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/student/exam/assessment/analytics')),
    }),
  /** GET /student/exam/practice/analytics: every practice exam I tried, with each attempt. */
  myPractice: () =>
    queryOptions({
      queryKey: [...analyticsQueries.mine(), 'practice'] as const,
      queryFn: () => unwrap(api.GET('/api/v1/student/exam/practice/analytics')),
    }),
};
