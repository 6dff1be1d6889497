import { screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { hi } from '../src/locales/hi';
import { addStudent, createExam, registerTeacher, uniqueName } from './support/api';
import { appUrl, checkScreen, ON_A_PHONE, pathOf, STATE_WAIT, useBrowser } from './support/browser';
import { signInWithForm } from './support/sign-in';

const roleChosen = async (page: Page) =>
  page.getByRole('radiogroup', { name: 'Who are you?' }).getByRole('radio', { checked: true }).inputValue();

const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: 'Invalid username or password' });

/** The tests run at once, each with its own class and pages: most of a test is waiting for the app. */
describe.concurrent('signing in on a phone (360 px, touch)', () => {
  const browser = useBrowser();

  it('points to the other role after a refusal, alike for every username, and remembers the role that signed in', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, 2);
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await screenTitle(page, 'Sign in');
    expect(await roleChosen(page)).toBe('student');

    // A teacher who did not look at the switch: a refusal, and the way out of it.
    await signInWithForm(page, teacher);
    await refusal(page)
      .getByText('If you are a teacher or a parent, choose Teacher or Parent above.')
      .waitFor(STATE_WAIT);
    await checkScreen(page, 'sign-in-refused');
    // Nothing said tells a username that exists from one that does not.
    await signInWithForm(page, { username: uniqueName('nobody'), password: teacher.password });
    await refusal(page)
      .getByText('If you are a teacher or a parent, choose Teacher or Parent above.')
      .waitFor(STATE_WAIT);

    await page.getByText('Teacher', { exact: true }).click();
    expect(await refusal(page).count()).toBe(0);
    await signInWithForm(page, teacher);
    await screenTitle(page, 'Your class');

    // This device now opens on Teacher, after signing out as after a reload.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await screenTitle(page, 'Sign in');
    expect(await roleChosen(page)).toBe('teacher');
    await page.reload();
    await screenTitle(page, 'Sign in');
    expect(await roleChosen(page)).toBe('teacher');

    // A child on the teacher's device is pointed the other way.
    await signInWithForm(page, student);
    await refusal(page)
      .getByText('If you are a student or a parent, choose Student or Parent above.')
      .waitFor(STATE_WAIT);
    await page.getByText('Student', { exact: true }).click();
    await signInWithForm(page, student);
    await screenTitle(page, 'My exams');
    expect(problems).toEqual([]);

    // Another device knows nothing of it.
    const other = await browser.open('/sign-in', ON_A_PHONE);
    await screenTitle(other.page, 'Sign in');
    expect(await roleChosen(other.page)).toBe('student');
  });

  it('goes, once signed in, to the address a new tab was opened at', async ({ expect }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, 2);
    const examId = await createExam(teacher, { title: 'Counting on', level: 2 });

    // A teacher's link: the sign-in screen starts on Teacher, then shows the exam.
    const teacherTab = await browser.open(`/teacher/exams/${examId}`, ON_A_PHONE);
    await screenTitle(teacherTab.page, 'Sign in');
    expect(await roleChosen(teacherTab.page)).toBe('teacher');
    await signInWithForm(teacherTab.page, teacher);
    await screenTitle(teacherTab.page, 'Counting on');
    expect(pathOf(teacherTab.page)).toBe(`/teacher/exams/${examId}`);
    // The class's join link, opened signed in, leads home rather than to a form to join again.
    await teacherTab.page.goto(appUrl(`/join/${teacher.joinCode}`));
    await screenTitle(teacherTab.page, 'Your class');
    expect(teacherTab.problems).toEqual([]);

    // A child's: My results, then, once signed out by hand, the sign-in leads to the start.
    const { page, problems } = await browser.open('/results', ON_A_PHONE);
    await screenTitle(page, 'Sign in');
    expect(await roleChosen(page)).toBe('student');
    await signInWithForm(page, student);
    await screenTitle(page, 'My results');
    expect(pathOf(page)).toBe('/results');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await screenTitle(page, 'Sign in');
    await signInWithForm(page, student);
    await screenTitle(page, 'My exams');
    await page.goto(appUrl(`/join/${teacher.joinCode}`));
    await screenTitle(page, 'My exams');
    expect(pathOf(page)).toBe('/exams');
    expect(problems).toEqual([]);
  });

  it('tells a child locked out by wrong passwords to ask their teacher for a new one, in English and Hindi', async ({
    expect,
  }) => {
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    // What the API answers once a username has had LOGIN_RATE_LIMIT_MAX (10) wrong passwords in 15
    // minutes: the test server allows many more, so the page is given that answer.
    await page.route('**/api/v1/student/login', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '900' },
        body: JSON.stringify({
          success: false,
          statusCode: 429,
          data: null,
          message: 'Too many attempts; try again in 15 minutes',
        }),
      }),
    );
    await signInWithForm(page, { username: uniqueName('mira'), password: 'not-my-password' });
    const locked = page.getByRole('alert').filter({ hasText: 'Too many attempts; try again in 15 minutes' });
    await locked.getByText('Forgotten your password? Ask your teacher to reset it.').waitFor(STATE_WAIT);
    await checkScreen(page, 'sign-in-locked');

    await page.getByText('हिन्दी', { exact: true }).click();
    await screenTitle(page, hi.publicArea.signIn.title);
    await page.getByLabel(hi.signIn.username).fill(uniqueName('mira'));
    await page.getByLabel(hi.signIn.password, { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: hi.signIn.signIn, exact: true }).click();
    await page
      .getByRole('alert')
      .getByText('पासवर्ड भूल गए? अपने शिक्षक से उसे रीसेट करने को कहें।')
      .waitFor(STATE_WAIT);
    await checkScreen(page, 'sign-in-locked-hindi');
    expect(problems).toEqual([]);
  });
});
