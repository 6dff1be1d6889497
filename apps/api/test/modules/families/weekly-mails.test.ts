// @driver-sensitive: the reports due are claimed with FOR UPDATE SKIP LOCKED, which PostgreSQL takes on several connections
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { TIME_ZONES } from '@abacus/contract';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createParent, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { createExam, recordResult } from '../../helpers/exams.js';
import { hasPdftotext, popplerText } from '../../helpers/pdf.js';

/** A mail server of the test's own: it keeps what it is sent, and refuses messages while asked to. */
const received: ParsedMail[] = [];
let refusing = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (refusing > 0) {
        refusing -= 1;
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        return;
      }
      void simpleParser(Buffer.concat(chunks)).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    });
  },
});
smtp.listen(0, '127.0.0.1');
await once(smtp.server, 'listening');
const { port } = smtp.server.address() as AddressInfo;

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const localHour = (timeZone: string, now: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));
const localWeekday = (timeZone: string, now: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(now).toLowerCase();

/** A zone where it is now evening (18:00–21:59): its schools' reports are due if today is their day. */
const eveningZone = (now = new Date()) =>
  TIME_ZONES.find((zone) => localHour(zone, now) >= 18 && localHour(zone, now) <= 21)!;

const MINUTE = 60 * 1000;

describe("parents' weekly report emails", () => {
  const { context, inject } = useAppCalls({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Sunrise Abacus <reports@school.example>' },
  });
  let teacher: SignedIn;
  const zone = eveningZone();
  const today = localWeekday(zone, new Date());

  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  const settings = (who: SignedIn, payload: Record<string, unknown>) =>
    inject({ method: 'PATCH', url: '/api/v1/admin/practice', headers: who.auth, payload });

  /** A child of `school` with a parent who has an email and reads in `language`, linked. */
  async function family(school: SignedIn, language: 'en' | 'hi', fullname = 'Ravi Kumar') {
    const child = await createStudent(context.app, school, { fullname });
    const parent = await createParent(context.app, {
      fullname: 'Sunita Kumar',
      email: `${child.username}.parent@example.com`,
      language,
    });
    const code = await inject({
      method: 'POST',
      url: `/api/v1/student/${child.id}/family-code`,
      headers: school.auth,
    });
    const linked = await inject({
      method: 'POST',
      url: '/api/v1/parent/children',
      headers: parent.auth,
      payload: { family_code: code.json().data.family_code },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    return { child, code: code.json().data.family_code as string };
  }

  beforeAll(async () => {
    teacher = await createAdmin(context.app, { fullname: 'Meera Sharma' });
    const set = await settings(teacher, { time_zone: zone, weekly_report_day: today });
    expect(set.json().data).toMatchObject({ time_zone: zone, weekly_report_day: today });
  });

  it("sends each parent with an email their child's week on the school's report day, in their language, once", async () => {
    const { child, code } = await family(teacher, 'hi');
    // A second parent without an email gets nothing; nor does a school whose report day is tomorrow.
    const noEmail = await createParent(context.app);
    await inject({
      method: 'POST',
      url: '/api/v1/parent/children',
      headers: noEmail.auth,
      payload: { family_code: code },
    });
    const otherSchool = await createAdmin(context.app);
    const tomorrow = WEEKDAYS[(WEEKDAYS.indexOf(today) + 1) % 7];
    await settings(otherSchool, { time_zone: zone, weekly_report_day: tomorrow });
    await family(otherSchool, 'en', 'Leela Nair');
    const exam = await createExam(context.app, teacher, { title: 'Weekly sums' });
    await recordResult(context.database.connection.db, exam.exam_id, child.id, { score: 14 });

    received.length = 0;
    expect(await context.app.weeklyMails!.check()).toBe(1);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from?.value).toEqual([{ name: 'Sunrise Abacus', address: 'reports@school.example' }]);
    expect(mail!.to).toMatchObject({ text: `${child.username}.parent@example.com` });
    expect(mail!.subject).toBe('Ravi Kumar का सप्ताह: अभ्यास के 5 दिनों में से 0 दिन');
    expect(mail!.text).toContain('प्रिय Sunita Kumar,');
    expect(mail!.text).toContain('इस सप्ताह के परिणाम: 1।');
    expect(mail!.text).toContain('Meera Sharma, अबेकस परीक्षा मंच से');
    const [attachment] = mail!.attachments;
    expect(attachment).toMatchObject({ contentType: 'application/pdf' });
    expect(attachment!.filename).toMatch(/^weekly-report-.*\.pdf$/);
    if (hasPdftotext) {
      const text = popplerText(attachment!.content).replace(/\s+/g, ' ');
      for (const words of ['साप्ताहिक रिपोर्ट', 'Ravi Kumar', 'Weekly sums', '14 / 20'])
        expect(text).toContain(words);
    }

    // Sent is sent: the next checks of the evening send nothing more.
    expect(await context.app.weeklyMails!.check()).toBe(0);
    expect(await context.app.weeklyMails!.check(new Date(Date.now() + 30 * MINUTE))).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('tries a refused sending again later, not at once', async () => {
    await family(teacher, 'en', 'Asha Verma');
    received.length = 0;
    refusing = 1;
    const now = new Date();
    expect(await context.app.weeklyMails!.check(now)).toBe(0);
    expect(received).toHaveLength(0);
    expect(await context.app.weeklyMails!.check(new Date(now.getTime() + 5 * MINUTE))).toBe(0);

    expect(await context.app.weeklyMails!.check(new Date(now.getTime() + 11 * MINUTE))).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('Asha Verma’s week: 0 of 5 practice days');
    expect(received[0]!.text).toContain('The one-page weekly report is attached.');
  });
});
