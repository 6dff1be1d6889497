import { screenTitle } from '@abacus/browser-testing/browser';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addStudent,
  closeExam,
  createExam,
  deleteExam,
  moveStudent,
  registerTeacher,
  signInStudent,
  submitResult,
} from './support/api';
import { checkScreen, ON_A_PHONE, STATE_WAIT, useBrowser } from './support/browser';
import { signInAsStudent } from './support/sign-in';

const LEVEL = 3;
/** Results the app shows before "Show more". */
const PAGE = 20;
const PRACTICE_TRIES = 21;

/** How many lines an element's text is laid out on. */
const linesOf = (text: Locator) =>
  text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return Math.round(range.getBoundingClientRect().height / range.getClientRects()[0]!.height);
  });

/** The newest result on top: the last practice try, all right. */
async function newestOnTop(page: Page) {
  await screenTitle(page, 'My results');
  await page.getByRole('article').first().getByText('10 / 10 (100%)').waitFor(STATE_WAIT);
}

/** Every result My results shows, a page and then the next. */
async function allResults(page: Page, total: number) {
  const cards = page.getByRole('article');
  await expect.poll(() => cards.count(), STATE_WAIT).toBe(PAGE);
  await page.getByText(`${PAGE} of ${total} results shown`).waitFor();
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect.poll(() => cards.count(), STATE_WAIT).toBe(total);
  expect(await page.getByRole('button', { name: 'Show more results' }).count()).toBe(0);
  expect(await page.getByRole('article', { name: /^Friday test, / }).count()).toBe(1);
}

describe('My results on a phone (360 px, touch)', () => {
  const browser = useBrowser();

  it('keeps every result, newest first, after a move up a level and after the exams are deleted or closed', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    const practice = await createExam(teacher, { title: 'Adding up to 20', level: LEVEL });
    const test = await createExam(teacher, { title: 'Friday test', level: LEVEL, assessment: true });
    // The test first, then the tries, each finished as it is sent: the last try, all right, is the newest.
    const token = await signInStudent(student.username, student.password);
    await submitResult(token, test, { correct: 0, minutes: 1, completedAt: new Date() });
    for (let n = 1; n <= PRACTICE_TRIES; n += 1) {
      const correct = n === PRACTICE_TRIES ? 5 : 1;
      await submitResult(token, practice, { correct, minutes: 3, completedAt: new Date() });
    }
    const total = PRACTICE_TRIES + 1;

    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(page, student);
    await page.getByRole('link', { name: 'Results' }).click();
    await newestOnTop(page);

    // Moved up a level, the child sees the new level's exams, and still every result of the old one.
    await moveStudent(teacher, student.id, LEVEL + 1);
    await page.reload();
    await newestOnTop(page);
    await allResults(page, total);
    await checkScreen(page, 'results-moved-up');

    // The practice exam deleted and the test closed: their results stay, and so does their review.
    await deleteExam(teacher, practice);
    await closeExam(teacher, test);
    await page.reload();
    await newestOnTop(page);
    await allResults(page, total);
    await page.getByRole('link', { name: /^Go through the answers of Friday test/ }).click();
    await screenTitle(page, 'Friday test');
    expect(problems).toEqual([]);
  });

  it('writes a score such as 140 / 150 on one line, on the card and in the review', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    // 75 questions of 2 marks, 70 right: 140 of 150 marks.
    const practice = await createExam(teacher, { title: 'Long practice', level: LEVEL, totalQuestions: 75 });
    const token = await signInStudent(student.username, student.password);
    await submitResult(token, practice, { correct: 70, minutes: 12, completedAt: new Date() });

    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(page, student);
    await page.getByRole('link', { name: 'Results' }).click();
    await screenTitle(page, 'My results');
    const onCard = page.getByRole('article').first().getByText('140 / 150 (93.3%)');
    await onCard.waitFor(STATE_WAIT);
    expect(await linesOf(onCard)).toBe(1);
    await checkScreen(page, 'results-big-score');

    await page.getByRole('link', { name: /^Go through the answers of Long practice/ }).click();
    await screenTitle(page, 'Long practice');
    const inReview = page.getByText('140 / 150', { exact: true });
    await inReview.waitFor(STATE_WAIT);
    expect(await linesOf(inReview)).toBe(1);
    await checkScreen(page, 'review-big-score');
    expect(problems).toEqual([]);
  });
});
