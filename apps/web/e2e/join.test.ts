import { screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { addStudent, confirmLevel, createExam, registerTeacher, setLevel, uniqueName } from './support/api';
import { checkScreen, ON_A_PHONE, STATE_WAIT, useBrowser } from './support/browser';
import { fillJoinForm } from './support/forms';

const LEVEL = 3;
const PASSWORD = 'abacus-student-1';

/** The form's box labelled `label`, with what is said under it. */
const field = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });

const join = (page: Page) => page.getByRole('button', { name: 'Join my class' }).click();

/** The tests run at once, each with its own class and pages: most of a test is waiting for the app. */
describe.concurrent('joining a class on a phone (360 px, touch)', () => {
  const browser = useBrowser();

  it('takes a name, a username, a password and a level, and says the teacher checks the level before exams show', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    await createExam(teacher, { title: 'Adding up to 20', level: LEVEL });
    const username = uniqueName('mira');

    const { page, problems } = await browser.open(`/join/${teacher.joinCode}`, ON_A_PHONE);
    await screenTitle(page, 'Join your class');
    expect(await page.getByLabel('Class code').inputValue()).toBe(teacher.joinCode);
    // No email, no phone number: a child of eight has neither.
    expect(await page.getByLabel(/email|phone/i).count()).toBe(0);
    await field(page, 'Abacus level')
      .getByText('Your teacher checks it, or sets it if you leave it.')
      .waitFor();
    // Nothing picked yet: the lists' "Not sure" is as readable as any text.
    await checkScreen(page, 'join');

    await fillJoinForm(page, { username, password: PASSWORD, level: LEVEL });
    await join(page);
    await screenTitle(page, 'My exams');
    const notice = page.getByRole('alert').filter({ hasText: 'Your teacher will check your level first' });
    await notice.getByText(`You picked level ${LEVEL}.`, { exact: false }).waitFor(STATE_WAIT);
    expect(await page.getByRole('article').count()).toBe(0);
    await checkScreen(page, 'exams-level-unchecked');

    // Checked by the teacher: the notice goes, the exams come.
    await confirmLevel(teacher, username);
    await page.reload();
    await page.getByRole('article', { name: 'Adding up to 20' }).waitFor(STATE_WAIT);
    expect(await notice.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('takes only a name, a username and a password, and says the teacher sets the level', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    await createExam(teacher, { title: 'Adding up to 20', level: LEVEL });
    const username = uniqueName('mira');
    const { page, problems } = await browser.open(`/join/${teacher.joinCode}`, ON_A_PHONE);
    await screenTitle(page, 'Join your class');
    await field(page, 'Class').getByText('Not sure? Leave it for your teacher.').waitFor();

    await fillJoinForm(page, { username, password: PASSWORD });
    await join(page);
    await screenTitle(page, 'My exams');
    const notice = page.getByRole('alert').filter({ hasText: 'Your teacher will set your level first' });
    await notice.waitFor(STATE_WAIT);
    await checkScreen(page, 'exams-level-unset');

    await setLevel(teacher, username, LEVEL);
    await page.reload();
    await page.getByRole('article', { name: 'Adding up to 20' }).waitFor(STATE_WAIT);
    expect(await notice.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows every problem by its box at once, the API’s as the form’s own', async ({ expect }) => {
    const teacher = await registerTeacher();
    const classmate = await addStudent(teacher, LEVEL);
    const username = uniqueName('mira');
    const { page, problems } = await browser.open('/join', ON_A_PHONE);
    await screenTitle(page, 'Join your class');

    // What the form can check, all at once: a code left out, a username and a password of the wrong shape.
    await fillJoinForm(page, { username: 'x!', password: 'abc', level: LEVEL });
    await join(page);
    await page.getByText('Please fix the boxes marked in red.').waitFor();
    await field(page, 'Class code').getByText('Please type the class code from your teacher').waitFor();
    await field(page, 'Username').getByText('May contain only letters, digits, _ . and -').waitFor();
    await field(page, 'Password').getByText('at least', { exact: false }).first().waitFor();
    await checkScreen(page, 'join-errors');

    // What only the API knows shows by its box the same way: a code no class has, then a username taken.
    await page.getByLabel('Class code').fill('ABCD-EFGH');
    await page.getByLabel('Username', { exact: true }).fill(classmate.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await join(page);
    await field(page, 'Class code')
      .getByText('No class has this join code', { exact: false })
      .waitFor(STATE_WAIT);
    await page.getByLabel('Class code').fill(teacher.joinCode);
    await join(page);
    await field(page, 'Username').getByText('This username is already taken').waitFor(STATE_WAIT);
    await page.getByLabel('Username', { exact: true }).fill(username);
    await join(page);
    await screenTitle(page, 'My exams');
    expect(problems).toEqual([]);
  });
});
