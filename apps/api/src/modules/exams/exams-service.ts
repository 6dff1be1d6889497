import type { Account, AdminAccount } from '../../domain/roles.js';
import { requireSomeChange } from '../../lib/changes.js';
import type { PageMeta } from '../../lib/common-schemas.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import type { DataAccess } from '../data-access.js';
import { ownedExam } from './exam-access.js';
import type { AdminExamListRow, ExamFilter, ExamRow, StudentExamListRow } from './exams-repository.js';
import type { CreateExamBody, UpdateExamBody } from './exams-schemas.js';
import { flashIntervalOf } from './flash.js';
import type { ExamQuestionGenerator } from './generate-exam-questions.js';

export interface ExamListQuery {
  title?: string | undefined;
  level?: number | undefined;
  is_active?: boolean | undefined;
  isSingleAttempt?: boolean | undefined;
  type?: 'assessment' | 'practice' | undefined;
  is_deleted?: boolean | undefined;
  page: number;
  limit: number;
}

export type ExamList =
  | { view: 'admin'; rows: AdminExamListRow[]; meta: PageMeta }
  | { view: 'student'; rows: StudentExamListRow[]; meta: PageMeta };

/** `type` is another name for isSingleAttempt; asking for both in contradiction matches nothing. */
function singleAttemptFilter(query: ExamListQuery): boolean | undefined | 'none' {
  const fromType = query.type === undefined ? undefined : query.type === 'assessment';
  if (fromType !== undefined && query.isSingleAttempt !== undefined && fromType !== query.isSingleAttempt)
    return 'none';
  return fromType ?? query.isSingleAttempt;
}

export function createExamsService({
  data,
  generateQuestions,
}: {
  data: Pick<DataAccess, 'exams'>;
  generateQuestions: ExamQuestionGenerator;
}) {
  const { exams } = data;

  return {
    async create(admin: AdminAccount, body: CreateExamBody): Promise<ExamRow> {
      const { title, level, duration, isSingleAttempt, is_active: isActive, flash, ...settings } = body;
      const flashIntervalMs = flashIntervalOf(flash, settings.operators);
      const { questions, columns } = await generateQuestions({
        ...settings,
        abacusMethod: settings.abacusMethod ?? null,
      });
      return exams.createWithQuestions(
        { adminId: admin.id, title, level, duration, isSingleAttempt, isActive, flashIntervalMs, ...columns },
        questions,
      );
    },

    async setActive(admin: AdminAccount, examId: string, isActive: boolean): Promise<ExamRow> {
      const exam = await ownedExam(exams, admin, examId);
      return exams.update(exam.id, { isActive });
    },

    async update(admin: AdminAccount, examId: string, body: UpdateExamBody): Promise<ExamRow> {
      requireSomeChange(body);
      const exam = await ownedExam(exams, admin, examId);
      if (
        body.isSingleAttempt !== undefined &&
        body.isSingleAttempt !== exam.isSingleAttempt &&
        (await exams.hasResults(exam.id))
      ) {
        throw conflict(
          'This exam already has results, so it can no longer switch between assessment and practice',
        );
      }
      return exams.update(exam.id, {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.duration !== undefined && { duration: body.duration }),
        ...(body.level !== undefined && { level: body.level }),
        ...(body.is_active !== undefined && { isActive: body.is_active }),
        ...(body.isSingleAttempt !== undefined && { isSingleAttempt: body.isSingleAttempt }),
      });
    },

    /** Soft when results exist (they stay readable), otherwise permanent, questions included. */
    async remove(admin: AdminAccount, examId: string): Promise<{ permanently: boolean }> {
      const exam = await ownedExam(exams, admin, examId);
      return exams.remove(exam.id);
    },

    async list(account: Account, query: ExamListQuery): Promise<ExamList> {
      const isSingleAttempt = singleAttemptFilter(query);
      const filter: ExamFilter = {
        title: query.title,
        level: query.level,
        isActive: query.is_active,
        isSingleAttempt: isSingleAttempt === 'none' ? undefined : isSingleAttempt,
        page: query.page,
        limit: query.limit,
      };
      const meta = (total: number) => ({ page: query.page, limit: query.limit, total });
      if (account.role === 'admin') {
        if (isSingleAttempt === 'none') return { view: 'admin', rows: [], meta: meta(0) };
        const { rows, total } = await exams.listForAdmin({
          ...filter,
          adminId: account.id,
          deleted: query.is_deleted ?? false,
        });
        return { view: 'admin', rows, meta: meta(total) };
      }
      if (query.is_deleted !== undefined) throw badRequest('is_deleted is a filter for admins only');
      if (isSingleAttempt === 'none') return { view: 'student', rows: [], meta: meta(0) };
      const { rows, total } = await exams.listForStudent({
        ...filter,
        adminId: account.adminId,
        studentId: account.id,
        studentLevel: account.level,
      });
      return { view: 'student', rows, meta: meta(total) };
    },
  };
}

export type ExamsService = ReturnType<typeof createExamsService>;
