import type { Page } from '../../db/queries.js';
import type { ExamType } from '../../domain/exam-type.js';
import type { Account, AdminAccount, StudentAccount } from '../../domain/roles.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { DataAccess } from '../data-access.js';
import { type EventBus, resultEvent } from '../events/index.js';
import {
  type ChoiceQuestion,
  examOfStudentsAdmin,
  type ExamRow,
  ownedExam,
  refuseUnconfirmedLevel,
} from '../exams/index.js';
import { STUDENT_NOT_FOUND } from '../students/index.js';
import { answersOf, storedAnswers } from '../../domain/answers.js';
import { checkAnswerKinds } from './answer-kinds.js';
import { scoreAnswers, type QuestionFeedback } from './scoring.js';
import { resultSnapshot } from './result-snapshot.js';
import { skillUsesOf } from '../skills/index.js';
import {
  answerKeyId,
  type ResultsRepository,
  type ResultSummary,
  type ResultWithContext,
} from './results-repository.js';
import type { SubmitResultBody } from './results-schemas.js';
import { reviewOf, reviewShown, visibleFeedback, type Feedback, type Review } from './review.js';

/** Clocks disagree a little; a completion time further in the future than this is a mistake. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const RESULT_NOT_FOUND = 'Result not found';
const QUESTIONS_CHANGED =
  'The questions have just been changed by your teacher: these answers cannot be graded. Read the questions again.';

/** A test's result comes only from an attempt the server timed (§5.12). */
export const assessmentThroughAttempt = (examId: string) =>
  `Take this test through an attempt (POST /api/v1/exam/${examId}/attempt)`;

/** A live round's result is of the questions the round played: the first of its version's. */
const playedOf = <Item>(row: ResultWithContext, items: Item[]): Item[] =>
  row.liveRound ? items.slice(0, row.examTotalQuestions) : items;

export interface Submission {
  result: ResultWithContext;
  /** Per question, as much as the exam's review shows; null for the score alone or a client-scored result. */
  feedback: Feedback[] | null;
}

export interface ReviewedResultRow extends ResultWithContext {
  review: Review;
}

export interface ResultListQuery {
  exam?: string | undefined;
  student?: string | undefined;
  type?: ExamType | undefined;
  level?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
  limit: number;
}

/** Where a result's figures come from: the server's scoring, or (practice only) the client's count. */
async function scoreOf(
  body: SubmitResultBody,
  exam: ExamRow,
  results: ResultsRepository,
): Promise<{ score: number; totalCorrect: number; feedback?: QuestionFeedback[] }> {
  if (body.answers) {
    if (body.questions_version !== undefined && body.questions_version !== exam.questionsVersion) {
      throw conflict(
        `The questions have changed since you were given them (version ${body.questions_version}; now ` +
          `${exam.questionsVersion}): these answers cannot be graded. Read the questions again.`,
      );
    }
    if (body.answers.length !== exam.totalQuestions) {
      throw badRequest(
        `answers must have one entry per question: ${exam.totalQuestions}, not ${body.answers.length}`,
      );
    }
    checkAnswerKinds(body.answers, exam.answerMode);
    const key = await results.answerKey(exam.id, exam.questionsVersion);
    // A regeneration committed since the exam was read: these answers were given for other questions.
    if (key.length !== body.answers.length) throw conflict(QUESTIONS_CHANGED);
    const scored = scoreAnswers(body.answers, key, exam.totalMarksPerQuestion);
    if (body.total_correct !== undefined && body.total_correct !== scored.totalCorrect) {
      throw badRequest(`total_correct does not match the answers: they have ${scored.totalCorrect} correct`);
    }
    if (body.score !== undefined && body.score !== scored.score) {
      throw badRequest(`score does not match the answers: they score ${scored.score}`);
    }
    return scored;
  }
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

export function createResultsService({
  data,
  events,
}: {
  data: Pick<DataAccess, 'results' | 'exams' | 'students' | 'attempts' | 'transaction'>;
  events: Pick<EventBus, 'publish'>;
}) {
  const { results, exams, students } = data;

  /**
   * The results with the review of their answers each may show this account. An attempt's result is
   * reviewed against the questions the attempt showed, any other against its version of the exam's; each
   * kind of key is read once for the whole page.
   */
  async function withReviews(account: Account, rows: ResultWithContext[]): Promise<ReviewedResultRow[]> {
    const answered = rows.filter((row) => row.answers !== null);
    const versions = answered.flatMap((row) =>
      row.attemptId === null && row.questionsVersion !== null
        ? [{ examId: row.examId, version: row.questionsVersion }]
        : [],
    );
    const attemptIds = answered.flatMap((row) => (row.attemptId === null ? [] : [row.attemptId]));
    const [versionKeys, attemptKeys] = await Promise.all([
      results.answerKeys(versions),
      data.attempts.keysOf(attemptIds),
    ]);
    const keyOf = (row: ResultWithContext) =>
      row.attemptId !== null
        ? attemptKeys.get(row.attemptId)
        : row.questionsVersion === null
          ? undefined
          : versionKeys.get(answerKeyId({ examId: row.examId, version: row.questionsVersion }));
    const playedKeyOf = (row: ResultWithContext) => {
      const key = keyOf(row);
      return key && playedOf(row, key);
    };
    // The rows are this call's own, so each gets its review in place: copying a row of some 25 columns
    // took V8 3.6 µs, 360 µs for a page of 100.
    return rows.map((row) =>
      Object.assign(row, {
        review: reviewOf(
          row.answers && answersOf(row.answers),
          playedKeyOf(row),
          row.examMarksPerQuestion,
          reviewShown(account.role, row),
        ),
      }),
    );
  }

  /** A result the account may read: a student's own, or one of an exam the admin owns. */
  async function readableResult(account: Account, resultId: string): Promise<ResultWithContext> {
    const result = await results.findByPublicId(resultId);
    if (!result) throw notFound(RESULT_NOT_FOUND);
    if (account.role === 'student' ? result.studentId !== account.id : result.examAdminId !== account.id) {
      throw forbidden('This result belongs to someone else');
    }
    return result;
  }

  /** A result the account may read, with the review of its answers the account may see. */
  async function read(account: Account, resultId: string): Promise<ReviewedResultRow> {
    const [reviewed] = await withReviews(account, [await readableResult(account, resultId)]);
    return reviewed!;
  }

  return {
    async submit(student: StudentAccount, body: SubmitResultBody): Promise<Submission> {
      const exam = await examOfStudentsAdmin(exams, student, body.exam);
      refuseUnconfirmedLevel(student);
      if (exam.isSingleAttempt) throw conflict(assessmentThroughAttempt(exam.publicId));
      if (!exam.isActive) throw badRequest('This exam is not active');
      if (exam.level !== student.level) {
        throw badRequest(`This exam is for level ${exam.level}; you are at level ${student.level}`);
      }
      const completed = new Date(body.date_completed);
      if (completed.getTime() > Date.now() + CLOCK_SKEW_MS)
        throw badRequest('date_completed is in the future');
      if (completed.getTime() < exam.createdAt.getTime() - CLOCK_SKEW_MS) {
        throw badRequest('date_completed is before the exam was created');
      }
      // Hundredths of a minute, as stored, so that the duration check sees the figure that is kept.
      const timeTaken = Math.round(body.time_taken * 100) / 100;
      if (timeTaken <= 0) throw badRequest('time_taken must be at least 0.01 minutes');
      const { score, totalCorrect, feedback } = await scoreOf(body, exam, results);

      const inserted = await data.transaction(async (repositories) => {
        const row = await repositories.results.insert({
          examId: exam.id,
          studentId: student.id,
          score,
          totalCorrect,
          timeTaken,
          dateCompleted: completed,
          answers: body.answers ? storedAnswers(body.answers) : null,
          questionsVersion: body.answers ? exam.questionsVersion : null,
          ...resultSnapshot(exam),
        });
        if (body.answers) {
          const shown = await repositories.skills.shownQuestions(exam.id, exam.questionsVersion);
          await repositories.skills.record(row, skillUsesOf(shown, body.answers));
        }
        return row;
      });
      const result = (await results.findByPublicId(inserted.publicId))!;
      events.publish(resultEvent(result, 'created'));
      return {
        result,
        feedback: feedback ? visibleFeedback(feedback, reviewShown('student', result)) : null,
      };
    },

    read,

    /**
     * Results newest first, as summaries (the review is read one result at a time): a student's own, or
     * those of an admin's exams (of one student of theirs, when `student` names one).
     */
    async list(account: Account, query: ResultListQuery): Promise<Page<ResultSummary>> {
      let studentId: number | undefined;
      let examId: number | undefined;
      if (account.role === 'student') {
        if (query.student !== undefined) throw badRequest('student is a filter for admins only');
        studentId = account.id;
        if (query.exam !== undefined) examId = (await examOfStudentsAdmin(exams, account, query.exam)).id;
      } else {
        if (query.student !== undefined) {
          const student = await students.findOwnedByAdmin(account.id, query.student);
          if (!student) throw notFound(STUDENT_NOT_FOUND);
          studentId = student.id;
        }
        if (query.exam !== undefined) {
          examId = (await ownedExam(exams, account, query.exam, { includeDeleted: true })).id;
        }
      }
      if (query.from && query.to && query.from > query.to) throw badRequest('from must not be after to');
      return results.list({
        examId,
        studentId,
        adminId: account.role === 'admin' ? account.id : undefined,
        isAssessment: query.type === undefined ? undefined : query.type === 'assessment',
        level: query.level,
        from: query.from,
        to: query.to,
        page: query.page,
        limit: query.limit,
      });
    },

    /** A result as `read` gives it, with the questions its answers were given for (none without answers). */
    async readWithQuestions(
      account: Account,
      resultId: string,
    ): Promise<{ result: ReviewedResultRow; questions: ChoiceQuestion[] }> {
      const result = await read(account, resultId);
      if (!result.answers) return { result, questions: [] };
      const questions =
        result.attemptId !== null
          ? await data.attempts.questionsOf(result.attemptId)
          : result.questionsVersion === null
            ? []
            : playedOf(result, await exams.allQuestionsOf(result.examId, result.questionsVersion));
      return { result, questions };
    },

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
        return { exam, ...(await results.list({ examId: exam.id, page, limit })) };
      }
      const exam = await examOfStudentsAdmin(exams, account, examId);
      return { exam, ...(await results.list({ examId: exam.id, studentId: account.id, page, limit })) };
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
      if (!student) throw notFound(STUDENT_NOT_FOUND);
      return results.list({ examId: exam.id, studentId: student.id, page, limit });
    },

    /** Lets a student take a test once more: the result they have stops counting, and stays in history. */
    async allowRetake(admin: AdminAccount, examId: string, studentId: string): Promise<ResultWithContext> {
      const exam = await ownedExam(exams, admin, examId);
      if (!exam.isSingleAttempt)
        throw badRequest('Practice can be taken again anyway: only a test needs a retake');
      const student = await students.findOwnedByAdmin(admin.id, studentId);
      if (!student) throw notFound(STUDENT_NOT_FOUND);
      const superseded = await data.transaction((repositories) =>
        repositories.results.supersede(exam.id, student.id),
      );
      if (superseded === 'taking') throw conflict(`${student.fullname} is taking this test right now`);
      if (superseded === 'none') throw conflict(`${student.fullname} has not handed in this test yet`);
      const result = (await results.findByPublicId(superseded.publicId))!;
      events.publish(resultEvent(result, 'superseded'));
      return result;
    },

    async clearExam(admin: AdminAccount, examId: string): Promise<number> {
      const exam = await ownedExam(exams, admin, examId, { includeDeleted: true });
      return results.deleteAllOfExam(exam.id);
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
