import { forbidden, notFound } from '../../lib/http-error.js';
import { LEVEL_NOT_CONFIRMED, type AdminAccount, type StudentAccount } from '../../domain/roles.js';
import type { ExamRow, ExamsRepository } from './exams-repository.js';

const EXAM_NOT_FOUND = 'Exam not found';

/**
 * An exam the admin may act on. Another admin's exam is not found (404), as an unknown one is: a 403 would
 * tell that the id exists. A soft-deleted one only counts where `includeDeleted` says so.
 */
export async function ownedExam(
  exams: ExamsRepository,
  admin: AdminAccount,
  examId: string,
  { includeDeleted = false } = {},
): Promise<ExamRow> {
  const exam = await exams.findByPublicId(examId);
  if (!exam || (exam.deletedAt && !includeDeleted) || exam.adminId !== admin.id) {
    throw notFound(EXAM_NOT_FOUND);
  }
  return exam;
}

/**
 * A live exam of the student's own admin, for every child at its level or naming this one. Other admins'
 * exams, and those made for other children, do not exist for a student (404); whether its level and state
 * let the student in is each caller's rule.
 */
export async function examOfStudentsAdmin(
  exams: ExamsRepository,
  student: StudentAccount,
  examId: string,
): Promise<ExamRow> {
  const exam = await exams.findByPublicId(examId);
  if (
    !exam ||
    exam.deletedAt ||
    exam.adminId !== student.adminId ||
    (exam.students !== null && !exam.students.includes(student.publicId))
  ) {
    throw notFound(EXAM_NOT_FOUND);
  }
  return exam;
}

/** Every exam is for a level: a student whose level the teacher has not confirmed may take none yet (403). */
export function refuseUnconfirmedLevel(
  student: StudentAccount,
): asserts student is Extract<StudentAccount, { levelConfirmed: true }> {
  if (!student.levelConfirmed) throw forbidden(LEVEL_NOT_CONFIRMED);
}
