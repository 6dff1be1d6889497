import { isUniqueViolation } from '../../db/database-errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { Account, AdminAccount, StudentAccount } from '../../plugins/app/authentication.js';
import { examOfStudentsAdmin, ownedExam } from '../exams/exam-access.js';
import type { ExamRow, ExamsRepository } from '../exams/exams-repository.js';
import type { StudentsRepository } from '../students/students-repository.js';
import { grade, type QuestionFeedback } from './grading.js';
import type { ResultsRepository, ResultWithContext } from './results-repository.js';
import type { SubmitResultBody } from './results-schemas.js';

/** Clocks disagree a little; a completion time further in the future than this is a mistake. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const RESULT_NOT_FOUND = 'Result not found';

export interface Submission {
  result: ResultWithContext;
  feedback: QuestionFeedback[] | undefined;
}

/** Where a result's figures come from: the server's grading, or (practice only) the client's count. */
async function scoreOf(
  body: SubmitResultBody,
  exam: ExamRow,
  results: ResultsRepository,
): Promise<{ score: number; totalCorrect: number; feedback?: QuestionFeedback[] }> {
  if (body.answers) {
    if (body.answers.length !== exam.totalQuestions) {
      throw badRequest(
        `answers must have one entry per question: ${exam.totalQuestions}, not ${body.answers.length}`,
      );
    }
    const graded = grade(body.answers, await results.answerKey(exam.id), exam.totalMarksPerQuestion);
    if (body.total_correct !== undefined && body.total_correct !== graded.totalCorrect) {
      throw badRequest(`total_correct does not match the answers: they have ${graded.totalCorrect} correct`);
    }
    if (body.score !== undefined && body.score !== graded.score) {
      throw badRequest(`score does not match the answers: they score ${graded.score}`);
    }
    return graded;
  }
  if (exam.isSingleAttempt) throw badRequest('An assessment is graded by the server: send answers');
  if (body.score === undefined || body.total_correct === undefined) {
    throw badRequest('Send answers, or both score and total_correct');
  }
  if (body.total_correct > exam.totalQuestions) {
    throw badRequest(`total_correct cannot exceed the ${exam.totalQuestions} questions`);
  }
  if (body.score !== body.total_correct * exam.totalMarksPerQuestion) {
    throw badRequest(
      `score must be total_correct × ${exam.totalMarksPerQuestion} marks per question = ${body.total_correct * exam.totalMarksPerQuestion}`,
    );
  }
  return { score: body.score, totalCorrect: body.total_correct };
}

export function resultsService(deps: {
  results: ResultsRepository;
  exams: ExamsRepository;
  students: StudentsRepository;
}) {
  const { results, exams, students } = deps;

  /** A result the account may read: a student's own, or one of an exam the admin owns. */
  async function readableResult(account: Account, resultId: string): Promise<ResultWithContext> {
    const result = await results.findByPublicId(resultId);
    if (!result) throw notFound(RESULT_NOT_FOUND);
    if (account.role === 'student' ? result.studentId !== account.id : result.examAdminId !== account.id) {
      throw forbidden('This result belongs to someone else');
    }
    return result;
  }

  return {
    async submit(student: StudentAccount, body: SubmitResultBody): Promise<Submission> {
      const exam = await examOfStudentsAdmin(exams, student, body.exam);
      if (!exam.isActive) throw badRequest('This exam is not active');
      if (exam.level !== student.level) {
        throw badRequest(`This exam is for level ${exam.level}; you are at level ${student.level}`);
      }
      const completed = new Date(body.date_completed);
      if (completed.getTime() > Date.now() + CLOCK_SKEW_MS)
        throw badRequest('date_completed is in the future');
      // Hundredths of a minute, as stored, so that the duration check sees the figure that is kept.
      const timeTaken = Math.round(body.time_taken * 100) / 100;
      if (timeTaken <= 0) throw badRequest('time_taken must be at least 0.01 minutes');
      if (exam.isSingleAttempt && timeTaken > exam.duration) {
        throw badRequest(`time_taken exceeds the assessment's ${exam.duration} minutes`);
      }
      const { score, totalCorrect, feedback } = await scoreOf(body, exam, results);

      let inserted;
      try {
        inserted = await results.insert({
          examId: exam.id,
          studentId: student.id,
          score,
          totalCorrect,
          timeTaken,
          dateCompleted: completed,
          answers: body.answers ?? null,
          examTotalQuestions: exam.totalQuestions,
          examTotalMarks: exam.totalMarks,
          examMarksPerQuestion: exam.totalMarksPerQuestion,
          examDuration: exam.duration,
          examIsSingleAttempt: exam.isSingleAttempt,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'results_one_per_assessment')) {
          throw conflict('You have already submitted this assessment; it takes one result');
        }
        throw error;
      }
      return { result: (await results.findByPublicId(inserted.publicId))!, feedback };
    },

    read: readableResult,

    /** Students may delete their own practice results; an assessment result is the teacher's to remove. */
    async remove(account: Account, resultId: string): Promise<void> {
      const result = await readableResult(account, resultId);
      if (account.role === 'student' && result.examIsSingleAttempt) {
        throw forbidden('An assessment result can only be deleted by your teacher');
      }
      await results.delete(result.id);
    },

    /** The owner sees every result of the exam; a student sees their own. */
    async listForExam(account: Account, examId: string, page: number, limit: number) {
      if (account.role === 'admin') {
        const exam = await ownedExam(exams, account, examId, { includeDeleted: true });
        return { exam, ...(await results.listForExam(exam.id, { page, limit })) };
      }
      const exam = await examOfStudentsAdmin(exams, account, examId);
      return { exam, ...(await results.listForExam(exam.id, { studentId: account.id, page, limit })) };
    },

    async examForReport(admin: AdminAccount, examId: string) {
      const exam = await ownedExam(exams, admin, examId, { includeDeleted: true });
      return { exam, results: await results.allOfExam(exam.id) };
    },

    async attemptingStudents(admin: AdminAccount, examId: string, page: number, limit: number) {
      const exam = await ownedExam(exams, admin, examId, { includeDeleted: true });
      return results.attemptingStudents(exam.id, page, limit);
    },

    async studentResultsInExam(
      admin: AdminAccount,
      examId: string,
      studentId: string,
      page: number,
      limit: number,
    ) {
      const exam = await ownedExam(exams, admin, examId, { includeDeleted: true });
      const student = await students.findOwnedByAdmin(admin.id, studentId);
      if (!student) throw notFound('Student not found');
      return results.listForExam(exam.id, { studentId: student.id, page, limit });
    },

    async clearExam(admin: AdminAccount, examId: string): Promise<number> {
      const exam = await ownedExam(exams, admin, examId, { includeDeleted: true });
      return results.deleteAllOfExam(exam.id);
    },
  };
}

export type ResultsService = ReturnType<typeof resultsService>;
