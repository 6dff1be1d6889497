import { badRequest, notFound } from '../../lib/http-error.js';
import { examTypeOf, type ExamType } from '../../domain/exam-type.js';
import type { AdminAccount, StudentAccount } from '../../domain/roles.js';
import type { DataAccess } from '../data-access.js';
import { type ExamRow, ownedExam } from '../exams/index.js';
import { STUDENT_NOT_FOUND, type StudentRow } from '../students/index.js';
import type { AssessmentSort, ExamAnalyticsPage, PracticeSort } from './analytics-model.js';
import type { LevelAnalyticsQuery } from './level-analytics-schemas.js';

export function createAnalyticsService({
  data,
}: {
  data: Pick<DataAccess, 'analytics' | 'students' | 'exams'>;
}) {
  const { analytics, students, exams } = data;

  /**
   * One of the admin's own students; another admin's student does not exist for them (404). A
   * soft-deleted student counts: their results are kept precisely so that they can still be analysed.
   */
  async function ownStudent(admin: AdminAccount, studentId: string): Promise<StudentRow> {
    const student = await students.findOwnedByAdmin(admin.id, studentId);
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    return student;
  }

  /** The signed-in student's own row (the guard has just found them alive). */
  async function self(student: StudentAccount): Promise<StudentRow> {
    return (await students.findById(student.id))!;
  }

  /** The admin's exam of this type; a soft-deleted one stays readable, since its results are kept. */
  async function ownExam(admin: AdminAccount, examId: string, type: ExamType): Promise<ExamRow> {
    const exam = await ownedExam(exams, admin, examId, { includeDeleted: true });
    const actualType = examTypeOf(exam);
    if (actualType !== type) {
      throw badRequest(
        `This is a${actualType === 'assessment' ? 'n' : ''} ${actualType} exam: ` +
          `read its analytics at /api/v1/exam/${actualType}/${examId}/analytics`,
      );
    }
    return exam;
  }

  const studentAssessment = async (student: StudentRow) => ({
    student,
    analytics: await analytics.studentAssessment(student.id),
  });
  const studentPractice = async (student: StudentRow) => ({
    student,
    analytics: await analytics.studentPractice(student.id),
  });

  return {
    ownAssessment: async (student: StudentAccount) => studentAssessment(await self(student)),
    ownPractice: async (student: StudentAccount) => studentPractice(await self(student)),

    studentAssessment: async (admin: AdminAccount, studentId: string) =>
      studentAssessment(await ownStudent(admin, studentId)),
    studentPractice: async (admin: AdminAccount, studentId: string) =>
      studentPractice(await ownStudent(admin, studentId)),

    async examAssessment(admin: AdminAccount, examId: string, page: ExamAnalyticsPage<AssessmentSort>) {
      const exam = await ownExam(admin, examId, 'assessment');
      const { total, ...figures } = await analytics.examAssessment(exam, page);
      return { exam, analytics: figures, meta: { ...page, total } };
    },

    async examPractice(admin: AdminAccount, examId: string, page: ExamAnalyticsPage<PracticeSort>) {
      const exam = await ownExam(admin, examId, 'practice');
      const { total, ...figures } = await analytics.examPractice(exam, page);
      return { exam, analytics: figures, meta: { ...page, total } };
    },

    async levels(admin: AdminAccount, { from, to }: LevelAnalyticsQuery) {
      if (from && to && from > to) throw badRequest('from must not be after to');
      return {
        from: from?.toISOString() ?? null,
        to: to?.toISOString() ?? null,
        levels: await analytics.levels(admin.id, { from, to }),
      };
    },

    /** Practice or assessment, deleted or not: how the class answered the exam's current questions. */
    async itemAnalysis(admin: AdminAccount, examId: string) {
      const exam = await ownedExam(exams, admin, examId, { includeDeleted: true });
      return { exam, analytics: await analytics.itemAnalysis(exam) };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
