import { fileNameOf } from '@abacus/contract';
import { tenantOf, type Account, type AdminAccount } from '../../domain/roles.js';
import { conflict, forbidden, tooManyRequests } from '../../lib/http-error.js';
import type { HeavyWork, Rendered } from '../../workers/heavy-work.js';
import type { DataAccess } from '../data-access.js';
import { ownedExam } from '../exams/index.js';
import { type GradingService, templateWordsIn } from '../grading/index.js';
import type { ResultsService } from '../results/index.js';
import type { PdfDownload } from '../../lib/pdf-http.js';
import type { ReportLocale } from '../../lib/report-locale.js';
import type { WeeklyReportContent } from './weekly-report.js';

/** The rendered PDF, or 429 while the school has as many reports waiting for the threads as it may. */
async function pdfOf(rendering: Promise<Rendered>): Promise<Buffer> {
  const rendered = await rendering;
  if (rendered.ok) return rendered.pdf;
  const wait = rendered.retryAfter === 1 ? '1 second' : `${rendered.retryAfter} seconds`;
  throw tooManyRequests(`Too many PDF reports of this school are waiting to be made; try again in ${wait}`, {
    'retry-after': String(rendered.retryAfter),
  });
}

/**
 * The PDF reports: each read checks who may have it and gathers what it prints; the rendering, the
 * costliest thing the API does, runs on the heavy-work threads and only when the bytes are sent.
 */
export function createReportsService({
  data,
  results,
  grading,
  heavyWork,
}: {
  data: Pick<DataAccess, 'admins' | 'exams' | 'results' | 'analytics'>;
  results: Pick<ResultsService, 'readWithQuestions'>;
  grading: Pick<GradingService, 'certificate'>;
  heavyWork: Pick<HeavyWork, 'renderReport'>;
}) {
  const { admins, exams, analytics } = data;
  const resultRows = data.results;

  return {
    /** One result, with the review its reader may see: for the student who took it or the exam's admin. */
    async result(account: Account, resultId: string, locale: ReportLocale): Promise<PdfDownload> {
      const { result, questions } = await results.readWithQuestions(account, resultId);
      return {
        filename: `result-${fileNameOf(result.examTitle, 'exam')}-${fileNameOf(result.studentFullname)}.pdf`,
        fallback: `result-${result.publicId}.pdf`,
        render: () =>
          pdfOf(
            heavyWork.renderReport(
              { kind: 'result', of: [result, questions, new Date(), locale] },
              tenantOf(account),
            ),
          ),
      };
    },

    /** An exam's figures, every result and, for an assessment, who has not taken it: for its admin only. */
    async exam(account: Account, examId: string, locale: ReportLocale): Promise<PdfDownload> {
      if (account.role !== 'admin') throw forbidden('The exam report is for its admin');
      const exam = await ownedExam(exams, account, examId, { includeDeleted: true });
      const [all, notAttempted] = await Promise.all([
        resultRows.reportRowsOfExam(exam.id),
        exam.isSingleAttempt ? analytics.notAttempted(exam) : [],
      ]);
      return {
        filename: `exam-report-${fileNameOf(exam.title, 'exam')}.pdf`,
        fallback: `exam-${exam.publicId}-results.pdf`,
        render: () =>
          pdfOf(
            heavyWork.renderReport(
              { kind: 'exam', of: [{ exam, results: all, notAttempted }, new Date(), locale] },
              account.id,
            ),
          ),
      };
    },

    /** The owner's exam with its current questions, in order, as a printable worksheet. */
    async worksheet(admin: AdminAccount, examId: string, locale: ReportLocale): Promise<PdfDownload> {
      const exam = await ownedExam(exams, admin, examId);
      const questions = await exams.allQuestionsOf(exam.id, exam.questionsVersion);
      return {
        filename: `worksheet-${fileNameOf(exam.title, 'exam')}.pdf`,
        fallback: `worksheet-${exam.publicId}.pdf`,
        render: () =>
          pdfOf(heavyWork.renderReport({ kind: 'worksheet', of: [exam, questions, locale] }, admin.id)),
      };
    },

    /**
     * Slips that invite children into the admin's class with its join code: from the admin (or the
     * school named), giving `link` (or the app's join page at `origin`) as text and QR code.
     */
    async joinSlips(
      admin: AdminAccount,
      slips: { count: number; from?: string | undefined; link?: string | undefined; origin: string },
      locale: ReportLocale,
    ): Promise<PdfDownload> {
      const row = await admins.findLiveByPublicId(admin.publicId);
      const code = row?.joinCode;
      if (!row || !code) {
        throw conflict(
          'Joining this class is turned off; draw a join code (POST /api/v1/admin/join-code) to print slips',
        );
      }
      const content = {
        from: slips.from ?? row.fullname,
        code,
        link: slips.link ?? `${slips.origin}/app/join/${code}`,
      };
      return {
        filename: `join-slips-${fileNameOf(content.from, 'class')}.pdf`,
        fallback: `join-slips-${code}.pdf`,
        render: () =>
          pdfOf(heavyWork.renderReport({ kind: 'join-slips', of: [content, slips.count, locale] }, admin.id)),
      };
    },

    /** The certificate of a grade the student passed: theirs, or, for an admin, their student's. */
    async certificate(
      account: Account,
      gradingId: string,
      studentId: string | undefined,
      locale: ReportLocale,
    ): Promise<PdfDownload> {
      const { grading: passed, student, standing } = await grading.certificate(account, gradingId, studentId);
      const inLanguage = templateWordsIn(passed.template, locale.language);
      // A grading that awards grades by score names the one earned, not the band of grades it covers; the
      // file is named in the certificate's language too.
      const earned = inLanguage(standing.award ?? passed.grade);
      const content = {
        studentName: student.fullname,
        grade: earned,
        title: inLanguage(passed.title),
        school: passed.school,
        completedAt: standing.completedAt,
        source: passed.sourceName ? { name: inLanguage(passed.sourceName) } : null,
        total: standing.total,
        fullMarks: standing.fullMarks,
        sections: standing.sections.map((section) => ({
          title: inLanguage(section.title),
          score: section.score ?? 0,
          fullMarks: section.fullMarks,
          passMarks: section.passMarks,
          outcome: section.outcome === 'pending' ? ('fail' as const) : section.outcome,
        })),
      };
      return {
        filename: `certificate-${fileNameOf(earned, 'grade')}-${fileNameOf(student.fullname, 'student')}.pdf`,
        fallback: `certificate-${passed.publicId}.pdf`,
        render: () =>
          pdfOf(heavyWork.renderReport({ kind: 'certificate', of: [content, locale] }, tenantOf(account))),
      };
    },

    /** A class's family slips, one for each child given, from the admin, leading to the parent sign-up. */
    async familySlips(
      admin: AdminAccount,
      children: readonly { fullname: string; familyCode: string }[],
      origin: string,
      locale: ReportLocale,
    ): Promise<PdfDownload> {
      const row = await admins.findLiveByPublicId(admin.publicId);
      const from = row?.fullname ?? '';
      const link = `${origin}/app/sign-up/parent`;
      const slips = children.map(({ fullname, familyCode }) => ({
        from,
        childName: fullname,
        code: familyCode,
        link,
      }));
      return {
        filename: `family-slips-${fileNameOf(from, 'class')}.pdf`,
        fallback: `family-slips-${admin.publicId}.pdf`,
        render: () => pdfOf(heavyWork.renderReport({ kind: 'family-slips', of: [slips, locale] }, admin.id)),
      };
    },

    /** A parent's one-page weekly report of a child (DESIGN §5.17), its content gathered by the families. */
    weekly(
      content: WeeklyReportContent,
      ids: { studentId: string; adminId: number; week: string },
      locale: ReportLocale,
    ): PdfDownload {
      return {
        filename: `weekly-report-${fileNameOf(content.childName, 'student')}-${ids.week}.pdf`,
        fallback: `weekly-report-${ids.studentId}-${ids.week}.pdf`,
        render: () =>
          pdfOf(heavyWork.renderReport({ kind: 'weekly', of: [content, new Date(), locale] }, ids.adminId)),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
