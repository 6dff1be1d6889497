import { DESKTOP, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  addStudent,
  examWithQuestions,
  registerTeacher,
  signInStudent,
  submitResult,
  uniqueName,
} from './support/api';
import { appUrl, checkScreen, pathOf, STATE_WAIT, useBrowser } from './support/browser';
import { downloadOf, pdfText } from './support/download';
import { confirmPopup, fillSignUpForm, pick } from './support/forms';
import { asPreviewed, listedQuestions, previewedQuestions } from './support/preview';
import { setDigitsPerRow } from './support/generation-settings';
import { signInAsStudent, signInAsTeacher } from './support/sign-in';
import { openPart } from './support/teacher-exam';

const PASSWORD = 'teacher-password-1';
const STUDENT_PASSWORD = 'pupil-password-1';
const NEW_STUDENT_PASSWORD = 'a-new-password-9';
const LEVEL = 3;
const EXAM = 'Friday sums';
const CLASS = ['Mira Das', 'Kabir Shah', 'Leela Nair'] as const;

/** Opens one of the teacher's screens from the area's tabs. */
async function openTab(page: Page, name: string, title: string) {
  await page.getByRole('navigation', { name: 'Teacher screens' }).getByRole('link', { name }).click();
  await screenTitle(page, title);
}

/** Adds a student at LEVEL through the roster's dialog; returns their username. */
async function addStudentOnScreen(page: Page, fullname: string): Promise<string> {
  const username = uniqueName('pupil');
  await page.getByRole('button', { name: 'Add a student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a student' });
  await dialog.getByLabel('Full name').fill(fullname);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(STUDENT_PASSWORD);
  await dialog.getByLabel('Email').fill(`${username}@example.com`);
  await dialog.getByLabel('Phone number').fill('+919812345678');
  await pick(dialog, 'Class', '4');
  await pick(dialog, 'Abacus level', String(LEVEL));
  await dialog.getByRole('button', { name: 'Add the student' }).click();
  await dialog.waitFor({ state: 'hidden', ...STATE_WAIT });
  await page
    .getByRole('table', { name: 'My students' })
    .getByRole('link', { name: fullname })
    .waitFor(STATE_WAIT);
  return username;
}

// A teacher's flows, proven at a desk's width; every-screen.test.ts shows their screens on a phone.
// The tests run at once, each with its own class and pages: most of a test is waiting for the app.
describe.concurrent('a teacher running a class on a desktop (1280 px)', () => {
  const browser = useBrowser();

  it('signs up, shares the class code, and looks after the account', async ({ expect }) => {
    const username = uniqueName('teach');
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('link', { name: 'Start your class' }).click();
    await screenTitle(page, 'Start your class');
    await fillSignUpForm(page, { fullname: 'Asha Rao', username, password: PASSWORD });
    await checkScreen(page, 'teacher-sign-up');
    await page.getByRole('button', { name: 'Make my teacher account' }).click();

    await screenTitle(page, 'Your class');
    expect(pathOf(page)).toBe('/teacher');
    await page.getByText('Hello, Asha Rao.', { exact: false }).waitFor();
    await page.getByText('No students yet.', { exact: false }).waitFor();
    const code = (await page.locator('.join-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await page.getByText(appUrl(`/join/${code}`)).waitFor();
    await checkScreen(page, 'teacher-dashboard-empty');

    await openTab(page, 'Account', 'Your account');
    await page.getByRole('button', { name: 'Copy link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(appUrl(`/join/${code}`));

    await page.getByRole('button', { name: 'New code' }).click();
    await confirmPopup(page, 'Make a new code');
    await expect.poll(() => page.locator('.join-code').textContent(), STATE_WAIT).not.toBe(code);
    await page.getByRole('button', { name: 'Turn joining off' }).click();
    await confirmPopup(page, 'Turn off');
    await page.getByText('Joining is turned off', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Turn joining on' }).click();
    await confirmPopup(page, 'Turn joining on');
    await page.locator('.join-code').waitFor();

    await page.getByLabel('Full name').fill('Asha Rao-Iyer');
    // The details' form is the page's first (the daily practice has its own Save changes).
    await page.getByRole('button', { name: 'Save changes' }).first().click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    await page.getByText('You have no students and no results', { exact: false }).waitFor();
    await checkScreen(page, 'teacher-account');

    await openTab(page, 'Levels', 'Levels');
    await page.getByText('No students, exams or results yet', { exact: false }).waitFor();
    await checkScreen(page, 'teacher-levels-empty');
    expect(problems).toEqual([]);
  });
});

describe.concurrent('a teacher with a class on a desktop (1280 px)', () => {
  const browser = useBrowser();

  it('adds students, sets a test, reads its results, analytics and reports, and resets a password', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);

    // The roster: three students added through its dialog.
    await openTab(page, 'Students', 'Students');
    await page.getByText('No students yet.', { exact: false }).waitFor();
    const usernames = [];
    for (const name of CLASS) usernames.push(await addStudentOnScreen(page, name));
    await page.getByText('3 students').waitFor();
    await checkScreen(page, 'teacher-students');

    // A test built in the builder (its preview checked elsewhere), made closed, then opened from the list.
    await openTab(page, 'Exams', 'Exams');
    await page.getByRole('link', { name: 'New exam' }).click();
    await screenTitle(page, 'New exam');
    await page.getByLabel('Title').fill(EXAM);
    await pick(page, 'Level', `Level ${LEVEL}`);
    await page.getByLabel('Test (once)').check();
    // Written by default for a test; this class's figures are of one answered by choosing.
    await page.getByRole('radio', { name: 'Choose from 4 answers' }).check();
    await page.getByRole('switch', { name: 'Open to students now' }).click();
    // The numbers by their digits, as abacus teachers say them: the range they cover is shown.
    await setDigitsPerRow(page, 2, 2);
    await page.getByText('Numbers 10 to 99.').waitFor();
    await setDigitsPerRow(page, 1, 1);
    const questions = page.getByRole('spinbutton', { name: 'Questions' });
    await questions.fill('5');
    await questions.press('Tab');
    await page.getByRole('region', { name: 'Preview' }).getByText('All 5 questions:').waitFor(STATE_WAIT);
    await page.getByRole('button', { name: 'Create the exam' }).click();
    await screenTitle(page, EXAM);
    await page.getByText('It is closed: students see it once you open it on the Exams screen.').waitFor();
    await openTab(page, 'Exams', 'Exams');
    const card = page.getByRole('article', { name: EXAM });
    await card.getByText('Closed').waitFor();
    await card.getByRole('switch').click();
    await card.getByText('Open to students').waitFor();

    // Two of the three take it (through the API); the third has not.
    const { examId, questions: made } = await examWithQuestions(teacher, EXAM);
    for (const [index, username] of usernames.slice(0, 2).entries()) {
      const token = await signInStudent(username, STUDENT_PASSWORD);
      await submitResult(token, examId, { correct: 0, minutes: 4 + index, completedAt: new Date() });
    }

    // The home screen: the newest results, and who has not taken the open test.
    await openTab(page, 'Home', 'Your class');
    await page.getByRole('link', { name: `${CLASS[0]} · ${EXAM}` }).waitFor(STATE_WAIT);
    await page.getByText('Not yet:', { exact: false }).getByRole('link', { name: CLASS[2] }).waitFor();
    await checkScreen(page, 'teacher-dashboard');

    // Every level side by side: this class's level with its three students and the two results.
    await openTab(page, 'Levels', 'Levels');
    const level = page
      .getByRole('table', { name: 'Levels' })
      .getByRole('row', { name: new RegExp(`^Level ${LEVEL} `) });
    await level.getByRole('cell', { name: '3', exact: true }).first().waitFor(STATE_WAIT);
    await checkScreen(page, 'teacher-levels');

    // The test itself: its printouts, results, figures and each question's answers.
    await openTab(page, 'Exams', 'Exams');
    await card.getByRole('link', { name: EXAM }).click();
    await screenTitle(page, EXAM);
    await checkScreen(page, 'teacher-exam-overview');
    const report = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Exam report PDF' }).click(),
    );
    expect(report.name).toBe('exam-report-friday-sums.pdf');
    const reportText = await pdfText(report);
    for (const name of [EXAM, CLASS[0], CLASS[1]]) expect(reportText).toContain(name);

    await openPart(page, 'Results');
    const table = page.getByRole('table', { name: 'Results' });
    await table.getByRole('link', { name: CLASS[1] }).waitFor(STATE_WAIT);
    await checkScreen(page, 'teacher-exam-results');
    const csv = await downloadOf(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.name).toBe('results-friday-sums.csv');
    // UTF-8's byte-order mark first, so that Excel reads the names in whatever script as UTF-8.
    expect([...csv.content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.content.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Student,Username,Class,Score,Out of,/);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([CLASS[0], CLASS[1]].sort());

    await openPart(page, 'Analytics');
    await page.getByRole('heading', { name: 'Star student' }).waitFor(STATE_WAIT);
    await page.getByText('2 of 3 students').waitFor();
    await page
      .getByRole('region', { name: 'Who has not taken it' })
      .getByRole('link', { name: CLASS[2] })
      .waitFor();
    await page.getByRole('img', { name: /^How many scored in each tenth/ }).waitFor();
    const items = page.getByRole('table', { name: 'Item analysis' });
    await items.getByRole('row').nth(5).waitFor(STATE_WAIT);
    expect(await items.getByRole('row').count()).toBe(6);
    await items.getByRole('columnheader', { name: 'Mistakes made' }).waitFor();
    await checkScreen(page, 'teacher-exam-analytics');

    // A test gives each child numbers of their own: its questions are the sample, with their answers.
    await openPart(page, 'Questions');
    const listed = page.getByRole('region', { name: 'The questions and their answers' });
    await listed
      .getByText('Every child gets numbers of their own, made like these.', { exact: false })
      .waitFor();
    expect(await listedQuestions(listed)).toEqual(asPreviewed(made));
    // Under each, the formulas it practises, in the teacher's words (level 3: big friends and direct moves).
    const formula = '[+−]\\d (directly|with a big friend)';
    const practises = await listed.locator('.question-list-skills').allTextContents();
    expect(practises).toHaveLength(made.length);
    for (const line of practises) expect(line).toMatch(new RegExp(`^Practises: ${formula}(, ${formula})*$`));
    expect(practises.join(' ')).toContain('with a big friend');
    await checkScreen(page, 'teacher-exam-items');

    await openPart(page, 'Settings');
    await page.getByRole('region', { name: 'Preview' }).getByText('All 5 questions:').waitFor(STATE_WAIT);
    await page.getByText('so it is hidden rather than removed', { exact: false }).waitFor();
    await checkScreen(page, 'teacher-exam-settings');

    // One student's result, reviewed with every right answer, and its PDF named after the exam and the student.
    await openPart(page, 'Results');
    await table.getByRole('link', { name: CLASS[0] }).click();
    await screenTitle(page, `${CLASS[0]}: ${EXAM}`);
    await page.getByText('Answer given:', { exact: false }).first().waitFor();
    await checkScreen(page, 'teacher-result');
    const result = await downloadOf(page, () => page.getByRole('button', { name: 'PDF' }).click());
    expect(result.name).toBe('result-friday-sums-mira-das.pdf');
    const resultText = await pdfText(result);
    for (const name of [EXAM, CLASS[0]]) expect(resultText).toContain(name);

    // A forgotten password: the teacher sets a new one, and the student signs in with it.
    await openTab(page, 'Students', 'Students');
    await page.getByRole('table', { name: 'My students' }).getByRole('link', { name: CLASS[0] }).click();
    await screenTitle(page, CLASS[0]);
    await page
      .getByRole('table', { name: `Results of ${CLASS[0]}` })
      .getByRole('link')
      .first()
      .waitFor();
    await checkScreen(page, 'teacher-student');
    await page.getByRole('button', { name: 'Set a new password' }).click();
    const dialog = page.getByRole('dialog', { name: `A new password for ${CLASS[0]}` });
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_STUDENT_PASSWORD);
    await dialog.getByLabel('New password again').fill(NEW_STUDENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Set the new password' }).click();
    await dialog.waitFor({ state: 'hidden', ...STATE_WAIT });
    expect(await signInStudent(usernames[0]!, NEW_STUDENT_PASSWORD)).toMatch(/^ey/);

    // New questions: those previewed are the ones the exam then has.
    await openTab(page, 'Exams', 'Exams');
    await card.getByRole('link', { name: EXAM }).click();
    await screenTitle(page, EXAM);
    await openPart(page, 'Settings');
    await page.getByRole('button', { name: 'Other questions' }).click();
    const questionsField = page.getByRole('spinbutton', { name: 'Questions' });
    await questionsField.fill('4');
    await questionsField.press('Tab');
    await page.getByRole('region', { name: 'Preview' }).getByText('All 4 questions:').waitFor(STATE_WAIT);
    const previewed = await previewedQuestions(page);
    await page.getByRole('button', { name: 'Regenerate questions' }).click();
    await page
      .getByRole('status')
      .getByText('The exam has its new questions', { exact: false })
      .waitFor(STATE_WAIT);
    const regenerated = await examWithQuestions(teacher, EXAM);
    expect(asPreviewed(regenerated.questions)).toEqual(previewed);

    expect(problems).toEqual([]);
  });
});

describe.concurrent('the teacher area', () => {
  const browser = useBrowser();

  it('is not downloaded by a student: its code arrives only when a teacher opens it', async ({ expect }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    const { page, problems } = await browser.open('/sign-in');
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await signInAsStudent(page, student);
    for (const [name, title] of [
      ['Results', 'My results'],
      ['Progress', 'My progress'],
      ['Learn', 'Learn the soroban'],
      ['Me', 'My profile'],
    ] as const) {
      await page.getByRole('navigation').getByRole('link', { name }).click();
      await screenTitle(page, title);
    }
    const downloaded = await Promise.all(scripts);
    expect(downloaded.length).toBeGreaterThan(0);
    // Words that exist only in the teacher's screens.
    for (const teacherWords of ['Teacher screens', 'Make a new class code?', 'Add the student']) {
      expect(downloaded.filter((script) => script.includes(teacherWords))).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
});
