import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  addStudent,
  createExam,
  drawFamilyCode,
  joinRound,
  linkChild,
  registerParent,
  registerTeacher,
  signInStudent,
  startRound,
  submitResult,
  uniqueName,
} from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { fillJoinForm, fillSignUpForm, pick, setNumber } from './support/forms';
import { setExactRows } from './support/generation-settings';
import { signInAsParent, signInAsStudent, signInAsTeacher } from './support/sign-in';
import { openPart } from './support/teacher-exam';

/**
 * The flows prove each screen at the width its people use: a child's and a parent's on a phone, a
 * teacher's at a desk. Here every screen is shown once at the other width, with its data made through
 * the API: it must show its title and content, fit the width (nothing scrolls sideways), and pass axe
 * (checkScreen). The passes run at once, each with its own class and pages: most of a pass is waiting
 * for the app and the API.
 */

const LEVEL = 3;
const PASSWORD = 'every-screen-password-1';
const EXAM = 'Friday sums';

/** Goes to `path` as if typed into the address bar (the session carries on) and waits for its title. */
async function visit(page: Page, path: string, title: string): Promise<void> {
  await page.goto(appUrl(path));
  await screenTitle(page, title);
}

describe.concurrent('every student screen on a desktop (1280 px)', () => {
  const browser = useBrowser();

  it('shows the screens before signing in, and with nothing done yet', async ({ expect }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, { title: 'Adding up to 20', level: LEVEL });

    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await screenTitle(page, 'Sign in');
    await page.getByLabel('Username').waitFor();
    await checkScreen(page, 'sign-in');
    await visit(page, '/no/such/screen', 'Page not found');
    await page.getByRole('link', { name: 'Go to the start' }).waitFor();
    await checkScreen(page, 'not-found');
    await visit(page, `/join/${teacher.joinCode}`, 'Join your class');
    await fillJoinForm(
      page,
      { username: uniqueName('mira'), password: PASSWORD, level: LEVEL },
      { Username: 'x!' },
    );
    await page.getByRole('button', { name: 'Join my class' }).click();
    await page.getByText('Please fix the boxes marked in red.').waitFor();
    await checkScreen(page, 'join-errors');

    // Signed in, with nothing done yet.
    await visit(page, '/sign-in', 'Sign in');
    await signInAsStudent(page, student);
    await page.getByRole('article', { name: 'Adding up to 20' }).getByText('Not tried yet').waitFor();
    await checkScreen(page, 'exams-new');
    await visit(page, '/results', 'My results');
    await page.getByText('No results yet.', { exact: false }).waitFor();
    await checkScreen(page, 'results-empty');
    await visit(page, '/progress', 'My progress');
    await page.getByText('No practice yet.', { exact: false }).waitFor();
    await checkScreen(page, 'progress-empty');
    await visit(page, '/profile', 'My profile');
    await expect.poll(() => page.getByLabel('Full name').inputValue(), STATE_WAIT).toBe('Mira Das');
    await checkScreen(page, 'profile');
    await visit(page, '/learn', 'Learn the soroban');
    await page.getByRole('group', { name: /^Your soroban/ }).waitFor();
    await checkScreen(page, 'learn');
    expect(problems).toEqual([]);
  });

  it('shows the screens while taking exams, and after results', async ({ expect }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    const practice = await createExam(teacher, { title: 'Adding up to 20', level: LEVEL });
    const test = await createExam(teacher, { title: 'Friday test', level: LEVEL, assessment: true });
    // Each number stays as long as the API allows, so the numbers are still flashing when checked.
    const flash = await createExam(teacher, {
      title: 'Flash drill',
      level: LEVEL,
      totalQuestions: 3,
      flashIntervalMs: 5000,
    });
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    // Going to another screen from a running exam asks first (closing the tab, in the browser's words).
    page.on('dialog', (dialog) => void dialog.accept());
    await signInAsStudent(page, student);

    // An exam taken and handed in on screen, and a flash drill while its numbers flash.
    await visit(page, `/exams/${practice}/take`, 'Adding up to 20');
    await page.getByRole('region', { name: 'Ready to start?' }).waitFor();
    await checkScreen(page, 'ready');
    await page.getByRole('button', { name: 'Start practising' }).click();
    await page.getByRole('region', { name: 'Question 1 of 5' }).waitFor();
    await checkScreen(page, 'take-exam');
    await page.getByRole('button', { name: 'Hand in my answers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hand in your answers?' });
    await dialog.getByText('These questions have no answer yet: 1, 2, 3, 4, 5.').waitFor();
    await checkScreen(page, 'hand-in');
    await dialog.getByRole('button', { name: 'Hand in' }).click();
    const answers = page.getByRole('region', { name: 'Your answers' });
    await expect.poll(() => answers.getByRole('listitem').count(), STATE_WAIT).toBe(5);
    await checkScreen(page, 'review');
    await visit(page, `/exams/${flash}/take`, 'Flash drill');
    await page.getByRole('button', { name: 'Start practising' }).click();
    await page.locator('.flash-sequence').getByText('Number 1 of', { exact: false }).waitFor();
    await checkScreen(page, 'flash');

    // Results handed in through the API: the reviews of a test and of a flash drill, then the figures.
    const token = await signInStudent(student.username, student.password);
    const tried = { minutes: 5, completedAt: new Date() };
    const testResult = await submitResult(token, test, { correct: 2, ...tried });
    const flashResult = await submitResult(token, flash, { correct: 3, ...tried });
    await submitResult(token, practice, { correct: 4, ...tried });
    await visit(page, `/results/${testResult}`, 'Friday test');
    await page
      .getByText('Your teacher shows the score alone while this test is open.', { exact: false })
      .waitFor();
    await checkScreen(page, 'review-test');
    await visit(page, `/results/${flashResult}`, 'Flash drill');
    await expect.poll(() => answers.getByRole('listitem').count(), STATE_WAIT).toBe(3);
    await checkScreen(page, 'flash-review');
    await visit(page, '/exams', 'My exams');
    await page.getByRole('link', { name: 'Practise again: Adding up to 20' }).waitFor();
    await checkScreen(page, 'exams');
    await visit(page, '/results', 'My results');
    await expect.poll(() => page.getByRole('article').count(), STATE_WAIT).toBe(4);
    await checkScreen(page, 'results');
    await visit(page, '/progress', 'My progress');
    await page
      .getByRole('region', { name: 'Practice' })
      .getByRole('article', { name: 'Adding up to 20' })
      .locator('canvas')
      .waitFor();
    await checkScreen(page, 'progress');
    expect(problems).toEqual([]);
  });
});

describe.concurrent('every teacher screen on a phone (360 px)', () => {
  const browser = useBrowser();

  it('shows a new teacher’s screens, from signing up to signing in again', async ({ expect }) => {
    const username = uniqueName('teach');
    const { page, problems } = await browser.open('/sign-up', { viewport: PHONE });
    await screenTitle(page, 'Start your class');
    await fillSignUpForm(page, { fullname: 'Asha Rao', username, password: PASSWORD });
    await checkScreen(page, 'teacher-sign-up');
    await page.getByRole('button', { name: 'Make my teacher account' }).click();
    await screenTitle(page, 'Your class');
    await page.getByText('No students yet.', { exact: false }).waitFor();
    await checkScreen(page, 'teacher-dashboard-empty');
    await visit(page, '/teacher/account', 'Your account');
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    await checkScreen(page, 'teacher-account');
    await visit(page, '/teacher/levels', 'Levels');
    await page.getByText('No students, exams or results yet', { exact: false }).waitFor();
    await checkScreen(page, 'teacher-levels-empty');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await screenTitle(page, 'Sign in');
    await signInAsTeacher(page, { username, password: PASSWORD });
    const code = (await page.locator('.join-code').textContent()) ?? '';
    await page.getByText(appUrl(`/join/${code}`)).waitFor();
    await checkScreen(page, 'teacher-home');
    expect(problems).toEqual([]);
  });

  it('shows a class’s screens: the roster, a test with its results, a result, and the exam builder', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const students = [];
    for (let n = 0; n < 3; n += 1) students.push(await addStudent(teacher, LEVEL));
    const examId = await createExam(teacher, { title: EXAM, level: LEVEL, assessment: true });
    const results = [];
    for (const student of students.slice(0, 2)) {
      const token = await signInStudent(student.username, student.password);
      results.push(await submitResult(token, examId, { correct: 0, minutes: 4, completedAt: new Date() }));
    }
    const [student] = students;
    const [result] = results;
    if (!student || !result) throw new Error('the class was not made');

    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsTeacher(page, teacher);
    await page
      .getByRole('link', { name: `Mira Das · ${EXAM}` })
      .first()
      .waitFor(STATE_WAIT);
    await checkScreen(page, 'teacher-dashboard');
    await visit(page, '/teacher/students', 'Students');
    await page.getByText('3 students').waitFor();
    await checkScreen(page, 'teacher-students');
    await visit(page, `/teacher/students/${student.id}`, 'Mira Das');
    await page.getByRole('table', { name: 'Results of Mira Das' }).getByRole('link').first().waitFor();
    await checkScreen(page, 'teacher-student');
    await visit(page, '/teacher/levels', 'Levels');
    await page
      .getByRole('table', { name: 'Levels' })
      .getByRole('row', { name: new RegExp(`^Level ${LEVEL} `) })
      .getByRole('cell', { name: '3', exact: true })
      .first()
      .waitFor(STATE_WAIT);
    await checkScreen(page, 'teacher-levels');
    await visit(page, '/teacher/exams', 'Exams');
    await page.getByRole('article', { name: EXAM }).getByText('Open to students').waitFor();
    await checkScreen(page, 'teacher-exams');

    await visit(page, `/teacher/exams/${examId}`, EXAM);
    await page.getByRole('button', { name: 'Exam report PDF' }).waitFor();
    await checkScreen(page, 'teacher-exam-overview');
    await openPart(page, 'Results');
    await page.getByRole('table', { name: 'Results' }).getByRole('link').first().waitFor(STATE_WAIT);
    await checkScreen(page, 'teacher-exam-results');
    await openPart(page, 'Analytics');
    await page.getByText('2 of 3 students').waitFor(STATE_WAIT);
    await page.getByRole('table', { name: 'Item analysis' }).getByRole('row').nth(5).waitFor(STATE_WAIT);
    await checkScreen(page, 'teacher-exam-analytics');
    await openPart(page, 'Questions');
    await page.getByRole('region', { name: 'The questions and their answers' }).waitFor(STATE_WAIT);
    await checkScreen(page, 'teacher-exam-items');
    await openPart(page, 'Settings');
    await page.getByText('so it is hidden rather than removed', { exact: false }).waitFor(STATE_WAIT);
    await checkScreen(page, 'teacher-exam-settings');
    await visit(page, `/teacher/results/${result}`, `Mira Das: ${EXAM}`);
    await page.getByText('Answer given:', { exact: false }).first().waitFor();
    await checkScreen(page, 'teacher-result');

    // The builder, with settings that cannot make the exam and then with ones that can.
    await visit(page, '/teacher/exams/new', 'New exam');
    await page.getByLabel('Title').fill('Level 3 big friends');
    await pick(page, 'Level', `Level ${LEVEL}`);
    await page.getByText('Single digits with big friends', { exact: false }).waitFor();
    await setExactRows(page, 2);
    await setNumber(page, 'Questions', 50);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('These settings cannot make this exam').waitFor(STATE_WAIT);
    await checkScreen(page, 'exam-builder-error');
    await setExactRows(page, 4);
    await setNumber(page, 'Questions', 5);
    await preview.getByText('All 5 questions:').waitFor(STATE_WAIT);
    await checkScreen(page, 'exam-builder');
    expect(problems).toEqual([]);
  });
});

describe.concurrent(
  'a live round’s screens: the projector on a phone (360 px), a child’s on a desktop (1280 px)',
  () => {
    const browser = useBrowser();

    it('shows the projector’s lobby, question and board, and the child waiting, answering and told the answer', async ({
      expect,
    }) => {
      const teacher = await registerTeacher();
      const student = await addStudent(teacher, LEVEL);
      const examId = await createExam(teacher, { title: 'Round of sums', level: LEVEL, totalQuestions: 2 });
      const round = await startRound(teacher, examId, 120);
      await joinRound(await signInStudent(student.username, student.password), round.code);

      const projector = await browser.open('/sign-in', { viewport: PHONE });
      const board = projector.page;
      await signInAsTeacher(board, teacher);
      await visit(board, `/teacher/rounds/${round.id}`, 'Live round: Round of sums');
      await board.getByText('1 child has joined').waitFor(STATE_WAIT);
      await checkScreen(board, 'round-projector-lobby');

      const child = await browser.open('/sign-in', { viewport: DESKTOP });
      await signInAsStudent(child.page, student);
      await visit(child.page, `/rounds/${round.id}`, 'Live round: Round of sums');
      await child.page.getByText('Waiting for your teacher…').waitFor();
      await checkScreen(child.page, 'round-child-waiting');

      await board.getByRole('button', { name: 'Start' }).click();
      await board.getByText('0 of 1 answered').waitFor(STATE_WAIT);
      await board.getByText(/^\d+ s left$/).waitFor(STATE_WAIT);
      await checkScreen(board, 'round-projector-question');
      await child.page.getByText('Answer now!').waitFor(STATE_WAIT);
      const options = child.page.getByRole('group', { name: 'Answers' }).getByRole('button');
      await checkScreen(child.page, 'round-child-answer');

      // The one child's answer closes the question: the answer shows on both screens.
      await options.first().click();
      await child.page.getByText('The right answer is', { exact: false }).waitFor(STATE_WAIT);
      await checkScreen(child.page, 'round-child-result');
      await board.getByText(/^The answer is/).waitFor(STATE_WAIT);
      await board.getByRole('table').waitFor();
      await checkScreen(board, 'round-projector-board');
      for (const opened of [projector, child]) expect(opened.problems).toEqual([]);
    });
  },
);

describe.concurrent('every parent screen on a desktop (1280 px)', () => {
  const browser = useBrowser();

  it('shows the sign-up, a child’s page, linking another child, and the account', async ({ expect }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await submitResult(
      await signInStudent(student.username, student.password),
      await createExam(teacher, {
        title: EXAM,
        level: LEVEL,
      }),
      { correct: 3, minutes: 4, completedAt: new Date() },
    );
    const parent = await registerParent();
    await linkChild(parent, await drawFamilyCode(teacher, student.id));

    const { page, problems } = await browser.open('/sign-up/parent', { viewport: DESKTOP });
    await screenTitle(page, 'Make a parent account');
    await page.getByLabel('Full name').waitFor();
    await checkScreen(page, 'parent-sign-up');
    await visit(page, '/sign-in', 'Sign in');
    await signInAsParent(page, parent, 'Mira Das');
    await page
      .getByRole('region', { name: 'Latest results', exact: true })
      .getByText(EXAM)
      .waitFor(STATE_WAIT);
    await checkScreen(page, 'family');
    await visit(page, '/family/link', 'Link a child');
    await page.getByLabel('Family code').waitFor();
    await checkScreen(page, 'link-child');
    await visit(page, '/family/account', 'Your account');
    await page.getByText(parent.username).waitFor(STATE_WAIT);
    await checkScreen(page, 'parent-account');
    expect(problems).toEqual([]);
  });
});
