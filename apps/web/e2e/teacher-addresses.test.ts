import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStudent, createExam, registerTeacher } from './support/api';
import { appUrl, pathOf, useBrowser } from './support/browser';
import { signInAsTeacher } from './support/sign-in';
import { openPart } from './support/teacher-exam';

const EXAM = 'Monday sums';

/** The part of the exam screen shown now, by its highlighted link and the region below it. */
async function partShown(page: Page, name: string): Promise<void> {
  await page.getByRole('region', { name, exact: true }).waitFor();
  const current = page.getByRole('navigation', { name: 'Part of the exam' }).locator('[aria-current="page"]');
  expect(await current.textContent()).toBe(name);
}

// Found by a teacher: a reload on an exam's Results dropped them back to its Overview.
// The tests run at once, each with its own class and pages: most of a test is waiting for the app.
describe.concurrent.each([
  ['a desktop (1280 px)', DESKTOP],
  ['a phone (360 px)', PHONE],
])('the address of a teacher’s screen on %s', (_, viewport) => {
  const browser = useBrowser();

  it('keeps the part of an exam shown through a reload, Back and Forward, and opens a part from a link', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, 2);
    const examId = await createExam(teacher, { title: EXAM, level: 2 });
    const { page, problems } = await browser.open('/sign-in', { viewport, hasTouch: viewport === PHONE });
    await signInAsTeacher(page, teacher);

    await page
      .getByRole('navigation', { name: 'Teacher screens' })
      .getByRole('link', { name: 'Exams' })
      .click();
    await page.getByRole('article', { name: EXAM }).getByRole('link', { name: EXAM }).click();
    await screenTitle(page, EXAM);
    await partShown(page, 'Overview');
    expect(pathOf(page)).toBe(`/teacher/exams/${examId}`);

    await openPart(page, 'Results');
    expect(pathOf(page)).toBe(`/teacher/exams/${examId}/results`);
    await page.reload();
    await screenTitle(page, EXAM);
    await partShown(page, 'Results');

    await openPart(page, 'Analytics');
    await page.goBack();
    await partShown(page, 'Results');
    await page.goForward();
    await partShown(page, 'Analytics');
    await page.goBack();
    await page.goBack();
    await partShown(page, 'Overview');

    // An address typed or shared opens its part; one the exam has not opens its overview.
    await page.goto(appUrl(`/teacher/exams/${examId}/settings`));
    await screenTitle(page, EXAM);
    await partShown(page, 'Settings');
    await page.goto(appUrl(`/teacher/exams/${examId}/no-such-part`));
    await screenTitle(page, EXAM);
    await partShown(page, 'Overview');
    expect(pathOf(page)).toBe(`/teacher/exams/${examId}`);

    // The other teacher screens are addresses of their own, and stay after a reload too.
    for (const [path, title] of [
      [`/teacher/students/${student.id}`, 'Mira Das'],
      ['/teacher/account', 'Your account'],
    ] as const) {
      await page.goto(appUrl(path));
      await screenTitle(page, title);
      await page.reload();
      await screenTitle(page, title);
      expect(pathOf(page)).toBe(path);
    }
    expect(problems).toEqual([]);
  });
});
