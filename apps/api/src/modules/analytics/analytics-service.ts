import { badRequest, notFound } from '../../lib/http-error.js';
import type { AdminAccount, StudentAccount } from '../../plugins/app/authentication.js';
import { ownedExam } from '../exams/exam-access.js';
import type { ExamRow, ExamsRepository } from '../exams/exams-repository.js';
import { examTypeOf } from '../exams/exams-schemas.js';
import type { StudentRow, StudentsRepository } from '../students/students-repository.js';
import type { AnalyticsRepository } from './analytics-repository.js';

type ExamType = ReturnType<typeof examTypeOf>;

export function analyticsService(deps: {
  analytics: AnalyticsRepository;
  students: StudentsRepository;
  exams: ExamsRepository;
}) {
  const { analytics, students, exams } = deps;

  /**
   * One of the admin's own students; another admin's student does not exist for them (404). A
   * soft-deleted student counts: their results are kept precisely so that they can still be analysed.
   */
  async function ownStudent(admin: AdminAccount, studentId: string): Promise<StudentRow> {
    const student = await students.findOwnedByAdmin(admin.id, studentId);
    if (!student) throw notFound('Student not found');
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

    async examAssessment(admin: AdminAccount, examId: string) {
      const exam = await ownExam(admin, examId, 'assessment');
      return { exam, analytics: await analytics.examAssessment(exam) };
    },

    async examPractice(admin: AdminAccount, examId: string) {
      const exam = await ownExam(admin, examId, 'practice');
      return { exam, analytics: await analytics.examPractice(exam) };
    },
  };
}
