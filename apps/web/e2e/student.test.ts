import { PHONE, screenTitle } from '@abacus/browser-testing/browser';
import { describe, expect, it } from 'vitest';
import {
  confirmLevel,
  createExam,
  registerTeacher,
  signInStudent,
  submitResult,
  uniqueName,
  type Teacher,
} from './support/api';
import { checkScreen, pathOf, STATE_WAIT, useBrowser } from './support/browser';
import { downloadOf, pdfText } from './support/download';
import { fillJoinForm, pick } from './support/forms';
import { signInAsStudent } from './support/sign-in';

const LEVEL = 3;
const PASSWORD = 'abacus-student-1';

interface ClassExams {
  /** Milliseconds since the epoch, taken just before the first exam was made. */
  createdAt: number;
  practice: string;
  closedPractice: string;
  assessment: string;
}

/** A teacher's class at LEVEL: an open and a closed practice exam, an open test, and one at another level. */
async function seedClass(teacher: Teacher): Promise<ClassExams> {
  const createdAt = Date.now();
  const practice = await createExam(teacher, { title: 'Adding up to 20', level: LEVEL });
  const closedPractice = await createExam(teacher, {
    title: 'Take-aways',
    level: LEVEL,
    active: false,
  });
  const assessment = await createExam(teacher, { title: 'Friday test', level: LEVEL, assessment: true });
  await createExam(teacher, { title: 'Level 5 drill', level: LEVEL + 1 });
  return { createdAt, practice, closedPractice, assessment };
}

// As the app writes them to a browser in UTC: `24 Nov 2026` and `09:30`.
const onDay = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
const atTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);

// A child's flow, proven at a phone's width; every-screen.test.ts shows its screens on a desktop.
describe('a student on a phone (360 px)', () => {
  const browser = useBrowser();

  it('joins with the class code, sees exams, results, progress and profile', async () => {
    const teacher = await registerTeacher();
    const exams = await seedClass(teacher);
    const username = uniqueName('mira');

    // Join with the class code the link carries (join.test.ts shows the form's every answer).
    const { page, problems } = await browser.open(`/join/${teacher.joinCode}`, { viewport: PHONE });
    await screenTitle(page, 'Join your class');
    await fillJoinForm(page, { username, password: PASSWORD, level: LEVEL });
    await page.getByRole('button', { name: 'Join my class' }).click();
    // The child picked their own level: their exams show once the teacher confirms it.
    await screenTitle(page, 'My exams');
    await confirmLevel(teacher, username);
    await page.reload();

    // My exams: practice and tests apart, the closed one marked, the other level's left out.
    await screenTitle(page, 'My exams');
    expect(pathOf(page)).toBe('/exams');
    const practice = page.getByRole('region', { name: 'Practice' });
    const tests = page.getByRole('region', { name: 'Tests' });
    await practice.getByRole('article', { name: 'Adding up to 20' }).getByText('Not tried yet').waitFor();
    await practice.getByRole('article', { name: 'Take-aways' }).getByText('Closed').waitFor();
    await tests.getByRole('article', { name: 'Friday test' }).waitFor();
    expect(await page.getByText('Level 5 drill').count()).toBe(0);
    await practice.getByRole('link', { name: 'Start: Adding up to 20' }).waitFor();
    await checkScreen(page, 'exams-new');

    // Three practice tries and the test, finished through the API. A result may not predate its exam, so
    // the tries are a minute apart from when the exams were made; the test, timed by the server, is now.
    const token = await signInStudent(username, PASSWORD);
    const tried = (n: number) => new Date(exams.createdAt + n * 60_000);
    await submitResult(token, exams.practice, { correct: 2, minutes: 6.5, completedAt: tried(0) });
    await submitResult(token, exams.practice, { correct: 5, minutes: 4.25, completedAt: tried(1) });
    await submitResult(token, exams.practice, { correct: 4, minutes: 5, completedAt: tried(2) });
    await submitResult(token, exams.assessment, { correct: 0, minutes: 9, completedAt: tried(3) });

    await page.reload();
    await screenTitle(page, 'My exams');
    const practiced = practice.getByRole('article', { name: 'Adding up to 20' });
    await practiced.getByText(`Done 3 times · Best 100% · Last ${onDay(tried(2))}`).waitFor();
    await practiced.getByRole('link', { name: 'Practise again: Adding up to 20' }).waitFor();
    await tests.getByRole('article', { name: 'Friday test' }).getByText('Done', { exact: true }).waitFor();
    await checkScreen(page, 'exams');

    // My results: every result, newest first, each with its PDF.
    await page.getByRole('link', { name: 'Results' }).click();
    await screenTitle(page, 'My results');
    const results = page.getByRole('article');
    await expect.poll(() => results.count(), STATE_WAIT).toBe(4);
    expect(await results.first().getByRole('heading').textContent()).toBe('Adding up to 20');
    expect(await page.getByRole('article', { name: /^Friday test, / }).count()).toBe(1);
    const best = page.getByRole('article', {
      name: `Adding up to 20, ${onDay(tried(1))}, ${atTime(tried(1))}`,
    });
    await best.getByText('10 / 10 (100%)').waitFor();
    await best.getByText('5 of 5').waitFor();
    await best.getByText('4 min 15 s').waitFor();
    const pdf = await downloadOf(page, () => best.getByRole('button', { name: /^Download the PDF/ }).click());
    expect(pdf.name).toBe('result-adding-up-to-20.pdf');
    expect(await pdfText(pdf)).toContain('Adding up to 20');
    await checkScreen(page, 'results');

    // My progress: a line per practice exam with best and average; the tests' figures.
    await page.getByRole('link', { name: 'Progress' }).click();
    await screenTitle(page, 'My progress');
    const line = page
      .getByRole('region', { name: 'Practice' })
      .getByRole('article', { name: 'Adding up to 20' });
    await line.locator('canvas').waitFor();
    await line.getByText('Best').waitFor();
    await line.getByText('73.3%').waitFor();
    await line.getByText('Show the numbers').click();
    const tries = line.getByRole('table', { name: 'Adding up to 20: every try' });
    expect(await tries.getByRole('row').count()).toBe(4);
    const testFigures = page.getByRole('region', { name: 'Tests' });
    await testFigures.getByText('Tests taken').waitFor();
    await testFigures.getByText('Time used, of the time given (average)').waitFor();
    await testFigures.locator('canvas').waitFor();
    await checkScreen(page, 'progress');

    // My profile: change my name and class; the level is the teacher's to set.
    await page.getByRole('link', { name: 'Me' }).click();
    await screenTitle(page, 'My profile');
    await page.getByLabel('Full name').fill('Mira Dasgupta');
    await pick(page, 'Class', '5');
    // The child's own profile speaks to the child, not of "the student".
    await page.getByText('Leave it empty if you have none.', { exact: false }).first().waitFor();
    expect(await page.getByText('the student', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved!').waitFor();
    await checkScreen(page, 'profile');
    await page.reload();
    await screenTitle(page, 'My profile');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Mira Dasgupta');

    // A new password: the current one is asked for, and the new one works at the next sign-in.
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('a-new-password-2');
    await page.getByLabel('New password again').fill('a-new-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password is changed.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await screenTitle(page, 'Sign in');
    await signInAsStudent(page, { username, password: 'a-new-password-2' });

    expect(problems).toEqual([]);
  });
});
