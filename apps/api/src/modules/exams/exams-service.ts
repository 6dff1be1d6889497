import { SETTING_BOUNDS } from '@abacus/generator';
import { defaultQuestionsPerStudent, defaultReviewWhileOpen, type ExamChange } from '@abacus/contract';
import type { Account, AdminAccount } from '../../domain/roles.js';
import { requireSomeChange } from '../../lib/changes.js';
import type { PageMeta } from '../../lib/common-schemas.js';
import { badRequest, conflict, forbidden } from '../../lib/http-error.js';
import type { DataAccess } from '../data-access.js';
import { type EventBus, examEvent } from '../events/index.js';
import { examOfStudentsAdmin, ownedExam, refuseUnconfirmedLevel } from './exam-access.js';
import type { AdminExamListRow, ExamFilter, ExamRow, StudentExamListRow } from './exams-repository.js';
import type { CreateExamBody, UpdateExamBody } from './exams-schemas.js';
import { flashColumnsOf } from './flash.js';
import { listeningColumnsOf } from './listening.js';
import type { ExamQuestionGenerator } from './generate-exam-questions.js';
import {
  isOpenAt,
  opensNowOrLater,
  requestedOpening,
  SWITCHED_OFF,
  type OpeningTimes,
  type RequestedOpening,
} from './opening-times.js';

const REGENERATE_BEFORE_REOPENING = 'Regenerate the questions before reopening';

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

/** What students are told of an edit: that the exam opened or closed, or else that it changed. */
const changeOf = (before: ExamRow, after: ExamRow): ExamChange =>
  before.isActive === after.isActive ? 'changed' : after.isActive ? 'opened' : 'closed';

/** What the services that make and change exams are built with. */
export interface ExamChangeDependencies {
  data: Pick<DataAccess, 'exams'>;
  generateQuestions: ExamQuestionGenerator;
  events: Pick<EventBus, 'publish'>;
}

export function createExamsService({ data, generateQuestions, events }: ExamChangeDependencies) {
  const { exams } = data;

  /** Tells the exam's admin and students (of its level before and after) what became of it. */
  function announce(before: ExamRow, after: ExamRow): ExamRow {
    events.publish(examEvent(after, changeOf(before, after), { previousLevel: before.level }));
    return after;
  }

  /**
   * A closed test whose key was shown (by its results' review, or by a live round's reveals) cannot open
   * again with the same questions: the next children would know the answers. New questions (a regeneration), or each child's own, can.
   * Opening again includes opening later by itself, and closing now to open later.
   */
  async function refuseSpentKey(
    exam: Pick<ExamRow, 'id' | 'isActive' | 'isSingleAttempt' | 'questionsPerStudent'>,
    next: OpeningTimes,
    now: Date,
  ): Promise<void> {
    const staysOpen = exam.isActive && isOpenAt(next, now);
    if (staysOpen || !opensNowOrLater(next, now)) return;
    if (!exam.isSingleAttempt || exam.questionsPerStudent) return;
    if (await exams.hasKeyBeenShown(exam.id)) throw conflict(REGENERATE_BEFORE_REOPENING);
  }

  /** The exam's times after the request, by the database's clock, which decides whether it is open. */
  async function openingAfter(
    exam: Pick<ExamRow, 'id' | 'isActive' | 'isSingleAttempt' | 'questionsPerStudent'> & OpeningTimes,
    request: RequestedOpening,
  ): Promise<OpeningTimes> {
    const now = await exams.now();
    const next = requestedOpening(exam, request, now);
    await refuseSpentKey(exam, next, now);
    return next;
  }

  /**
   * The children an exam names, checked: each one of the admin's current students, at the exam's level
   * (a child elsewhere would never see it). Unknown ids and another admin's children read alike.
   */
  async function namedStudents(
    admin: AdminAccount,
    ids: readonly string[] | null,
    level: number,
  ): Promise<string[] | null> {
    if (ids === null) return null;
    const found = new Map((await exams.nameableStudents(admin.id, ids)).map((each) => [each.publicId, each]));
    for (const id of ids) {
      const student = found.get(id);
      if (!student) throw badRequest(`students: ${id} is not one of your students`);
      if (student.level !== level) {
        throw badRequest(
          `students: ${student.fullname} is ${student.level === null ? 'waiting for a level' : `at level ${student.level}`}, not at this exam's level ${level}`,
        );
      }
    }
    return [...ids];
  }

  return {
    async create(admin: AdminAccount, body: CreateExamBody): Promise<ExamRow> {
      const {
        title,
        level,
        duration,
        isSingleAttempt,
        is_active: isActive,
        opensAt,
        closesAt,
        flash,
        listening,
        questionsPerStudent = defaultQuestionsPerStudent(isSingleAttempt),
        reviewWhileOpen = defaultReviewWhileOpen(isSingleAttempt),
        students,
        ...settings
      } = body;
      const forStudents = await namedStudents(admin, students ?? null, level);
      const now = await exams.now();
      const opening = requestedOpening(SWITCHED_OFF, { is_active: isActive, opensAt, closesAt }, now);
      if (opening.closesAt !== null && opening.closesAt <= now) {
        throw badRequest('closesAt must be still to come');
      }
      const minTerms = settings.minTerms ?? SETTING_BOUNDS.terms.min;
      const flashColumns = flashColumnsOf(flash, { ...settings, minTerms });
      const listeningColumns = listeningColumnsOf(listening, { ...settings, ...flashColumns });
      const { questions, columns } = await generateQuestions({
        ...settings,
        minTerms,
        digits: settings.digits ?? null,
        operandDigits: settings.operandDigits ?? null,
        totalDigits: settings.totalDigits ?? null,
        zeros: settings.zeros ?? false,
        negativeAnswers: settings.negativeAnswers ?? false,
        negativeShare: settings.negativeShare ?? null,
        answerMode: settings.answerMode ?? 'choice',
        abacusMethod: settings.abacusMethod ?? null,
        focus: settings.focus ?? [],
      });
      const exam = await exams.createWithQuestions(
        {
          adminId: admin.id,
          title,
          level,
          duration,
          isSingleAttempt,
          ...opening,
          ...flashColumns,
          ...listeningColumns,
          questionsPerStudent,
          reviewWhileOpen,
          students: forStudents,
          ...columns,
        },
        questions,
      );
      events.publish(examEvent(exam, 'created'));
      return exam;
    },

    /**
     * Opens the exam now (an opening time still to come and a closing time past are dropped), or closes it
     * now (both times cleared).
     */
    async setActive(admin: AdminAccount, examId: string, isActive: boolean): Promise<ExamRow> {
      const exam = await ownedExam(exams, admin, examId);
      const updated = await exams.update(exam.id, await openingAfter(exam, { is_active: isActive }));
      return exam.isActive === updated.isActive ? updated : announce(exam, updated);
    },

    async update(admin: AdminAccount, examId: string, body: UpdateExamBody): Promise<ExamRow> {
      requireSomeChange(body);
      const exam = await ownedExam(exams, admin, examId);
      if (body.isSingleAttempt !== undefined && body.isSingleAttempt !== exam.isSingleAttempt) {
        // A grading's sections are sat once, timed by the server: as practice, a child could report any score.
        const grading = await exams.gradingOf(exam.id);
        if (grading !== null) {
          throw conflict(`This test is a section of the grading “${grading}”, so it stays a test`);
        }
        if (await exams.hasBeenTaken(exam.id)) {
          throw conflict(
            'Students have already taken this exam, so it can no longer switch between test and practice',
          );
        }
      }
      const level = body.level ?? exam.level;
      const forStudents =
        body.students !== undefined || level !== exam.level
          ? {
              students: await namedStudents(
                admin,
                body.students === undefined ? exam.students : body.students,
                level,
              ),
            }
          : {};
      const { is_active: isActive, opensAt, closesAt } = body;
      const opening =
        isActive === undefined && opensAt === undefined && closesAt === undefined
          ? {}
          : await openingAfter(
              { ...exam, questionsPerStudent: body.questionsPerStudent ?? exam.questionsPerStudent },
              { is_active: isActive, opensAt, closesAt },
            );
      const updated = await exams.update(exam.id, {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.duration !== undefined && { duration: body.duration }),
        ...(body.level !== undefined && { level: body.level }),
        ...opening,
        ...(body.isSingleAttempt !== undefined && { isSingleAttempt: body.isSingleAttempt }),
        ...(body.questionsPerStudent !== undefined && { questionsPerStudent: body.questionsPerStudent }),
        ...(body.reviewWhileOpen !== undefined && { reviewWhileOpen: body.reviewWhileOpen }),
        ...forStudents,
      });
      return announce(exam, updated);
    },

    /**
     * One exam: its owner's (deleted ones too), or, for a student, one of their teacher's live exams at
     * their level.
     */
    async read(
      account: Account,
      examId: string,
    ): Promise<{ view: 'admin'; exam: AdminExamListRow } | { view: 'student'; exam: ExamRow }> {
      if (account.role === 'admin') {
        const exam = await ownedExam(exams, account, examId, { includeDeleted: true });
        return { view: 'admin', exam: { ...exam, ...(await exams.adminFiguresOf(exam.id)) } };
      }
      const exam = await examOfStudentsAdmin(exams, account, examId);
      refuseUnconfirmedLevel(account);
      if (exam.level !== account.level) {
        throw forbidden(`This exam is for level ${exam.level}; you are at level ${account.level}`);
      }
      return { view: 'student', exam };
    },

    /** Soft when results exist (they stay readable), otherwise permanent, questions included. */
    async remove(admin: AdminAccount, examId: string): Promise<{ permanently: boolean }> {
      const exam = await ownedExam(exams, admin, examId);
      const removed = await exams.remove(exam.id);
      events.publish(examEvent(exam, 'deleted'));
      return removed;
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
      if (isSingleAttempt === 'none' || !account.levelConfirmed)
        return { view: 'student', rows: [], meta: meta(0) };
      const { rows, total } = await exams.listForStudent({
        ...filter,
        adminId: account.adminId,
        studentId: account.id,
        studentPublicId: account.publicId,
        studentLevel: account.level,
      });
      return { view: 'student', rows, meta: meta(total) };
    },
  };
}

export type ExamsService = ReturnType<typeof createExamsService>;
