import { PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { addStudent, createExam, registerTeacher } from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { answerShown as answerOf, questionRegion as questionOf } from './support/typed-answers';
import { signInAsStudent, signInAsTeacher } from './support/sign-in';
import { openPart } from './support/teacher-exam';

const LEVEL = 3;
const QUESTIONS = 4;
/** As abacus examinations set them: every question 3 rows, each row of 1 or 2 digits. */
const ROWS_OF_DIGITS = { digits: { min: 1, max: 2 }, rows: { min: 3, max: 3 } };

const questionRegion = (page: Page, n: number) => questionOf(page, n, QUESTIONS);
const answerShown = (page: Page, n: number) => answerOf(page, n, QUESTIONS);

/** Presses the keypad's keys for a number, one by one, as a finger would. */
async function tapNumber(page: Page, value: number) {
  const keypad = page.getByRole('group', { name: 'Keypad' });
  for (const digit of String(value)) {
    await keypad.getByRole('button', { name: digit, exact: true }).click();
  }
}

// A child's flow, proven at a phone's width.
// The tests run at once, each with its own class and pages: most of a test is waiting for the app.
describe.concurrent('writing the answers on a phone (360 px)', () => {
  const browser = useBrowser();

  it('takes each number from a big box and keypad, saves it, and shows the numbers in the review', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    const examId = await createExam(teacher, {
      title: 'Written sums',
      level: LEVEL,
      totalQuestions: QUESTIONS,
      answerMode: 'typed',
      ...ROWS_OF_DIGITS,
    });
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);

    await page.getByRole('link', { name: 'Start: Written sums' }).click();
    await screenTitle(page, 'Written sums');
    const ready = page.getByRole('region', { name: 'Ready to start?' });
    await ready.getByText('You write each answer.').waitFor();
    await checkScreen(page, 'typed-ready');
    await ready.getByRole('button', { name: 'Start practising' }).click();

    // Question 1: no options, an empty box and a keypad.
    await questionRegion(page, 1).waitFor();
    const box = page.getByRole('textbox', { name: 'Your answer' });
    expect(await box.inputValue()).toBe('');
    expect(await page.getByRole('group', { name: 'Answers' }).count()).toBe(0);
    await checkScreen(page, 'typed-question-empty');

    // 1: right, on the keypad, with a slip rubbed out first.
    const first = await answerShown(page, 1);
    await tapNumber(page, 9);
    await page.getByRole('button', { name: 'Rub out' }).click();
    await tapNumber(page, first);
    expect(await box.inputValue()).toBe(String(first));
    await page.getByRole('button', { name: 'Question 1, answered' }).waitFor();
    await checkScreen(page, 'typed-question-written');
    await page.getByRole('button', { name: /^Next/ }).click();

    // 2: wrong, on the keypad; Enter moves on.
    const second = await answerShown(page, 2);
    await tapNumber(page, second + 1);
    await page.keyboard.press('Enter');

    // 3: right, typed into the box with the keyboard; Enter moves on. 4 stays empty.
    const third = await answerShown(page, 3);
    await box.click();
    await page.keyboard.type(String(third));
    await page.keyboard.press('Enter');
    await questionRegion(page, 4).waitFor();
    expect(await box.inputValue()).toBe('');
    await page.getByRole('status').getByText('All answers saved').waitFor(STATE_WAIT);
    const navigator = page.getByRole('navigation', { name: 'All questions' });
    for (const [n, state] of [
      [1, 'answered'],
      [2, 'answered'],
      [3, 'answered'],
      [4, 'not answered'],
    ] as const) {
      await navigator.getByRole('button', { name: `Question ${n}, ${state}` }).waitFor();
    }

    // A reload keeps what was written.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await questionRegion(page, 4).waitFor();
    await navigator.getByRole('button', { name: 'Question 2, answered' }).click();
    await questionRegion(page, 2).waitFor();
    expect(await box.inputValue()).toBe(String(second + 1));

    await page.getByRole('button', { name: 'Hand in my answers' }).click();
    const handIn = page.getByRole('dialog', { name: 'Hand in your answers?' });
    await handIn.getByText('This question has no answer yet: 4.').waitFor();
    // The keyboard's Enter hands in: the dialog waits on its button, not on the answer box.
    const handInButton = handIn.getByRole('button', { name: 'Hand in' });
    await expect
      .poll(() => handInButton.evaluate((button) => button === document.activeElement), STATE_WAIT)
      .toBe(true);
    await page.keyboard.press('Enter');

    // The review: the number written and, where it is wrong, the right one.
    const answers = page.getByRole('region', { name: 'Your answers' });
    await expect.poll(() => answers.getByRole('listitem').count(), STATE_WAIT).toBe(QUESTIONS);
    const right1 = answers.getByRole('listitem', { name: 'Question 1: right' });
    await right1.getByText(`You wrote ${first}`, { exact: true }).waitFor();
    const wrong = answers.getByRole('listitem', { name: 'Question 2: not right' });
    await wrong.getByText(`You wrote ${second + 1}`, { exact: true }).waitFor();
    await wrong.getByText(`Answer ${second}`).waitFor();
    await answers.getByRole('listitem', { name: 'Question 3: right' }).waitFor();
    const skipped = answers.getByRole('listitem', { name: 'Question 4: not right' });
    await skipped.getByText('Your answer: none').waitFor();
    await page.getByText(`2 of ${QUESTIONS}`, { exact: true }).waitFor();
    await checkScreen(page, 'typed-review');
    expect(problems).toEqual([]);

    // The teacher sees how the exam is answered, and the wrong number written most for each question.
    const desk = await browser.open('/sign-in');
    await signInAsTeacher(desk.page, teacher);
    await desk.page.goto(appUrl(`/teacher/exams/${examId}`));
    await screenTitle(desk.page, 'Written sums');
    await desk.page.getByText('Children write each answer').waitFor();
    await openPart(desk.page, 'Analytics');
    const table = desk.page.getByRole('table', { name: 'Item analysis' });
    await table.getByRole('columnheader', { name: 'Most written wrong' }).waitFor(STATE_WAIT);
    expect(await table.getByRole('columnheader', { name: 'A', exact: true }).count()).toBe(0);
    await table.getByRole('cell', { name: `${second + 1} (1 child)` }).waitFor();
    await checkScreen(desk.page, 'typed-item-analysis');
    expect(desk.problems).toEqual([]);
  });

  it('shows a choice exam of 3 rows of 1–2 digits with its four answers', async ({ expect }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, {
      title: 'Rows of digits',
      level: LEVEL,
      totalQuestions: 3,
      ...ROWS_OF_DIGITS,
    });
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);
    await page.getByRole('link', { name: 'Start: Rows of digits' }).click();
    const ready = page.getByRole('region', { name: 'Ready to start?' });
    await ready.getByText('You choose each answer from four.').waitFor();
    await ready.getByRole('button', { name: 'Start practising' }).click();
    const question = page.getByRole('region', { name: 'Question 1 of 3' });
    await question.getByRole('img', { name: /^\d+ (plus|minus) \d+ (plus|minus) \d+, equals\?$/ }).waitFor();
    expect(await page.getByRole('group', { name: 'Answers' }).getByRole('button').count()).toBe(4);
    expect(await page.getByRole('textbox', { name: 'Your answer' }).count()).toBe(0);
    await checkScreen(page, 'choice-rows-digits-question');
    expect(problems).toEqual([]);
  });
});
