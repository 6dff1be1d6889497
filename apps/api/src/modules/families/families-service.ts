import { isUniqueViolation } from '../../db/database-errors.js';
import { newFamilyCode } from '../../domain/family-code.js';
import { normaliseJoinCode } from '../../domain/join-code.js';
import { dayBefore, endOfDay } from '../../domain/practice-days.js';
import type { AdminAccount, ParentAccount, StudentAccount } from '../../domain/roles.js';
import { requireSomeChange } from '../../lib/changes.js';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-error.js';
import type { Passwords } from '../../lib/passwords.js';
import type { ReportLanguage, ReportLocale } from '../../lib/report-locale.js';
import type { ExpiredAttempts } from '../attempts/index.js';
import { accountConflict, newPasswordHash } from '../auth/index.js';
import type { DataAccess } from '../data-access.js';
import type { ExamsService, StudentExamListRow } from '../exams/index.js';
import type { GradingService } from '../grading/index.js';
import type { PracticeService } from '../practice/index.js';
import type { ResultsService } from '../results/index.js';
import type { WeeklyReportContent } from '../reports/index.js';
import type { SkillsService } from '../skills/index.js';
import { STUDENT_NOT_FOUND } from '../students/index.js';
import type { ClassFilter, LinkedChild, ParentRow } from './parents-repository.js';
import type { RegisterParentBody, UpdateParentBody } from './families-schemas.js';

/** A child has at most this many parents: a family code that leaks cannot hand the child to strangers. */
export const MOST_PARENTS = 2;
/** How many results, newest first, a parent sees of a child. */
const LATEST_RESULTS = 5;
/** A test is due "this week" when it closes within this many days. */
const DUE_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
/** More results than a child hands in in a week (a report lists those it holds). */
const MOST_RESULTS_IN_A_WEEK = 100;
/** How many codes to draw before giving up: a clash is about one in 10^15 per draw. */
const FAMILY_CODE_DRAWS = 3;

export const NOT_LINKED = 'This child is not linked to your account';
const NO_SUCH_CODE = 'No child has this family code: check it with their teacher';

/** Of a child's open exams, those closing within a week from now that they have not taken. */
const dueFrom = (exams: readonly StudentExamListRow[], now: Date) =>
  exams.filter(
    (exam) =>
      exam.closesAt !== null &&
      Date.parse(exam.closesAt) > now.getTime() &&
      Date.parse(exam.closesAt) - now.getTime() <= DUE_WITHIN_MS &&
      (!exam.isSingleAttempt || exam.totalAttempted === 0),
  );

/** Runs `write` with a new family code, drawing again when the code is already another child's. */
async function withNewFamilyCode<T>(write: (familyCode: string) => Promise<T>): Promise<T> {
  for (let draw = 1; ; draw++) {
    try {
      return await write(newFamilyCode());
    } catch (error) {
      if (!isUniqueViolation(error, 'students_family_code_unique') || draw === FAMILY_CODE_DRAWS) throw error;
    }
  }
}

/** The linked child as the services that read a child's own data take them. */
const asStudent = (child: LinkedChild): StudentAccount => ({
  role: 'student',
  id: child.id,
  publicId: child.publicId,
  adminId: child.adminId,
  adminPublicId: child.adminPublicId,
  ...(child.levelConfirmed && child.level !== null
    ? { levelConfirmed: true, level: child.level }
    : { levelConfirmed: false, level: child.level }),
});

export interface FamiliesDependencies {
  data: Pick<DataAccess, 'parents' | 'students' | 'practice' | 'refreshTokens' | 'transaction'>;
  passwords: Passwords;
  practice: Pick<PracticeService, 'week'>;
  results: Pick<ResultsService, 'list'>;
  skills: Pick<SkillsService, 'own'>;
  grading: Pick<GradingService, 'history'>;
  exams: Pick<ExamsService, 'list'>;
  expiredAttempts: Pick<ExpiredAttempts, 'settle'>;
}

/**
 * Families (DESIGN §5.17): parents' accounts, the family codes that link them to children, and what a
 * parent reads of a linked child — the child's own view, read-only, never another child's.
 */
export function createFamiliesService({
  data,
  passwords,
  practice,
  results,
  skills,
  grading,
  exams,
  expiredAttempts,
}: FamiliesDependencies) {
  async function profile(account: ParentAccount): Promise<ParentRow> {
    const parent = await data.parents.findLiveByPublicId(account.publicId);
    if (!parent) throw unauthorized('This account no longer exists', { invalidToken: true });
    return parent;
  }

  async function linkedChild(parent: ParentAccount, studentId: string): Promise<LinkedChild> {
    const child = await data.parents.child(parent.id, studentId);
    if (!child) throw forbidden(NOT_LINKED);
    return child;
  }

  async function ownedStudent(admin: AdminAccount, studentId: string) {
    const student = await data.students.findOwnedByAdmin(admin.id, studentId);
    if (!student || student.deletedAt) throw notFound(STUDENT_NOT_FOUND);
    return student;
  }

  return {
    profile,

    async register({ password, ...fields }: RegisterParentBody): Promise<ParentRow> {
      const passwordHash = await passwords.hash(password);
      try {
        return await data.parents.insert({ ...fields, passwordHash });
      } catch (error) {
        accountConflict(error, 'parents');
      }
    },

    /** A new password signs out every session, in the same transaction: never one without the other. */
    async update(account: ParentAccount, body: UpdateParentBody): Promise<ParentRow> {
      const parent = await profile(account);
      requireSomeChange(body);
      const { password, currentPassword, ...fields } = body;
      const passwordHash = await newPasswordHash(
        { password, currentPassword },
        parent.passwordHash,
        passwords,
      );
      try {
        return await data.transaction(async ({ parents, refreshTokens }) => {
          const updated = await parents.update(parent.id, {
            ...fields,
            ...(passwordHash && { passwordHash }),
          });
          if (passwordHash) await refreshTokens.revokeAllOf('parent', parent.id);
          return updated;
        });
      } catch (error) {
        accountConflict(error, 'parents');
      }
    },

    /** The account goes with its links and sessions; the children's data stays the school's. */
    remove: (account: ParentAccount) => data.parents.remove(account.id),

    /**
     * Links the child whose family code this is (read in any case, spaces and dashes ignored). The
     * child's row is locked while their parents are counted, so two parents linking at once cannot
     * make three.
     */
    async link(account: ParentAccount, typedCode: string): Promise<LinkedChild> {
      const studentId = await data.transaction(async ({ parents }) => {
        const child = await parents.childOfFamilyCode(normaliseJoinCode(typedCode));
        if (!child) throw notFound(NO_SUCH_CODE);
        if ((await parents.parentsOfChild(child.id)) >= MOST_PARENTS) {
          throw conflict(
            `This child already has ${MOST_PARENTS} parents linked; their teacher can unlink one`,
          );
        }
        if (!(await parents.link(account.id, child.id)))
          throw conflict('This child is already linked to your account');
        return child.publicId;
      });
      return linkedChild(account, studentId);
    },

    children: (account: ParentAccount) => data.parents.children(account.id),

    async unlink(account: ParentAccount, studentId: string): Promise<void> {
      const child = await linkedChild(account, studentId);
      await data.parents.unlink(account.id, child.id);
    },

    /**
     * What a parent reads of a linked child: the week's practice, the latest results (as the child sees
     * them), the formulas, the grades, and the tests due within a week that the child has not taken.
     */
    /**
     * Who a parent's PDF of a child is for: the language asked for, else the parent's; the time zone
     * asked for, else the child's school's.
     */
    async reportLocale(
      account: ParentAccount,
      adminId: number,
      asked: { lang?: ReportLanguage | undefined; timeZone?: string | undefined },
    ): Promise<ReportLocale> {
      const [language, timeZone] = await Promise.all([
        asked.lang ?? profile(account).then((parent) => parent.language as ReportLanguage),
        asked.timeZone ?? data.practice.settingsOf(adminId).then((settings) => settings.timeZone),
      ]);
      return { language, timeZone };
    },

    /** A linked child, as the services that read the child's own data take them. */
    async childAccount(account: ParentAccount, studentId: string): Promise<StudentAccount> {
      return asStudent(await linkedChild(account, studentId));
    },

    /**
     * What the weekly report of a linked child says, of the week of `day` (this week when left out): the
     * days practised, the streak and minutes, the week's results, the formulas of the level by mastery,
     * and the tests due from now.
     */
    async weeklyReport(account: ParentAccount, studentId: string, day: string | undefined, now = new Date()) {
      const child = await linkedChild(account, studentId);
      const student = asStudent(child);
      await expiredAttempts.settle(student, now);
      const week = await practice.week(child, now, day);
      const monday = week.week[0]!.day;
      const sunday = week.week.at(-1)!.day;
      const [ofWeek, formulas, exams_] = await Promise.all([
        results.list(student, {
          from: endOfDay(week.timeZone, dayBefore(monday)),
          to: endOfDay(week.timeZone, sunday),
          page: 1,
          limit: MOST_RESULTS_IN_A_WEEK,
        }),
        skills.own(student),
        exams.list(student, { is_active: true, page: 1, limit: 100 }),
      ]);
      const byMastery = { new: 0, learning: 0, practised: 0, mastered: 0 };
      for (const formula of formulas) if (formula.ofLevel) byMastery[formula.mastery] += 1;
      const content: WeeklyReportContent = {
        childName: child.fullname,
        school: child.school,
        level: child.level,
        days: week.week.map(({ day, counts, done }) => ({ day, counts, done })),
        streak: week.streak,
        minutes: week.minutes,
        goal: week.goal,
        results: ofWeek.rows.map((result) => ({
          title: result.examTitle,
          score: result.score,
          totalMarks: result.examTotalMarks,
          completedAt: result.dateCompleted,
        })),
        formulas: byMastery,
        testsDue: dueFrom(exams_.view === 'student' ? exams_.rows : [], now).map((exam) => ({
          title: exam.title,
          closesAt: new Date(exam.closesAt!),
        })),
      };
      return { content, child, monday };
    },

    async child(account: ParentAccount, studentId: string, now = new Date()) {
      const child = await linkedChild(account, studentId);
      const student = asStudent(child);
      // The results read below count attempts whose time is up, as the child's own reads do.
      await expiredAttempts.settle(student, now);
      const [week, latest, formulas, grades, exams_] = await Promise.all([
        practice.week(child, now),
        results.list(student, { page: 1, limit: LATEST_RESULTS }),
        skills.own(student),
        grading.history(student),
        exams.list(student, { is_active: true, page: 1, limit: 100 }),
      ]);
      const testsDue = dueFrom(exams_.view === 'student' ? exams_.rows : [], now);
      return { child, week, latest: latest.rows, formulas, grades, testsDue };
    },

    /**
     * Draws a new family code for the admin's student: the code a parent links with. A child who had one
     * gets another, and the old one stops working (parents already linked stay linked).
     */
    async drawFamilyCode(admin: AdminAccount, studentId: string): Promise<string> {
      return withNewFamilyCode(async (code) => {
        const drawn = await data.parents.setFamilyCode(admin.id, studentId, code);
        if (!drawn) throw notFound(STUDENT_NOT_FOUND);
        return drawn.familyCode!;
      });
    },

    /**
     * Draws a family code for each of the admin's live students (of the class and level asked) who has
     * none, so that the whole class's family slips can be printed; how many were drawn.
     */
    async drawMissingFamilyCodes(admin: AdminAccount, filter: ClassFilter): Promise<number> {
      let drawn = 0;
      for (const student of await data.parents.familyCodesOf(admin.id, filter)) {
        if (student.familyCode !== null) continue;
        await withNewFamilyCode(async (code) => {
          if (await data.parents.setMissingFamilyCode(student.id, code)) drawn += 1;
        });
      }
      return drawn;
    },

    /** The admin's students (of the class and level asked) who have a family code; none → 409. */
    async familySlips(admin: AdminAccount, filter: ClassFilter) {
      const withCodes = (await data.parents.familyCodesOf(admin.id, filter)).filter(
        (student): student is { id: number; fullname: string; familyCode: string } =>
          student.familyCode !== null,
      );
      if (withCodes.length === 0) {
        throw conflict(
          'No student here has a family code yet: draw them first (POST /api/v1/student/family-codes)',
        );
      }
      return withCodes;
    },

    /** No family code: no parent can link to the child until the teacher draws a new one. */
    async voidFamilyCode(admin: AdminAccount, studentId: string): Promise<void> {
      if (!(await data.parents.setFamilyCode(admin.id, studentId, null))) throw notFound(STUDENT_NOT_FOUND);
    },

    /** The student's family code and the parents linked to them. */
    async parentsOf(admin: AdminAccount, studentId: string) {
      const student = await ownedStudent(admin, studentId);
      return { familyCode: student.familyCode, parents: await data.parents.parentsOf(student.id) };
    },

    async unlinkParent(admin: AdminAccount, studentId: string, parentId: string): Promise<void> {
      const student = await ownedStudent(admin, studentId);
      if (!(await data.parents.unlinkParent(student.id, parentId)))
        throw notFound('No parent with this id is linked to this student');
    },
  };
}

export type FamiliesService = ReturnType<typeof createFamiliesService>;
