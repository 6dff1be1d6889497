import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ReportLanguage } from '../../lib/report-locale.js';
import type { DataAccess } from '../data-access.js';
import type { ReportsService } from '../reports/index.js';
import type { FamiliesService } from './families-service.js';
import type { ClaimedMail } from './parents-repository.js';
import { weeklyMailText } from './weekly-mail-words.js';

/** How often a process looks for weekly reports due. */
const CHECK_EVERY_MS = 5 * 60 * 1000;
/** Sendings of one report before it is given up: over about 2.5 hours with the waits below. */
export const MOST_TRIES = 5;
/** The wait after the first failure, doubled after each later one. */
const FIRST_RETRY_MS = 10 * 60 * 1000;
/** Reports one check sends at most: the rest wait for the next check, so a check stays short. */
const MOST_PER_CHECK = 200;

/** What sends a message: nodemailer's SMTP transport, or the tests' own. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    attachments: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<unknown>;
  close?(): void;
}

export interface WeeklyMailsOptions {
  data: Pick<DataAccess, 'parents'>;
  families: Pick<FamiliesService, 'weeklyReport' | 'profile' | 'reportLocale'>;
  reports: Pick<ReportsService, 'weekly'>;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * Parents' weekly reports by email (DESIGN §5.17): every few minutes a process claims the reports due
 * (its school's report day, from 18:00 there) and sends each, its PDF attached, in the parent's language.
 * It runs beside the requests, never in one; a failed sending is logged and tried again later, up to
 * MOST_TRIES times; a claim keeps two processes from sending one report twice.
 */
export function createWeeklyMails({ data, families, reports, smtpUrl, from, log }: WeeklyMailsOptions) {
  const transport: MailTransport = nodemailer.createTransport(smtpUrl);
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<number> | undefined;

  async function send(mail: ClaimedMail, now: Date): Promise<void> {
    const parent = { role: 'parent' as const, id: mail.parentId, publicId: mail.parentPublicId };
    const [{ content, child, monday }, account] = await Promise.all([
      families.weeklyReport(parent, mail.studentPublicId, mail.week, now),
      families.profile(parent),
    ]);
    const locale = await families.reportLocale(parent, child.adminId, {
      lang: account.language as ReportLanguage,
    });
    const pdf = reports.weekly(
      content,
      { studentId: child.publicId, adminId: child.adminId, week: monday },
      locale,
    );
    const { subject, text } = weeklyMailText(content, account.fullname, locale.language);
    await transport.sendMail({
      from,
      to: mail.email,
      subject,
      text,
      attachments: [{ filename: pdf.filename, content: await pdf.render(), contentType: 'application/pdf' }],
    });
  }

  /** Sends the reports due at `now`; how many were sent. */
  async function sendDue(now = new Date()): Promise<number> {
    const due = await data.parents.claimDueMails(now, MOST_TRIES, MOST_PER_CHECK);
    let sent = 0;
    for (const mail of due) {
      try {
        await send(mail, now);
        await data.parents.mailSent(mail);
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const tries = mail.tries + 1;
        const nextTryAt = new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (tries - 1));
        await data.parents.mailFailed(mail, message, nextTryAt);
        const about = { parent: mail.parentPublicId, student: mail.studentPublicId, week: mail.week, tries };
        if (tries < MOST_TRIES) log.warn({ ...about, err: error, nextTryAt }, 'weekly report email failed');
        else log.error({ ...about, err: error }, 'weekly report email given up');
      }
    }
    return sent;
  }

  /** One check at a time: a slow mail server must not stack them up. */
  function check(now?: Date): Promise<number> {
    checking ??= sendDue(now)
      .catch((error: unknown) => {
        log.error({ err: error }, 'checking for weekly report emails failed');
        return 0;
      })
      .finally(() => {
        checking = undefined;
      });
    return checking;
  }

  return {
    /** Sends what is due now, then checks every few minutes. */
    start() {
      void check();
      timer = setInterval(() => void check(), CHECK_EVERY_MS);
      timer.unref();
    },
    /** Sends the reports due at `now` (what each check does). */
    check,
    async close() {
      clearInterval(timer);
      await checking;
      transport.close?.();
    },
  };
}

export type WeeklyMails = ReturnType<typeof createWeeklyMails>;
