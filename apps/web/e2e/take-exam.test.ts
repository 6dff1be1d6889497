import { PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStudent, createExam, registerTeacher } from './support/api';
import { checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { signInAsStudent } from './support/sign-in';

const LEVEL = 3;

const questionHeading = (page: Page, n: number, of: number) =>
  page.getByRole('region', { name: `Question ${n} of ${of}` });

const answerButton = (page: Page, letter: string) =>
  page.getByRole('group', { name: 'Answers' }).getByRole('button', { name: new RegExp(`^${letter}\\W`) });

// A child's flow, proven at a phone's width; every-screen.test.ts shows its screens on a desktop.
describe('a student taking exams on a phone (360 px)', () => {
  const browser = useBrowser();

  it('answers with the keyboard, reloads and finds the answers kept, hands in and goes through them', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, { title: 'Adding up to 20', level: LEVEL, totalQuestions: 5 });
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);

    await page.getByRole('link', { name: 'Start: Adding up to 20' }).click();
    await screenTitle(page, 'Adding up to 20');
    await questionHeading(page, 1, 5).waitFor();
    await page.getByRole('timer').waitFor();

    // 2 → B; → moves on; C; F flags; → ; A.
    await page.keyboard.press('2');
    expect(await answerButton(page, 'B').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await questionHeading(page, 2, 5).waitFor();
    await page.keyboard.press('c');
    await page.keyboard.press('f');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('a');
    await page.getByRole('status').getByText('All answers saved').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Question 3, answered' }).count(), STATE_WAIT)
      .toBe(1);
    await checkScreen(page, 'take-exam');

    // A reload (or a lost tab) loses nothing: the attempt resumes with its answers and flag.
    await page.reload();
    await screenTitle(page, 'Adding up to 20');
    const navigator = page.getByRole('navigation', { name: 'All questions' });
    await navigator.getByRole('button', { name: 'Question 1, answered' }).waitFor();
    await navigator.getByRole('button', { name: 'Question 2, answered, flagged' }).waitFor();
    await navigator.getByRole('button', { name: 'Question 3, answered' }).waitFor();
    await navigator.getByRole('button', { name: 'Question 4, not answered' }).waitFor();
    await questionHeading(page, 4, 5).waitFor();

    // Handing in names what is still unanswered.
    await page.getByRole('button', { name: 'Hand in my answers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hand in your answers?' });
    await dialog.getByText('These questions have no answer yet: 4, 5.').waitFor();
    await checkScreen(page, 'hand-in');
    await dialog.getByRole('button', { name: 'Hand in' }).click();

    // The review: the score, then each question with my answer and, in practice, the right one.
    await screenTitle(page, 'Adding up to 20');
    const answers = page.getByRole('region', { name: 'Your answers' });
    await expect.poll(() => answers.getByRole('listitem').count(), STATE_WAIT).toBe(5);
    const skipped = answers.getByRole('listitem', { name: 'Question 4: not right' });
    await skipped.getByText('Your answer: none').waitFor();
    await skipped.getByText('Right answer:').waitFor();
    await checkScreen(page, 'review');

    // My results lead back to the same review.
    await page.getByRole('link', { name: 'Results' }).click();
    await screenTitle(page, 'My results');
    await page.getByRole('link', { name: /^Go through the answers of Adding up to 20/ }).click();
    await screenTitle(page, 'Adding up to 20');
    expect(problems).toEqual([]);
  });

  it('hands a test in by itself when the time is up, showing right and wrong but not the key', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, { title: 'Friday test', level: LEVEL, assessment: true, duration: 1 });
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);
    // The page's clock is the test's to move: a minute passes without waiting for it.
    await page.clock.install();
    await page.reload();
    await screenTitle(page, 'My exams');

    await page.getByRole('link', { name: 'Start: Friday test' }).click();
    await screenTitle(page, 'Friday test');
    await questionHeading(page, 1, 5).waitFor();
    await page.keyboard.press('1');
    await page.getByRole('status').getByText('All answers saved').waitFor();

    await page.clock.fastForward('01:05');
    await page.getByText('Time is up! Your answers were handed in.').waitFor(STATE_WAIT);
    const answers = page.getByRole('region', { name: 'Your answers' });
    await expect.poll(() => answers.getByRole('listitem').count(), STATE_WAIT).toBe(5);
    await answers.getByText('Your answer: none').first().waitFor();
    expect(await answers.getByText('Right answer:').count()).toBe(0);
    await page
      .getByText('The right answers are shown once your teacher closes the test.', { exact: false })
      .waitFor();
    await checkScreen(page, 'review-test');
    expect(problems).toEqual([]);
  });
});
