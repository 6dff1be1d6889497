import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '@/lib/api-client';
import { fetchPage } from '@/lib/fetch-page';
import type { StudentExam, TeacherExam } from '@/types/api';

/** The most the API lists at once; a class has far fewer exams. */
const ALL = 500;

const listExams = (deleted: boolean) =>
  unwrap(
    api.GET('/api/v1/exam', { params: { query: { limit: ALL, ...(deleted && { is_deleted: 'true' }) } } }),
  );

type ListedExam = Awaited<ReturnType<typeof listExams>>[number];

const questionsPage = (examId: string, page: number) =>
  fetchPage(
    api.GET('/api/v1/exam/{examId}/questions', {
      params: { path: { examId }, query: { page, limit: ALL } },
    }),
  );

export type ExamQuestion = Awaited<ReturnType<typeof questionsPage>>['items'][number];

/** An exam's questions, in its order, and the version of them they are. */
export interface ExamQuestions {
  version: number;
  questions: ExamQuestion[];
}

/** The list answers a student with the student's view of each exam, which names its teacher. */
const isStudentView = (exam: ListedExam): exam is StudentExam => 'created_by' in exam;
const isTeacherView = (exam: ListedExam): exam is TeacherExam => !('created_by' in exam);

export interface TeacherExamFilters {
  /** The deleted exams (kept for their results) instead of the others. */
  deleted: boolean;
}

/**
 * The exams (GET /exam). The list answers a student and a teacher with different views of an exam, so
 * each role's list has a key of its own.
 */
export const examQueries = {
  all: () => ['exams'] as const,
  lists: () => [...examQueries.all(), 'list'] as const,
  /** As a student: the exams of my teacher at my level, with what I have done in each. */
  studentList: () =>
    queryOptions({
      queryKey: [...examQueries.lists(), 'student'] as const,
      queryFn: async () => (await listExams(false)).filter(isStudentView),
    }),
  /** As a teacher: my exams, newest first, with how many took each. */
  teacherList: ({ deleted }: TeacherExamFilters = { deleted: false }) =>
    queryOptions({
      queryKey: [...examQueries.lists(), 'teacher', { deleted }] as const,
      queryFn: async () => (await listExams(deleted)).filter(isTeacherView),
    }),
  details: () => [...examQueries.all(), 'detail'] as const,
  /**
   * GET /exam/{examId} (#48): one of my exams as its teacher, a deleted one too, with who took it; null
   * when it is not (or no longer) mine.
   */
  detail: (examId: string) =>
    queryOptions({
      queryKey: [...examQueries.details(), examId] as const,
      queryFn: async (): Promise<TeacherExam | null> => {
        try {
          const exam = await unwrap(api.GET('/api/v1/exam/{examId}', { params: { path: { examId } } }));
          return 'total_attended' in exam ? exam : null;
        } catch (error) {
          if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
          throw error;
        }
      },
    }),
  /**
   * GET /exam/{id}/questions (#31), every page: as the owner, each question with its options and answer
   * (for an exam where every child gets their own numbers, the sample they are made like).
   */
  questions: (examId: string) =>
    queryOptions({
      queryKey: [...examQueries.details(), examId, 'questions'] as const,
      queryFn: async (): Promise<ExamQuestions> => {
        const first = await questionsPage(examId, 1);
        const questions = [...first.items];
        for (let page = 2; (page - 1) * first.meta.limit < first.meta.total; page += 1) {
          questions.push(...(await questionsPage(examId, page)).items);
        }
        return { version: first.meta.questions_version, questions };
      },
    }),
};
