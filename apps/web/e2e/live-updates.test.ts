import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import { describe, expect, it } from 'vitest';
import {
  addStudent,
  createExam,
  openExam,
  registerTeacher,
  signInStudent,
  submitResult,
} from './support/api';
import { appUrl, STATE_WAIT, useBrowser } from './support/browser';
import { signInAsStudent, signInAsTeacher } from './support/sign-in';
import { openPart } from './support/teacher-exam';

const LEVEL = 2;

/**
 * How soon a change made elsewhere shows on a screen left alone: a product requirement, not a guess at
 * how long it takes (a few hundred milliseconds on a quiet machine).
 */
const LIVE = { timeout: 5_000 };

describe('screens that update by themselves', () => {
  const browser = useBrowser();

  it('shows a child on a phone the test their teacher opens, and the one they add, without a reload', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    const friday = await createExam(teacher, {
      title: 'Friday sums',
      level: LEVEL,
      assessment: true,
      active: false,
    });
    const { page, problems } = await browser.open('/sign-in', {
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    await signInAsStudent(page, student);
    await page.getByRole('article', { name: 'Friday sums' }).getByText('Closed').waitFor(STATE_WAIT);

    await openExam(teacher, friday);
    await page.getByRole('link', { name: 'Start: Friday sums' }).waitFor(LIVE);

    await createExam(teacher, { title: 'Monday practice', level: LEVEL });
    await page.getByRole('link', { name: 'Start: Monday practice' }).waitFor(LIVE);
    expect(problems).toEqual([]);
  });

  it('shows a child the test their teacher set to open at a time, when that time comes, without a reload', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    // Far enough ahead that the child is signed in and sees the test closed first, on a loaded machine too.
    const opensAt = new Date(Date.now() + 15_000);
    await createExam(teacher, { title: 'Quiz at nine', level: LEVEL, opensAt });
    const { page, problems } = await browser.open('/sign-in', {
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    await signInAsStudent(page, student);
    const card = page.getByRole('article', { name: 'Quiz at nine' });
    await card.waitFor(STATE_WAIT);
    expect(Date.now()).toBeLessThan(opensAt.getTime());
    expect(await card.getByRole('link', { name: 'Start: Quiz at nine' }).count()).toBe(0);

    await card
      .getByRole('link', { name: 'Start: Quiz at nine' })
      .waitFor({ timeout: opensAt.getTime() - Date.now() + LIVE.timeout });
    expect(problems).toEqual([]);
  });

  it("shows a teacher at a desk a child's result as it arrives, without a reload", async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    const examId = await createExam(teacher, { title: 'Times tables', level: LEVEL });
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl(`/teacher/exams/${examId}`));
    await screenTitle(page, 'Times tables');
    await openPart(page, 'Results');
    await page.getByText('No results yet.', { exact: false }).waitFor(STATE_WAIT);

    const token = await signInStudent(student.username, student.password);
    await submitResult(token, examId, { correct: 3, minutes: 4, completedAt: new Date() });
    await page.getByRole('table', { name: 'Results' }).getByRole('link', { name: 'Mira Das' }).waitFor(LIVE);
    expect(problems).toEqual([]);
  });
});
