import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  addStudent,
  closeExam,
  createExam,
  examWithQuestions,
  readExam,
  registerTeacher,
} from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { pick, setNumber } from './support/forms';
import { openPart } from './support/teacher-exam';
import { signInAsStudent, signInAsTeacher } from './support/sign-in';

/** The teacher's time zone here: India's, half an hour off any whole-hour zone, as many schools are. */
const TIME_ZONE = 'Asia/Kolkata';
const TITLE = 'Tuesday test';

/** A moment as the app writes it on a device in `timeZone` (the teacher's, unless said): `Tue 24 Nov, 09:00`. */
const moment = (at: Date, timeZone = TIME_ZONE) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);

/** Tomorrow at this time in TIME_ZONE (UTC+5:30), as an instant and as typed into a date box. */
function tomorrowAt(hours: number, minutes: number): { at: Date; typed: string } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE })
    .format(new Date(Date.now() + 24 * 3600_000))
    .split('-')
    .map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hours, minutes) - 330 * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { at, typed: `${year}-${pad(month)}-${pad(day)} ${pad(hours)}:${pad(minutes)}` };
}

/** Types a moment into the date box labelled `label` and leaves it, as a person with a keyboard would. */
async function typeMoment(page: Page, label: string, typed: string): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(typed);
  await box.press('Tab');
}

// Found by a teacher: an exam could not be set to open and close at the times of the lesson.
// The tests run at once, each with its own class and pages: most of a test is waiting for the app.
describe.concurrent('a teacher setting when an exam opens and closes', () => {
  const browser = useBrowser();

  it('at a desk (1280 px, India time): sets them in the builder and in the settings, and sees them said', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP, timezoneId: TIME_ZONE });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl('/teacher/exams/new'));
    await screenTitle(page, 'New exam');
    await page.getByLabel('Title').fill(TITLE);
    await setNumber(page, 'Questions', 5);
    const opens = tomorrowAt(9, 0);
    const closes = tomorrowAt(9, 30);
    await typeMoment(page, 'Opens at', opens.typed);
    await typeMoment(page, 'Closes at', closes.typed);
    await page.getByRole('region', { name: 'Preview' }).getByText('All 5 questions:').waitFor(STATE_WAIT);
    await checkScreen(page, 'exam-builder-times');
    await page.getByRole('button', { name: 'Create the exam' }).click();

    await screenTitle(page, TITLE);
    await page
      .getByText(`Students at level 1 can take it from ${moment(opens.at)} until ${moment(closes.at)}.`, {
        exact: false,
      })
      .waitFor();
    const { examId } = await examWithQuestions(teacher, TITLE);
    const made = await readExam(teacher, examId);
    expect(made).toMatchObject({ is_active: false });
    expect(new Date(made.opensAt!).getTime()).toBe(opens.at.getTime());
    expect(new Date(made.closesAt!).getTime()).toBe(closes.at.getTime());
    const said = `Opens ${moment(opens.at)} · until ${moment(closes.at)}`;
    await page.getByText(said, { exact: false }).first().waitFor();

    // Half an hour more, from its settings.
    await openPart(page, 'Settings');
    const later = tomorrowAt(10, 0);
    await typeMoment(page, 'Closes at', later.typed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByText(`Opens ${moment(opens.at)} · until ${moment(later.at)}`, { exact: false })
      .first()
      .waitFor(STATE_WAIT);
    expect(new Date((await readExam(teacher, examId)).closesAt!).getTime()).toBe(later.at.getTime());
    await checkScreen(page, 'teacher-exam-settings-times');

    // The list says it too.
    await page
      .getByRole('navigation', { name: 'Teacher screens' })
      .getByRole('link', { name: 'Exams' })
      .click();
    await screenTitle(page, 'Exams');
    await page
      .getByRole('article', { name: TITLE })
      .getByText(`Opens ${moment(opens.at)} · until ${moment(later.at)}`)
      .waitFor(STATE_WAIT);
    expect(problems).toEqual([]);
  });

  it('at a desk (1280 px): a grading from a standard takes its times, its near pass and its school', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP, timezoneId: TIME_ZONE });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl('/teacher/exams/gradings/new/template'));
    await screenTitle(page, 'New grading');
    await page.getByRole('radio', { name: /^8th kyu, / }).check();
    await pick(page, 'Level', 'Level 7');
    await page.getByLabel('School (you may leave it empty)').fill('Sunrise Abacus');
    await setNumber(page, 'Near pass, in % of the full marks', 20);
    const opens = tomorrowAt(9, 0);
    const closes = tomorrowAt(10, 0);
    await typeMoment(page, 'Opens at', opens.typed);
    await typeMoment(page, 'Closes at', closes.typed);
    await checkScreen(page, 'grading-standard-times');
    await page.getByRole('button', { name: 'Make the grading' }).click();
    await screenTitle(page, '8th kyu grading');
    await page.getByText('Up to 20% of the full marks below a pass mark is a near pass.').waitFor(STATE_WAIT);

    // Each section's test opens and closes at those times.
    await page.goto(appUrl('/teacher/exams'));
    await screenTitle(page, 'Exams');
    const said = `Opens ${moment(opens.at)} · until ${moment(closes.at)}`;
    await expect.poll(() => page.getByText(said).count(), STATE_WAIT).toBe(3);
    expect(problems).toEqual([]);
  });

  it('on a phone (360 px): the list says which exam is open until when, which opens later, and which is closed', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const inTwoHours = new Date(Date.now() + 2 * 3600_000);
    await createExam(teacher, { title: 'Open one', level: 2, closesAt: inTwoHours });
    const opensAt = tomorrowAt(9, 0).at;
    await createExam(teacher, { title: 'Later one', level: 2, opensAt });
    const closed = await createExam(teacher, { title: 'Closed one', level: 2 });
    await closeExam(teacher, closed);
    const { page, problems } = await browser.open('/sign-in', {
      viewport: PHONE,
      hasTouch: true,
      timezoneId: TIME_ZONE,
    });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl('/teacher/exams'));
    await screenTitle(page, 'Exams');
    await page
      .getByRole('article', { name: 'Open one' })
      .getByText(`Open until ${moment(inTwoHours)}`)
      .waitFor(STATE_WAIT);
    await page
      .getByRole('article', { name: 'Later one' })
      .getByText(`Opens ${moment(opensAt)}`)
      .waitFor();
    await page.getByRole('article', { name: 'Closed one' }).getByText('Closed', { exact: true }).waitFor();
    await checkScreen(page, 'teacher-exams-times');

    // Closed and opened again, it keeps its due date.
    const open = page.getByRole('article', { name: 'Open one' });
    await open.getByRole('switch').click();
    await open.getByText('Closed', { exact: true }).waitFor(STATE_WAIT);
    await open.getByRole('switch').click();
    await open.getByText(`Open until ${moment(inTwoHours)}`).waitFor(STATE_WAIT);
    expect(problems).toEqual([]);
  });

  it('a child on a phone (360 px) sees when each test is due and when one opens, not only Open and Closed', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, 3);
    const due = tomorrowAt(17, 0).at;
    const opens = tomorrowAt(9, 0).at;
    await createExam(teacher, { title: 'Friday test', level: 3, assessment: true, closesAt: due });
    await createExam(teacher, { title: 'Tables', level: 3, closesAt: due });
    await createExam(teacher, { title: 'Quiz at nine', level: 3, opensAt: opens });
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);
    // The child's phone is in UTC here: the moments read so.
    const inUtc = (at: Date) => moment(at, 'UTC');
    const card = (title: string) => page.getByRole('article', { name: title });
    await card('Friday test')
      .getByText(`Due ${inUtc(due)}`, { exact: true })
      .waitFor(STATE_WAIT);
    await card('Tables')
      .getByText(`Open until ${inUtc(due)}`, { exact: true })
      .waitFor();
    await card('Quiz at nine')
      .getByText(`Opens ${inUtc(opens)}`, { exact: true })
      .waitFor();
    expect(await card('Quiz at nine').getByText('Closed', { exact: true }).count()).toBe(0);
    await checkScreen(page, 'student-exams-times');
    // The Ready? screen says it too, before the one try is spent.
    await card('Friday test').getByRole('link', { name: 'Start: Friday test' }).click();
    await page
      .getByRole('region', { name: 'Ready to start?' })
      .getByText(`${inUtc(due)}: hand it in before then.`, { exact: true })
      .waitFor(STATE_WAIT);
    await checkScreen(page, 'ready-due');
    await page.getByRole('link', { name: 'Not now' }).click();
    await page.getByText('हिन्दी', { exact: true }).click();
    await card('Quiz at nine')
      .getByText(/को खुलेगी$/)
      .waitFor(STATE_WAIT);
    await card('Friday test')
      .getByText(/तक जमा करें$/)
      .waitFor();
    await checkScreen(page, 'student-exams-times-hindi');
    expect(problems).toEqual([]);
  });
});
